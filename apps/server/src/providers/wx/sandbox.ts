import { createHash } from 'node:crypto';
import type { WxLoginParams } from '@peiyin/api-client';
import { WxAuthError, type WxProvider } from './types.ts';

/// A sandbox code is `sbx_` + the 32 hex characters of the browser's own random sandbox identity.
const sandboxCode = /^sbx_([0-9a-f]{32})$/;

/// Offline stand-in for the WeChat open platform. Its QR page (`/api/wxApi/sandbox`) has a
/// "模拟扫码登录" button; each browser gets a random identity (kept in its localStorage), so the same
/// browser always logs into the same sandbox WeChat account and nobody can guess another's openid.
export class SandboxWxProvider implements WxProvider {
  readonly name = 'sandbox' as const;

  loginParams(state: string): WxLoginParams {
    return {
      provider: 'sandbox',
      appid: 'sandbox',
      scope: 'snsapi_login',
      state,
      redirectUri: '/api/wxApi/callback',
      qrUrl: `/api/wxApi/sandbox?state=${encodeURIComponent(state)}`,
    };
  }

  async exchange(code: string) {
    const identity = sandboxCode.exec(code)?.[1];
    if (!identity) throw new WxAuthError('not a sandbox code');
    return { openid: `sbx_${createHash('sha256').update(identity).digest('hex').slice(0, 28)}` };
  }
}

/// The sandbox QR page. `nonce` allows its one inline script under the CSP.
export function sandboxPage(state: string, nonce: string): string {
  const stateJson = JSON.stringify(state).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><title>微信扫码登录（沙盒）</title>
<style nonce="${nonce}">
body{margin:0;font:14px "PingFang SC","Noto Sans CJK SC","Microsoft YaHei",system-ui,sans-serif;color:#1f2333;background:#fff;display:flex;flex-direction:column;align-items:center;gap:12px;padding:16px}
.qr{width:160px;height:160px}
button{border:0;border-radius:8px;background:#07c160;color:#fff;font:inherit;padding:8px 20px;cursor:pointer}
button:focus-visible{outline:2px solid #5b4bff;outline-offset:2px}
.hint{color:#6b7085;font-size:12px;text-align:center;line-height:1.6}
a{color:#5b4bff;cursor:pointer}
</style></head><body>
<svg class="qr" viewBox="0 0 21 21" role="img" aria-label="沙盒二维码" shape-rendering="crispEdges"><rect width="21" height="21" fill="#fff"/><path id="qr" fill="#1f2333"/></svg>
<button type="button" id="scan">模拟扫码登录</button>
<div class="hint">本地沙盒：不连接微信，点击按钮即视为扫码确认<br><span id="who"></span> · <a id="switch">换一个微信用户</a></div>
<script nonce="${nonce}">
(function () {
  var state = ${stateJson};
  var key = 'peiyin.wxSandboxIdentity';
  function fresh() {
    var bytes = new Uint8Array(16); crypto.getRandomValues(bytes);
    return Array.prototype.map.call(bytes, function (b) { return (b + 256).toString(16).slice(1); }).join('');
  }
  function identity() {
    var id = localStorage.getItem(key);
    if (!/^[0-9a-f]{32}$/.test(id || '')) { id = fresh(); localStorage.setItem(key, id); }
    return id;
  }
  function draw() {
    var id = identity(), d = '';
    document.getElementById('who').textContent = '沙盒用户 ' + id.slice(0, 6);
    for (var y = 0; y < 21; y++) for (var x = 0; x < 21; x++) {
      var finder = (x < 7 || x > 13) && y < 7 || x < 7 && y > 13;
      var on = finder ? (Math.max(Math.abs((x % 14) - 3), Math.abs((y % 14) - 3)) !== 2)
        : parseInt(id[(x * 7 + y * 3) % 32], 16) & (1 << ((x + y) % 4));
      if (on) d += 'M' + x + ' ' + y + 'h1v1h-1z';
    }
    document.getElementById('qr').setAttribute('d', d);
  }
  document.getElementById('scan').addEventListener('click', function () {
    window.parent.postMessage({ type: 'wxAuthSuccess', query: { code: 'sbx_' + identity(), state: state } }, '*');
  });
  document.getElementById('switch').addEventListener('click', function () { localStorage.setItem(key, fresh()); draw(); });
  draw();
})();
</script></body></html>`;
}
