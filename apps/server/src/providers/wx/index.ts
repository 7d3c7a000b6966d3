import type { WxLoginParams } from '@peiyin/api-client';
import type { WxConfig } from '../../config.ts';
import { SandboxWxProvider } from './sandbox.ts';
import { WechatWxProvider } from './wechat.ts';

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

/// The one place where the WeChat provider is chosen from configuration.
export function createWxProvider(config: WxConfig): WxProvider {
  switch (config.provider) {
    case 'wechat':
      return new WechatWxProvider(config);
    case 'sandbox':
      return new SandboxWxProvider();
  }
}

/// The page both providers end on inside the QR frame: it hands `{code, state}` to the app
/// (message `{type: 'wxAuthSuccess', query: {code, state}}`). The frame may only be embedded by our own
/// origin (CSP frame-ancestors 'self'), so the message cannot reach a foreign page.
export function authMessageScript(query: { code: string; state: string }): string {
  const message = JSON.stringify({ type: 'wxAuthSuccess', query }).replace(/</g, '\\u003c');
  return `window.parent.postMessage(${message}, '*');`;
}
