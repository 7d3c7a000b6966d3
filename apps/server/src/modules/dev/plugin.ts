import fp from 'fastify-plugin';
import { z } from 'zod';
import { messages, rules } from '@peiyin/api-client';
import { AppError, ok } from '../../http/errors.ts';
import { hasOutbox } from '../../providers/sms/types.ts';

const query = z.object({ phone: z.string({ error: messages.phoneRequired }).regex(rules.phone, messages.phoneInvalid) });

/// Development helpers, registered only when NODE_ENV is not production.
/// `GET /api/dev/sms/last?phone=` → {code, purpose, sentAt}: the last code the console provider "sent",
/// so end-to-end tests can sign in.
export const devPlugin = fp(
  async (app) => {
    if (app.config.nodeEnv === 'production') return;
    app.get('/api/dev/sms/last', { schema: { summary: '开发用：控制台短信最近发出的验证码（生产环境不存在）', tags: ['开发'] } }, async (request) => {
      const parsed = query.safeParse(request.query ?? {});
      if (!parsed.success) throw new AppError(400, parsed.error.issues[0]?.message ?? messages.bodyInvalid);
      const last = hasOutbox(app.sms) ? app.sms.lastCode(parsed.data.phone) : undefined;
      if (!last) throw new AppError(404, '没有发送给该手机号的验证码');
      return ok(last);
    });
  },
  { name: 'dev', fastify: '5.x', dependencies: ['config', 'errors', 'sms-provider'] },
);
