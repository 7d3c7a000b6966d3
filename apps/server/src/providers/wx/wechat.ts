import type { WxLoginParams } from '@peiyin/api-client';
import { WxAuthError, type WxConfig, type WxProvider } from './types.ts';

type WechatConfig = Extract<WxConfig, { provider: 'wechat' }>;

/// WeChat open platform "website application" login (snsapi_login): the QR page is `qrconnect`
/// (with `self_redirect=true` so the redirect after the scan stays inside the frame and lands on
/// our `/api/wxApi/callback`), and the code is exchanged at `/sns/oauth2/access_token`.
export class WechatWxProvider implements WxProvider {
  readonly name = 'wechat' as const;

  constructor(
    private readonly config: WechatConfig,
    private readonly fetcher: typeof fetch = fetch,
  ) {}

  loginParams(state: string): WxLoginParams {
    const query = new URLSearchParams({
      appid: this.config.appId,
      redirect_uri: this.config.redirectUri,
      response_type: 'code',
      scope: 'snsapi_login',
      state,
      login_type: 'jssdk',
      self_redirect: 'true',
    });
    return {
      provider: 'wechat',
      appid: this.config.appId,
      scope: 'snsapi_login',
      state,
      redirectUri: this.config.redirectUri,
      qrUrl: `${this.config.qrBase.replace(/(?<!\/)\/+$/, '')}/connect/qrconnect?${query}#wechat_redirect`,
    };
  }

  async exchange(code: string) {
    const query = new URLSearchParams({
      appid: this.config.appId,
      secret: this.config.appSecret,
      code,
      grant_type: 'authorization_code',
    });
    let body: { openid?: string; unionid?: string; errcode?: number; errmsg?: string };
    try {
      const response = await this.fetcher(`${this.config.apiBase.replace(/(?<!\/)\/+$/, '')}/sns/oauth2/access_token?${query}`, {
        signal: AbortSignal.timeout(10_000),
      });
      body = (await response.json()) as typeof body;
    } catch (error) {
      throw new WxAuthError(`WeChat unreachable: ${String(error)}`, { cause: error });
    }
    // WeChat answers HTTP 200 with {errcode, errmsg} on failure (e.g. 40029 invalid code).
    if (body.errcode || !body.openid) throw new WxAuthError(`WeChat refused the code: ${body.errcode ?? ''} ${body.errmsg ?? ''}`.trim());
    return body.unionid ? { openid: body.openid, unionid: body.unionid } : { openid: body.openid };
  }
}
