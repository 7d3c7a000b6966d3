import fp from 'fastify-plugin';
import { z } from 'zod';
import { messages, rules } from '@peiyin/api-client';
import { AppError, ok } from '../../http/errors.ts';
import { hasOutbox } from '../../providers/sms/types.ts';

const query = z.object({ phone: z.string({ error: messages.phoneRequired }).regex(rules.phone, messages.phoneInvalid) });

const captchaQuery = z.object({ sha256: z.string({ error: '缺少图片摘要' }).regex(/^[0-9a-f]{64}$/, '图片摘要不正确') });

/// Development helpers, registered only when NODE_ENV is not production.
/// `GET /api/dev/sms/last?phone=` → {code, purpose, sentAt}: the last code the console provider "sent",
/// so end-to-end tests can sign in.
/// `GET /api/dev/captcha/answer?sha256=` → {text}: the text of a recent picture captcha, by the SHA-256 of
/// its SVG (what the page shows), so end-to-end tests can pass a captcha that is random.
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
    app.get('/api/dev/captcha/answer', { schema: { summary: '开发用：最近生成的图片验证码的答案（生产环境不存在）', tags: ['开发'] } }, async (request) => {
      const parsed = captchaQuery.safeParse(request.query ?? {});
      if (!parsed.success) throw new AppError(400, parsed.error.issues[0]?.message ?? messages.bodyInvalid);
      const text = app.captchaAnswer?.(parsed.data.sha256) ?? null;
      if (text === null) throw new AppError(404, '没有这张验证码图片');
      return ok({ text });
    });
  },
  { name: 'dev', fastify: '5.x', dependencies: ['config', 'errors', 'sms-provider', 'captcha'] },
);
