import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { messages, rules } from '@peiyin/api-client';
import type { AppContext } from '../../context.ts';
import { AppError, ok } from '../../http/errors.ts';
import { hasOutbox } from '../../providers/sms/index.ts';

const query = z.object({ phone: z.string({ error: messages.phoneRequired }).regex(rules.phone, messages.phoneInvalid) });

/// Development helpers, registered only when NODE_ENV is not production.
/// `GET /api/dev/sms/last?phone=` → {code, purpose, sentAt}: the last code the console provider "sent",
/// so end-to-end tests can sign in.
export function devRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/dev/sms/last', async (request) => {
    const parsed = query.safeParse(request.query ?? {});
    if (!parsed.success) throw new AppError(400, parsed.error.issues[0]?.message ?? messages.bodyInvalid);
    const last = hasOutbox(ctx.sms) ? ctx.sms.lastCode(parsed.data.phone) : undefined;
    if (!last) throw new AppError(404, '没有发送给该手机号的验证码');
    return ok(last);
  });
}
