import type { FastifyInstance } from 'fastify';
import { contract } from '@peiyin/api-client';
import { route } from '../../http/route.ts';
import type { SmsService } from './service.ts';

export function smsRoutes(app: FastifyInstance, sms: SmsService): void {
  route(app, contract.sms.loginVerifyCaptcha, ({ input }) => sms.createCaptcha('login', input.phone));
  route(app, contract.sms.loginVerifyCode, ({ input, request }) =>
    sms.requestCode({ purpose: 'login', phone: input.phone, captcha: input.captcha, ip: request.ip }),
  );
  route(app, contract.sms.verifyCaptcha, ({ input }) => sms.createCaptcha('bind', input.phone));
  route(app, contract.sms.verifyCode, ({ input, request }) =>
    sms.requestCode({ purpose: 'bind', phone: input.phone, captcha: input.captcha, ip: request.ip }),
  );
}
