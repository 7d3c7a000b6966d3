import { useEffect, useRef, useState } from 'react';
import { Button } from '../../primitives/Button';
import { Spinner } from '../../primitives/Spinner';
import { ErrorIcon, WechatIcon } from '../../primitives/icons';
import * as css from './LoginDialog.css';
import { Stack } from '../../primitives/Stack';

/** The query the QR page hands over (its callback's search parameters). */
export type WxAuthQuery = Record<string, string>;

/** What login-by-WeChat answers (spec 01 §7: data{status, statusText, data, openid}). */
export interface WxLoginResult {
  /** 200 logged in; 202 first login (bind a phone with `openid`); anything else failed. */
  status: number;
  statusText?: string;
  openid?: string;
}

/** The panel's named state, exposed as `data-state`. */
export const wechatLoginStates = ['waiting', 'verifying', 'failed'] as const;
export type WechatLoginState = (typeof wechatLoginStates)[number];

/** Reads a `wxAuthSuccess` message; the query may come as an object or a search string. */
export function readWxAuthMessage(data: unknown): WxAuthQuery | undefined {
  if (typeof data !== 'object' || data === null || (data as { type?: unknown }).type !== 'wxAuthSuccess') return undefined;
  const query = (data as { query?: unknown }).query;
  if (typeof query === 'string') return Object.fromEntries(new URLSearchParams(query.replace(/^\?/, '')));
  if (typeof query === 'object' && query !== null) {
    const entries = Object.entries(query).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
    return Object.fromEntries(entries);
  }
  return {};
}

export interface WechatLoginPanelProps {
  url?: string;
  onLoginByWx?: (query: WxAuthQuery) => Promise<WxLoginResult>;
  onLoggedIn: () => void;
  onFirstLogin: (openid: string) => void;
}

/**
 * The WeChat QR tab (spec 01 §4 "WeChat login"): the QR page lives in a frame and posts
 * `{type: 'wxAuthSuccess', query}` when scanned. Only messages from that frame are trusted.
 */
export function WechatLoginPanel({ url, onLoginByWx, onLoggedIn, onFirstLogin }: WechatLoginPanelProps) {
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [frameKey, setFrameKey] = useState(0);
  const [state, setState] = useState<WechatLoginState>('waiting');
  const [failure, setFailure] = useState<string>();
  const handlers = useRef({ onLoginByWx, onLoggedIn, onFirstLogin });
  handlers.current = { onLoginByWx, onLoggedIn, onFirstLogin };

  useEffect(() => {
    let busy = false;
    const onMessage = async (event: MessageEvent) => {
      // Any page can post to us; only the QR frame we embed may log someone in.
      if (!frameRef.current || event.source !== frameRef.current.contentWindow) return;
      const query = readWxAuthMessage(event.data);
      const login = handlers.current.onLoginByWx;
      if (!query || !login || busy) return;
      busy = true;
      setState('verifying');
      setFailure(undefined);
      try {
        const result = await login(query);
        if (result.status === 200) {
          setState('waiting');
          handlers.current.onLoggedIn();
        } else if (result.status === 202 && result.openid) {
          setState('waiting');
          handlers.current.onFirstLogin(result.openid);
        } else {
          setState('failed');
          setFailure(result.statusText || '微信登录失败，请重试');
        }
      } catch {
        // spec 01 §4: on call failure the QR frame reloads (the app's client shows the error)
        setState('waiting');
        setFrameKey((key) => key + 1);
      } finally {
        busy = false;
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  const refresh = () => {
    setFailure(undefined);
    setState('waiting');
    setFrameKey((key) => key + 1);
  };

  return (
    <Stack gap="3" align="center" paddingTop="2" data-state={state}>
      <div className={css.qrFrameWrap}>
        {url ? (
          <iframe key={frameKey} ref={frameRef} className={css.qrFrame} src={url} title="微信扫码登录" data-reload={frameKey} />
        ) : (
          <div className={css.qrMask}>微信登录暂不可用</div>
        )}
        {state === 'verifying' ? (
          <div className={css.qrMask}>
            <Spinner size={20} label="" />
            正在登录…
          </div>
        ) : null}
        {state === 'failed' ? (
          <div className={css.qrMask} role="alert">
            <ErrorIcon size={28} className={css.qrFailIcon} />
            <span className={css.qrFailText}>{failure}</span>
            <Button size="sm" variant="secondary" onClick={refresh}>
              刷新二维码
            </Button>
          </div>
        ) : null}
      </div>
      <p className={css.wechatHint}>
        <WechatIcon size={18} />
        请使用微信扫一扫登录
      </p>
    </Stack>
  );
}
