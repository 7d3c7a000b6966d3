import type { FastifyInstance } from 'fastify';
import { contract } from '@peiyin/api-client';
import type { AppContext } from '../../context.ts';
import { route } from '../../http/route.ts';
import { smsService } from './service.ts';

export function smsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const sms = smsService(ctx);
  const auth = ctx.auth.authenticate;
  route(app, contract.sms.loginVerifyCaptcha, auth, ({ input }) => sms.createCaptcha('login', input.phone));
  route(app, contract.sms.loginVerifyCode, auth, ({ input, request }) =>
    sms.requestCode({ purpose: 'login', phone: input.phone, captcha: input.captcha, ip: request.ip }),
  );
  route(app, contract.sms.verifyCaptcha, auth, ({ input }) => sms.createCaptcha('bind', input.phone));
  route(app, contract.sms.verifyCode, auth, ({ input, request }) =>
    sms.requestCode({ purpose: 'bind', phone: input.phone, captcha: input.captcha, ip: request.ip }),
  );
}
