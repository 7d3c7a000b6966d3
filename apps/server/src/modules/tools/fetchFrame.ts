// The page that fetches a video for 视频下载 (tool 5, spec 02 §7 "Blob download": the browser fetches the
// user's URL and saves it). The studio's own pages may only connect to this server (CSP connect-src 'self'), so
// that a script injected into them could not send anything elsewhere. This tiny page is the one exception: it
// runs sandboxed (an opaque origin: no cookies, no storage, nothing of the studio), may connect anywhere, and
// does one thing — fetch the URL its parent posts and hand back the bytes, with progress.
export const FETCH_FRAME_PATH = '/api/tools/fetch-frame';

export const fetchFrameCsp = "default-src 'none'; script-src 'self'; connect-src http: https:; frame-ancestors 'self'; sandbox allow-scripts";

export const fetchFrameHtml = `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><title>视频下载</title></head>
<body><script src="${FETCH_FRAME_PATH}.js"></script></body></html>
`;

export const fetchFrameScript = `'use strict';
// One download at a time per message id; the parent checks that messages come from this frame.
const running = new Map();
const post = (message) => parent.postMessage(message, '*');
window.addEventListener('message', (event) => {
  if (event.source !== parent || !event.data || typeof event.data !== 'object') return;
  const { type, id, url } = event.data;
  if (type === 'abort') {
    running.get(id)?.abort();
    return;
  }
  if (type !== 'fetch' || typeof url !== 'string') return;
  const controller = new AbortController();
  running.set(id, controller);
  (async () => {
    let response;
    try {
      response = await fetch(url, { mode: 'cors', credentials: 'omit', cache: 'no-store', signal: controller.signal });
    } catch (error) {
      // a CORS refusal, an unreachable host and a blocked scheme all look the same from a page
      post({ id, type: 'error', kind: controller.signal.aborted ? 'aborted' : 'network', message: String((error && error.message) || error) });
      return;
    }
    if (!response.ok || !response.body) {
      post({ id, type: 'error', kind: 'status', status: response.status });
      return;
    }
    const total = Number(response.headers.get('content-length')) || 0;
    const contentType = response.headers.get('content-type') || '';
    const reader = response.body.getReader();
    const chunks = [];
    let received = 0;
    let shown = 0;
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        chunks.push(value);
        received += value.byteLength;
        const now = Date.now();
        if (now - shown > 100) {
          shown = now;
          post({ id, type: 'progress', received, total });
        }
      }
    } catch (error) {
      post({ id, type: 'error', kind: controller.signal.aborted ? 'aborted' : 'network', message: String((error && error.message) || error) });
      return;
    }
    post({ id, type: 'done', blob: new Blob(chunks, { type: contentType }), received, contentType });
  })().finally(() => running.delete(id));
});
post({ type: 'ready' });
`;
