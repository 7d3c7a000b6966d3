import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { contract, messages } from '@peiyin/api-client';
import { AppError } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import { authMessageScript, sandboxPage } from '../../providers/wx/index.ts';
import { randomToken } from '../../security.ts';
import type { WxService } from './service.ts';

const pageQuery = z.object({ state: z.string().max(128).default(''), code: z.string().max(256).default('') });

/// The QR frame's pages run one inline script; a per-response nonce allows exactly that script.
function sendPage(reply: FastifyReply, html: (nonce: string) => string) {
  const nonce = randomToken(12);
  return reply
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header(
      'content-security-policy',
      `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; img-src 'self' data:; frame-ancestors 'self'; base-uri 'none'; form-action 'none'`,
    )
    .send(html(nonce));
}

export function wxRoutes(app: FastifyInstance, wx: WxService): void {
  route(app, contract.wxApi.loginParams, () => wx.loginParams());
  route(app, contract.wxApi.bindFirstly, ({ input }) => wx.bindFirstly(input));
  // The login call is the user contract's (the web app's account client), but its rules are WeChat's.
  route(app, contract.user.loginByWx, ({ input }) => wx.loginByWx(input));

  // The sandbox QR page (only with the sandbox provider): its button "scans" the code.
  if (app.wx.name === 'sandbox') {
    app.get('/api/wxApi/sandbox', { schema: { summary: '沙盒二维码页（本地模拟微信扫码）', tags: ['微信登录'] } }, async (request, reply) => {
      // A repeated or oversized state is a bad request, not a crash (issue 14 §4).
      const parsed = pageQuery.safeParse(request.query ?? {});
      if (!parsed.success) throw new AppError(400, messages.wxStateInvalid);
      return sendPage(reply, (nonce) => sandboxPage(parsed.data.state, nonce));
    });
  }
  // Where WeChat redirects inside the frame after a scan: hand code and state to the app.
  app.get('/api/wxApi/callback', { schema: { summary: '微信扫码后的回调页：把 code 和 state 交给页面', tags: ['微信登录'] } }, async (request, reply) => {
    const parsed = pageQuery.safeParse(request.query ?? {});
    const query = parsed.success ? parsed.data : { state: '', code: '' };
    return sendPage(
      reply,
      (nonce) =>
        `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>微信登录</title></head><body><script nonce="${nonce}">${authMessageScript(query)}</script></body></html>`,
    );
  });
}
