import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { contract } from '@peiyin/api-client';
import type { AppContext } from '../../context.ts';
import { route } from '../../http/route.ts';
import { authMessageScript } from '../../providers/wx/index.ts';
import { sandboxPage } from '../../providers/wx/sandbox.ts';
import { randomToken } from '../../security.ts';
import { wxService } from './service.ts';

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

export function wxRoutes(app: FastifyInstance, ctx: AppContext): void {
  const wx = wxService(ctx);
  const auth = ctx.auth.authenticate;
  route(app, contract.wxApi.loginParams, auth, () => wx.loginParams());
  route(app, contract.wxApi.bindFirstly, auth, ({ input }) => wx.bindFirstly(input));

  // The sandbox QR page (only with the sandbox provider): its button "scans" the code.
  if (ctx.wx.name === 'sandbox') {
    app.get('/api/wxApi/sandbox', async (request, reply) => {
      const { state } = pageQuery.parse(request.query ?? {});
      return sendPage(reply, (nonce) => sandboxPage(state, nonce));
    });
  }
  // Where WeChat redirects inside the frame after a scan: hand code and state to the app.
  app.get('/api/wxApi/callback', async (request, reply) => {
    const parsed = pageQuery.safeParse(request.query ?? {});
    const query = parsed.success ? parsed.data : { state: '', code: '' };
    return sendPage(
      reply,
      (nonce) =>
        `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>微信登录</title></head><body><script nonce="${nonce}">${authMessageScript(query)}</script></body></html>`,
    );
  });
}
