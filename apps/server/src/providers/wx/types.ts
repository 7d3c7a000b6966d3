// The WeChat-login family's contract: what a provider does, its configuration, its error, and the page
// every provider ends on inside the QR frame. Adapters (sandbox.ts, wechat.ts) import only this file;
// the registry (index.ts) imports them.
import type { WxLoginParams } from '@peiyin/api-client';

/// WeChat QR login: what the QR frame needs, and the exchange of the callback's code for an openid.
export interface WxProvider {
  readonly name: 'sandbox' | 'wechat';
  loginParams(state: string): WxLoginParams;
  /** Rejects with WxAuthError when the code is not accepted. */
  exchange(code: string): Promise<{ openid: string; unionid?: string }>;
}

export class WxAuthError extends Error {
  override readonly name = 'WxAuthError';
}

/// Which provider logs in (`WX_PROVIDER`), with its credentials.
export type WxConfig =
  | { provider: 'sandbox' }
  | { provider: 'wechat'; appId: string; appSecret: string; redirectUri: string; apiBase: string; qrBase: string };

/// The page both providers end on inside the QR frame: it hands `{code, state}` to the app
/// (message `{type: 'wxAuthSuccess', query: {code, state}}`). The frame may only be embedded by our own
/// origin (CSP frame-ancestors 'self'), so the message cannot reach a foreign page.
export function authMessageScript(query: { code: string; state: string }): string {
  const message = JSON.stringify({ type: 'wxAuthSuccess', query }).replace(/</g, '\\u003c');
  return `window.parent.postMessage(${message}, '*');`;
}
