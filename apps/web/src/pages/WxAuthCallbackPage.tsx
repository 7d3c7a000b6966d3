// /wxAuthCallback: where WeChat's QR page redirects inside the login frame after a scan. It hands the
// query to the login dialog around it with the `wxAuthSuccess` message (spec 01 §4).
import { useEffect } from 'react';
import { wxAuthMessageType } from '@peiyin/api-client';
import { Text } from '@peiyin/ui';

/// One scan, one message: a WeChat code logs in once, and React's StrictMode runs this page's effect twice.
let handedOver = false;

export default function WxAuthCallbackPage() {
  useEffect(() => {
    if (handedOver) return;
    handedOver = true;
    const params = new URLSearchParams(window.location.search);
    const query = { code: params.get('code') ?? '', state: params.get('state') ?? '' };
    const target = window.parent !== window ? window.parent : window.opener;
    (target as Window | null)?.postMessage({ type: wxAuthMessageType, query }, window.location.origin);
  }, []);
  return <Text tone="secondary">正在登录…</Text>;
}
