// 视频下载 (spec 02 §2.7, §7 "Blob download", issue 16 tool 5): a video address fetched by this browser and saved
// as <timestamp>.mp4 (or the container its bytes are; a web page is refused, issue 28). The studio's pages may only connect to our server (CSP connect-src 'self'), so the fetch
// runs in our sandboxed fetching page (server: modules/tools/fetchFrame.ts), which posts the bytes back. A site
// that does not allow other pages to read its files (CORS) cannot be fetched this way: the page says so and
// offers 视频提取, which downloads through our server.
import { useEffect, useRef, useState } from 'react';
import { toolsMessages } from '@peiyin/api-client';
import { Button, Field, Inline, Input, Stack, Text, toast } from '@peiyin/ui';
import { useGo } from '../../layout/useGo';
import { saveFile } from './exports';
import { videoKindOf } from './videoBytes';

const FRAME = '/api/tools/fetch-frame';

type FrameMessage =
  | { type: 'ready' }
  | { id: number; type: 'progress'; received: number; total: number }
  | { id: number; type: 'done'; blob: Blob; received: number }
  | { id: number; type: 'error'; kind: 'network' | 'status' | 'aborted'; status?: number };

type Status = { kind: 'idle' } | { kind: 'fetching'; received: number; total: number } | { kind: 'saved'; name: string; bytes: number } | { kind: 'failed'; message: string; cors: boolean };

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

export default function BlobDownloadTool() {
  const go = useGo();
  const frame = useRef<HTMLIFrameElement>(null);
  const [ready, setReady] = useState(false);
  const [url, setUrl] = useState('');
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const current = useRef(0);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      // only our own fetching page speaks here
      if (!frame.current || event.source !== frame.current.contentWindow) return;
      const message = event.data as FrameMessage;
      if (message.type === 'ready') return setReady(true);
      if (message.id !== current.current) return;
      if (message.type === 'progress') setStatus({ kind: 'fetching', received: message.received, total: message.total });
      else if (message.type === 'done') {
        const blob = message.blob;
        void blob
          .slice(0, 512)
          .arrayBuffer()
          .then((head) => {
            // a page or an error text answered at a video address is not saved as a video (issue 28)
            const kind = videoKindOf(new Uint8Array(head), blob.type);
            if (!kind.ok) return setStatus({ kind: 'failed', message: kind.message, cors: false });
            const name = `${Date.now()}.${kind.extension}`;
            saveFile(name, blob);
            setStatus({ kind: 'saved', name, bytes: message.received });
            toast.success(`已保存 ${name}`);
          });
      } else if (message.type === 'error' && message.kind !== 'aborted') {
        const cors = message.kind === 'network';
        setStatus({
          kind: 'failed',
          cors,
          message: cors ? '下载失败：该网站不允许其他网页读取它的视频（跨域限制），或链接无法访问。可以改用「视频提取」，由本站服务器代为下载。' : `下载失败：网站返回 ${message.status ?? '错误'}`,
        });
      }
    };
    window.addEventListener('message', onMessage);
    const frameWindow = frame.current;
    return () => {
      window.removeEventListener('message', onMessage);
      // a download in progress stops with the page
      frameWindow?.contentWindow?.postMessage({ type: 'abort', id: current.current }, '*');
    };
  }, []);

  const start = () => {
    const link = url.trim();
    if (!link) return setStatus({ kind: 'failed', message: toolsMessages.blobLinkEmpty, cors: false });
    if (!/^https?:\/\//i.test(link)) return setStatus({ kind: 'failed', message: '请输入以 http:// 或 https:// 开头的视频链接', cors: false });
    current.current += 1;
    setStatus({ kind: 'fetching', received: 0, total: 0 });
    frame.current?.contentWindow?.postMessage({ type: 'fetch', id: current.current, url: link }, '*');
  };

  return (
    <Stack gap="4">
      <iframe ref={frame} src={FRAME} title="视频下载" sandbox="allow-scripts" hidden />
      <form
        onSubmit={(event) => {
          event.preventDefault();
          start();
        }}
      >
        <Stack gap="3">
          <Field label="视频链接" error={status.kind === 'failed' ? status.message : undefined} hint="视频文件的直接地址，由浏览器下载并保存为 MP4">
            <Input value={url} onChange={(event) => setUrl(event.currentTarget.value)} placeholder="https://example.com/video.mp4" maxLength={2000} />
          </Field>
          <Inline gap="2">
            <Button type="submit" loading={status.kind === 'fetching'} disabled={!ready}>
              下载视频
            </Button>
            {status.kind === 'failed' && status.cors ? (
              <Button type="button" variant="secondary" onClick={() => go({ href: '/aitools/rwm', loginRequired: true })}>
                改用视频提取
              </Button>
            ) : null}
          </Inline>
        </Stack>
      </form>
      {status.kind === 'fetching' ? (
        <Text tone="secondary" role="status">
          下载中 {megabytes(status.received)}
          {status.total ? ` / ${megabytes(status.total)}（${Math.round((status.received / status.total) * 100)}%）` : ''}
        </Text>
      ) : null}
      {status.kind === 'saved' ? (
        <Text tone="success" role="status">
          已保存 {status.name}（{megabytes(status.bytes)}）
        </Text>
      ) : null}
    </Stack>
  );
}
