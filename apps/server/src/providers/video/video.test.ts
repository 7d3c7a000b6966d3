// Real yt-dlp (its generic extractor) against pages served here on loopback, with a real mp4 made by
// ffmpeg for the test; and the download proxy against the same server. Nothing leaves the machine:
// every link is 127.0.0.1 (or an address the policy refuses before connecting).
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buffer as readAll } from 'node:stream/consumers';
import { promisify } from 'node:util';
import ffmpeg from '@ffmpeg-installer/ffmpeg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createVideoExtractor, downloadMedia, loadVideoConfig, VideoError, type VideoConfig, type VideoExtractor } from './index.ts';
import { YtDlpExtractor } from './ytdlp.ts';
import { VIDEO_MESSAGES } from './types.ts';

const run = promisify(execFile);
const dir = mkdtempSync(path.join(tmpdir(), 'peiyin-video-test-'));
let clip: Buffer;
let png: Buffer;
let mp3: Buffer;
let server: Server;
let base: string;
const hits = new Map<string, number>();
/// A visit of /trickle: `reached` when yt-dlp starts reading the page, `gone` when its connection closes.
function visit() {
  let arrive!: () => void;
  let leave!: () => void;
  const state = {
    reached: new Promise<void>((resolve) => (arrive = resolve)),
    gone: new Promise<void>((resolve) => (leave = resolve)),
    isGone: false,
    arrive: () => arrive(),
    leave: () => {
      state.isGone = true;
      leave();
    },
  };
  return state;
}
let trickle = visit();
const sockets = new Set<Socket>();

function page(title: string, head: string, body = ''): string {
  return `<!doctype html><html><head><meta charset="utf-8"><title>${title}</title>${head}</head><body>${body}</body></html>`;
}

function routes(url: string): ((req: IncomingMessage, res: ServerResponse) => void) | undefined {
  const send = (type: string, body: Buffer | string, status = 200) => (_req: IncomingMessage, res: ServerResponse) => {
    res.writeHead(status, { 'content-type': type, 'content-length': Buffer.byteLength(body) });
    res.end(body);
  };
  const html = (body: string) => send('text/html; charset=utf-8', body);
  const table: Record<string, (req: IncomingMessage, res: ServerResponse) => void> = {
    '/clip.mp4': send('video/mp4', clip),
    '/cover.png': send('image/png', png),
    '/song.mp3': send('audio/mpeg', mp3),
    '/video.html': html(page('春天的公园', '<meta property="og:image" content="/cover.png">', '<video src="/clip.mp4" poster="/cover.png" controls></video>')),
    '/og.html': html(
      page(
        'og',
        `<meta property="og:title" content="开放图谱里的视频"><meta property="og:video" content="${base}/clip.mp4"><meta property="og:video:type" content="video/mp4"><meta property="og:image" content="${base}/cover.png">`,
      ),
    ),
    '/ld.html': html(
      page(
        'ld',
        `<script type="application/ld+json">${JSON.stringify({
          '@context': 'https://schema.org',
          '@type': 'VideoObject',
          name: '结构化数据里的视频',
          description: '一段测试视频',
          thumbnailUrl: `${base}/cover.png`,
          uploadDate: '2024-05-01',
          duration: 'PT1S',
          contentUrl: `${base}/clip.mp4`,
          author: { '@type': 'Person', name: '张老师' },
          width: 160,
          height: 120,
        })}</script>`,
      ),
    ),
    '/with-music.html': html(page('配乐短片', '', '<video src="/clip.mp4"></video><audio src="/song.mp3"></audio>')),
    '/pic.png': send('image/png', png),
    '/none.html': html(page('没有视频的页面', '', '<p>这里只有文字。</p>')),
    '/gone.html': send('text/html', page('404', '', '页面不存在'), 404),
    '/share': (_req, res) => {
      res.writeHead(302, { location: '/video.html' });
      res.end();
    },
    '/redirect-to-office': (_req, res) => {
      // a public-looking page that sends yt-dlp into the private network
      res.writeHead(302, { location: 'http://10.0.0.1/admin' });
      res.end();
    },
    '/redirect-to-metadata': (_req, res) => {
      res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/iam/' });
      res.end();
    },
    '/hang': () => {
      // never answers: yt-dlp's socket timeout (just under the deadline) ends it
    },
    '/trickle': (req, res) => {
      // answers a byte at a time, forever: no socket timeout fires, only the deadline can end it
      res.writeHead(200, { 'content-type': 'text/html' });
      res.write('<!doctype html><html><head><title>slow</title></head><body>');
      const timer = setInterval(() => res.write(' '), 200);
      trickle.arrive();
      req.socket.on('close', () => {
        clearInterval(timer);
        trickle.leave();
      });
    },
    // download proxy cases
    '/stream.bin': (_req, res) => {
      // 3 MB without Content-Length (chunked)
      res.writeHead(200, { 'content-type': 'video/mp4' });
      const chunk = Buffer.alloc(64 * 1024, 1);
      let left = 48;
      const pump = () => {
        while (left > 0) {
          left--;
          if (!res.write(chunk)) return void res.once('drain', pump);
        }
        res.end();
      };
      pump();
    },
    '/declared-big.mp4': (_req, res) => {
      res.writeHead(200, { 'content-type': 'video/mp4', 'content-length': String(3 * 1024 * 1024) });
      res.write(Buffer.alloc(1024));
      // the rest never comes: the proxy must refuse from the header alone
    },
    '/page.html': send('text/html', page('x', '', 'not media')),
    '/missing.mp4': send('text/plain', 'no', 404),
    '/to-clip': (_req, res) => {
      res.writeHead(301, { location: '/clip.mp4' });
      res.end();
    },
    '/to-private': (_req, res) => {
      res.writeHead(302, { location: 'http://10.0.0.1/video.mp4' });
      res.end();
    },
    '/to-metadata': (_req, res) => {
      res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' });
      res.end();
    },
    '/loop': (_req, res) => {
      res.writeHead(302, { location: '/loop' });
      res.end();
    },
    '/stall.mp4': (_req, res) => {
      res.writeHead(200, { 'content-type': 'video/mp4', 'content-length': '100000' });
      res.write(Buffer.alloc(1000));
    },
    '/cut.mp4': (req, res) => {
      res.writeHead(200, { 'content-type': 'video/mp4', 'content-length': '100000' });
      res.write(Buffer.alloc(5000), () => req.socket.destroy());
    },
    '/needs-referer.mp4': (req, res) => {
      if (req.headers.referer !== `${base}/video.html`) send('text/plain', 'hotlinking refused', 403)(req, res);
      else send('video/mp4', clip)(req, res);
    },
  };
  return table[url];
}

beforeAll(async () => {
  const ff = ffmpeg.path;
  // a real 1-second H.264/AAC mp4, a cover picture and a sound track, made now
  await run(ff, ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=size=160x120:rate=10', '-f', 'lavfi', '-i', 'sine=frequency=440', '-t', '1', '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', '-movflags', '+faststart', path.join(dir, 'clip.mp4')]);
  await run(ff, ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'color=c=orange:s=64x48', '-frames:v', '1', path.join(dir, 'cover.png')]);
  await run(ff, ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'sine=frequency=330', '-t', '1', '-c:a', 'libmp3lame', path.join(dir, 'song.mp3')]);
  clip = readFileSync(path.join(dir, 'clip.mp4'));
  png = readFileSync(path.join(dir, 'cover.png'));
  mp3 = readFileSync(path.join(dir, 'song.mp3'));
  server = createServer((req, res) => {
    const p = (req.url ?? '/').split('?')[0]!;
    hits.set(p, (hits.get(p) ?? 0) + 1);
    const handler = routes(p);
    if (handler) handler(req, res);
    else {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('not found');
    }
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await Promise.all(extractors.map((e) => e.close()));
  for (const s of sockets) s.destroy();
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

const extractors: VideoExtractor[] = [];
function extractor(env: Record<string, string> = {}): VideoExtractor {
  const e = createVideoExtractor(loadVideoConfig({ VIDEO_ALLOW_LOOPBACK: 'true', ...env }));
  extractors.push(e);
  return e;
}
const failure = (p: Promise<unknown>) => p.then(() => { throw new Error('expected a failure'); }, (e: unknown) => {
  if (!(e instanceof VideoError)) throw e;
  return e;
});

describe('yt-dlp extraction (generic extractor, local pages)', { timeout: 60_000 }, () => {
  const ytdlp = extractor();

  it('says yt-dlp is installed and which version', async () => {
    const status = await ytdlp.status();
    expect(status.installed).toBe(true);
    expect(status.version).toMatch(/^\d{4}\.\d{2}\.\d{2}/);
  });

  it('reads an HTML5 <video> page: a video card with the file and its cover', async () => {
    const card = await ytdlp.parse(`${base}/video.html`);
    expect(card.mediaType).toBe(1);
    expect(card.title).toBe('春天的公园');
    expect(card.video).toMatchObject({ url: `${base}/clip.mp4`, direct: true, ext: 'mp4' });
    expect(card.cover).toBe(`${base}/cover.png`);
    expect(card.images).toEqual([]);
    expect(card.music).toBeNull();
    // yt-dlp says the file wants the page as Referer: the download proxy will send it
    expect(card.httpHeaders.Referer).toBe(`${base}/video.html`);
  });

  it('reads an og:video page', async () => {
    const card = await ytdlp.parse(`${base}/og.html`);
    expect(card.mediaType).toBe(1);
    expect(card.title).toBe('开放图谱里的视频');
    expect(card.video?.url).toBe(`${base}/clip.mp4`);
    expect(card.cover).toBe(`${base}/cover.png`);
  });

  it('reads a JSON-LD VideoObject page with its author, size and duration', async () => {
    const card = await ytdlp.parse(`${base}/ld.html`);
    expect(card).toMatchObject({
      mediaType: 1,
      title: '结构化数据里的视频',
      author: '张老师',
      cover: `${base}/cover.png`,
      duration: 1,
      video: { url: `${base}/clip.mp4`, width: 160, height: 120 },
    });
  });

  it('reports a page’s separate sound track as its music', async () => {
    const card = await ytdlp.parse(`${base}/with-music.html`);
    expect(card.mediaType).toBe(1);
    expect(card.video?.url).toBe(`${base}/clip.mp4`);
    expect(card.music?.url).toBe(`${base}/song.mp3`);
  });

  it('reads a link to a picture as an images card (mediaType 2)', async () => {
    const card = await ytdlp.parse(`${base}/pic.png`);
    expect(card.mediaType).toBe(2);
    expect(card.video).toBeNull();
    expect(card.images).toEqual([`${base}/pic.png`]);
  });

  it('finds the link inside share text and follows the share redirect', async () => {
    const card = await ytdlp.parse(`3.84 复制打开，看看【小李的作品】春天的公园 ${base}/share 02/17 复制此链接`);
    expect(card.pageUrl).toBe(`${base}/video.html`);
    expect(card.video?.url).toBe(`${base}/clip.mp4`);
  });

  it('says a page without media is not supported', async () => {
    const error = await failure(ytdlp.parse(`${base}/none.html`));
    expect(error.kind).toBe('unsupported');
    expect(error.message).toBe('暂不支持该网站，或页面中没有找到视频');
    expect(error.detail).toContain('Unsupported URL');
  });

  it('says a removed page is gone', async () => {
    const error = await failure(ytdlp.parse(`${base}/gone.html`));
    expect(error.kind).toBe('gone');
    expect(error.message).toContain('视频不存在');
  });

  it('says an unreachable link cannot be opened', async () => {
    // a closed port on this machine: nothing listens on port 9 (discard) here
    const error = await failure(ytdlp.parse('http://127.0.0.1:9/v/1'));
    expect(error.kind).toBe('unreachable');
    expect(error.message).toBe('无法打开该链接，请检查链接是否正确、是否仍然有效');
  });

  it('refuses bad links before running yt-dlp', async () => {
    expect((await failure(ytdlp.parse(''))).message).toBe('请输入视频链接');
    expect((await failure(ytdlp.parse('复制打开抖音，看看【小李的作品】'))).kind).toBe('no-link');
    expect((await failure(ytdlp.parse(`${'字'.repeat(301)}`))).message).toBe('视频链接不能超过300个字符');
  });
});

describe('yt-dlp limits', { timeout: 60_000 }, () => {
  it('says a server that never answers timed out', async () => {
    // nothing but yt-dlp's socket timeout (just under the deadline) or the deadline itself can end this
    const hurried = extractor({ VIDEO_PARSE_TIMEOUT_MS: '2500' });
    const error = await failure(hurried.parse(`${base}/hang`));
    expect(error.kind).toBe('timeout');
    expect(error.message).toBe('视频解析超时，请稍后再试');
  });

  it('kills yt-dlp at the deadline when a page keeps trickling', async () => {
    // The deadline runs on the test's clock: yt-dlp starts in ≈1.2 s on a quiet machine and in several on a
    // busy one, and only once it is reading the page (which trickles forever, so no socket timeout fires)
    // does the test let the 15 s pass, 1 ms short first.
    trickle = visit();
    const hurried = extractor({ VIDEO_PARSE_TIMEOUT_MS: '15000' });
    const before = hits.get('/trickle') ?? 0;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let error: VideoError;
    try {
      const parsing = failure(hurried.parse(`${base}/trickle`));
      await trickle.reached;
      vi.advanceTimersByTime(14_999);
      expect(trickle.isGone).toBe(false);
      vi.advanceTimersByTime(1);
      error = await parsing;
    } finally {
      vi.useRealTimers();
    }
    expect(error.kind).toBe('timeout');
    expect(hits.get('/trickle')).toBe(before + 1);
    // the killed process's connection closes (the page itself never ends)
    await trickle.gone;
  });

  it('answers busy when every slot and the queue are taken', async () => {
    trickle = visit();
    const narrow = extractor({ VIDEO_PARSE_TIMEOUT_MS: '60000', VIDEO_PARSE_CONCURRENCY: '1', VIDEO_PARSE_QUEUE: '0' });
    const controller = new AbortController();
    const first = narrow.parse(`${base}/trickle`, { signal: controller.signal });
    // the one slot is taken: its yt-dlp is reading the page
    await trickle.reached;
    const error = await failure(narrow.parse(`${base}/video.html`));
    expect(error.kind).toBe('busy');
    expect(error.message).toBe('视频解析繁忙，请稍后再试');
    controller.abort();
    expect((await failure(first)).kind).toBe('aborted');
    await trickle.gone;
  });

  it('stops yt-dlp from following a redirect into the private network or the metadata service', async () => {
    const ytdlp = extractor();
    for (const page of ['/redirect-to-office', '/redirect-to-metadata']) {
      const error = await failure(ytdlp.parse(`${base}${page}`));
      expect(error.kind).toBe('private-address');
      expect(error.message).toBe('不支持内网或本机地址的链接');
    }
  });

  it('refuses a loopback link under the default policy without fetching it', async () => {
    const strict = extractor({ VIDEO_ALLOW_LOOPBACK: 'false' });
    const before = hits.get('/video.html') ?? 0;
    const error = await failure(strict.parse(`${base}/video.html`));
    expect(error.kind).toBe('private-address');
    expect(error.message).toBe('不支持内网或本机地址的链接');
    expect(hits.get('/video.html') ?? 0).toBe(before);
  });

  it('lets yt-dlp connect to nothing but the pages of this test', async () => {
    const config = loadVideoConfig({ VIDEO_ALLOW_LOOPBACK: 'true' });
    const contacted = new Set<string>();
    const watched = new YtDlpExtractor({ command: config.ytdlpCommand, timeoutMs: 20_000, concurrency: 1, queue: 0, maxOutputBytes: config.maxOutputBytes, policy: config.policy, onEgress: (c) => c.forEach((h) => contacted.add(h)) });
    extractors.push(watched);
    for (const page of ['/video.html', '/share']) await watched.parse(`${base}${page}`);
    expect([...contacted]).toEqual([new URL(base).host]);
  });

  it('stops reading an output larger than its bound', async () => {
    const config = loadVideoConfig({ VIDEO_ALLOW_LOOPBACK: 'true' });
    const small = new YtDlpExtractor({ command: config.ytdlpCommand, timeoutMs: 20_000, concurrency: 1, queue: 0, maxOutputBytes: 200, policy: config.policy });
    extractors.push(small);
    expect((await failure(small.parse(`${base}/ld.html`))).kind).toBe('failed');
  });

  it('starts without yt-dlp, tells the user the tool is off, and keeps what is missing for the log', async () => {
    const missing = extractor({ YTDLP_PATH: path.join(dir, 'no-such-yt-dlp') });
    expect(await missing.status()).toMatchObject({ installed: false, version: null });
    const error = await failure(missing.parse(`${base}/video.html`));
    expect(error.kind).toBe('not-installed');
    expect(error.message).toBe(VIDEO_MESSAGES.notInstalled);
    expect(error.detail).toContain('no-such-yt-dlp');
  });
});

describe('download proxy', { timeout: 30_000 }, () => {
  let config: VideoConfig;
  beforeAll(() => {
    // the default 30 s of silence before a download fails: a loaded machine may pause a local stream for a second
    config = loadVideoConfig({ VIDEO_ALLOW_LOOPBACK: 'true', VIDEO_MAX_BYTES: String(2 * 1024 * 1024) });
  });

  it('streams the file with its type, length and extension', async () => {
    const download = await downloadMedia(config, `${base}/clip.mp4`);
    expect(download).toMatchObject({ contentType: 'video/mp4', contentLength: clip.length, extension: 'mp4', url: `${base}/clip.mp4` });
    expect((await readAll(download.stream)).equals(clip)).toBe(true);
  });

  it('follows a redirect and sends the headers the site needs', async () => {
    const moved = await downloadMedia(config, `${base}/to-clip`);
    expect(moved.url).toBe(`${base}/clip.mp4`);
    expect((await readAll(moved.stream)).length).toBe(clip.length);
    await expect(downloadMedia(config, `${base}/needs-referer.mp4`)).rejects.toMatchObject({ kind: 'http-status', message: '文件下载失败（HTTP 403）' });
    const allowed = await downloadMedia(config, `${base}/needs-referer.mp4`, { headers: { Referer: `${base}/video.html` } });
    expect((await readAll(allowed.stream)).equals(clip)).toBe(true);
  });

  it('refuses a file whose declared size is over the cap before reading its body', async () => {
    const error = await failure(downloadMedia(config, `${base}/declared-big.mp4`));
    expect(error.kind).toBe('too-large');
    expect(error.message).toBe('文件超过 2MB，无法下载');
  });

  it('cuts off an undeclared body at the cap', async () => {
    const download = await downloadMedia(config, `${base}/stream.bin`);
    expect(download.contentLength).toBeNull();
    const error = await failure(readAll(download.stream));
    expect(error.kind).toBe('too-large');
  });

  it('refuses what is not media, and answers the status of a missing file', async () => {
    expect((await failure(downloadMedia(config, `${base}/page.html`))).message).toBe('链接返回的不是视频、音频或图片文件');
    expect((await failure(downloadMedia(config, `${base}/missing.mp4`))).message).toBe('文件下载失败（HTTP 404）');
  });

  it('refuses a redirect into the private network or the metadata service without connecting', async () => {
    expect((await failure(downloadMedia(config, `${base}/to-private`))).kind).toBe('private-address');
    expect((await failure(downloadMedia(config, `${base}/to-metadata`))).kind).toBe('private-address');
    expect((await failure(downloadMedia(config, `${base}/loop`))).kind).toBe('unreachable');
  });

  it('refuses loopback and non-http links under the default policy', async () => {
    const strict = loadVideoConfig({});
    const before = hits.get('/clip.mp4') ?? 0;
    expect((await failure(downloadMedia(strict, `${base}/clip.mp4`))).kind).toBe('private-address');
    expect(hits.get('/clip.mp4') ?? 0).toBe(before);
    expect((await failure(downloadMedia(config, 'file:///etc/passwd'))).kind).toBe('bad-link');
    expect((await failure(downloadMedia(config, 'ftp://127.0.0.1/a.mp4'))).kind).toBe('bad-link');
  });

  it('fails a body that stalls, and one cut before its declared end', async () => {
    // the page stops sending for good: only the idle timeout, 1 s here, ends the download
    const impatient = { ...config, downloadIdleMs: 1000 };
    const stalled = await downloadMedia(impatient, `${base}/stall.mp4`);
    expect((await failure(readAll(stalled.stream))).kind).toBe('timeout');
    const cut = await downloadMedia(config, `${base}/cut.mp4`);
    expect((await failure(readAll(cut.stream))).kind).toBe('unreachable');
  });
});
