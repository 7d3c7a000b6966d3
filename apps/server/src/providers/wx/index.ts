// The WeChat-login registry: the one place where the provider is chosen from its configuration.
import { SandboxWxProvider } from './sandbox.ts';
import { WechatWxProvider } from './wechat.ts';
import type { WxConfig, WxProvider } from './types.ts';

export function createWxProvider(config: WxConfig): WxProvider {
  switch (config.provider) {
    case 'wechat':
      return new WechatWxProvider(config);
    case 'sandbox':
      return new SandboxWxProvider();
  }
}

export { sandboxPage } from './sandbox.ts';
export { loadWxConfig } from './config.ts';
export * from './types.ts';
