// 图片文字识别 and 视频提取 over HTTP on both databases: the real tesseract OCR on a rendered Chinese page, and
// the real yt-dlp on pages served here (VIDEO_ALLOW_LOOPBACK), with the media proxied through sealed references.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { contract, toolsMessages, type UploadPolicy } from '@peiyin/api-client';
import { characterAccuracy } from '../../providers/ocr/accuracy.ts';
import { describeOnBothDatabases, send, signIn } from '../../testing/harness.ts';
import { testFfmpeg } from '../../testing/speech.ts';
import { postUpload } from '../../testing/upload.ts';

const { tools } = contract;
const fixture = (name: string) => readFileSync(new URL(`../../providers/ocr/fixtures/${name}`, import.meta.url));
const truth = JSON.parse(readFileSync(new URL('../../providers/ocr/fixtures/truth.json', import.meta.url), 'utf8')) as Record<string, { text: string }>;

// A site on loopback: a page with an HTML5 video, one with nothing to extract, the clip and its cover.
const dir = mkdtempSync(path.join(tmpdir(), 'peiyin-tools-test-'));
const clipFile = path.join(dir, 'clip.mp4');
execFileSync(testFfmpeg, ['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=s=160x120:r=10:d=1', '-f', 'lavfi', '-i', 'sine=f=440:d=1', '-shortest', '-c:v', 'mpeg4', '-c:a', 'aac', clipFile]);
const clip = readFileSync(clipFile);
const cover = fixture('sans-20.png');
const page = (title: string, body: string, head = '') => `<!doctype html><html><head><meta charset="utf-8"><title>${title}</title>${head}</head><body>${body}</body></html>`;
let site: Server;
let siteUrl = '';

beforeAll(async () => {
  site = createServer((request, response) => {
    const send = (type: string, body: Buffer | string) => {
      response.writeHead(200, { 'content-type': type, 'content-length': Buffer.byteLength(body) });
      response.end(body);
    };
    if (request.url === '/clip.mp4') return send('video/mp4', clip);
    if (request.url === '/cover.png') return send('image/png', cover);
    if (request.url === '/video.html') return send('text/html; charset=utf-8', page('春天的公园', '<video src="/clip.mp4" poster="/cover.png" controls></video>', '<meta property="og:image" content="/cover.png">'));
    if (request.url === '/none.html') return send('text/html; charset=utf-8', page('没有视频', '<p>这里只有文字。</p>'));
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => site.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

describeOnBothDatabases(
  'smart tools: OCR and video extraction',
  (server) => {
    let token = '';
    const auth = () => ({ token });
    beforeAll(async () => {
      token = (await signIn(server().app)).token;
    });

    it('says what each tool can do on this server', async () => {
      const info = await send(server().app, tools.info);
      expect(info.body.data).toMatchObject({ ocr: { available: true, message: null }, video: { installed: true, message: null }, asr: { configured: false } });
      expect(info.body.data!.video.version).toMatch(/^\d{4}\./);
      // what is off, in the user's words, with what to do instead (issue 28: no settings, no model files)
      expect(info.body.data!.asr.message).toMatch(/^本站暂未开通语音识别.*粘贴文案/);
      expect(info.body.data!.asr.message).not.toMatch(/ASR_|\.onnx/);
      expect(info.body.data!.ocr.handwritingNote).toContain('手写');
    });

    it('asks for login, then a jpg or png name, before granting an upload policy', async () => {
      const { app } = server();
      expect((await send(app, tools.ocrPolicy, { filename: 'a.png', type: '0' })).body).toMatchObject({ code: 401, message: '请先登录您的账号！' });
      expect((await send(app, tools.ocrPolicy, { filename: 'scan.gif', type: '0' }, auth())).body).toMatchObject({ code: 415, message: '图片格式仅支持 jpg/png' });
      expect((await send(app, tools.ocrPolicy, { filename: 'scan.png', type: '7' }, auth())).body).toMatchObject({ code: 400, message: '识别类型不正确' });
      const granted = await send(app, tools.ocrPolicy, { filename: 'scan.PNG', type: '1' }, auth());
      expect(granted.body.data).toMatchObject({ url: '/api/upload', maxBytes: 10 * 1024 * 1024 });
    });

    it('reads the Chinese text of an uploaded picture, then keeps nothing of it', { timeout: 120_000 }, async () => {
      const { app } = server();
      const policy = (await send(app, tools.ocrPolicy, { filename: '通知.png' }, auth())).body.data!;
      expect((await postUpload(app, policy, { name: '通知.png', bytes: fixture('sans-20.png') })).body.code).toBe(200);
      const answer = await send(app, tools.ocrRecognize, { key: policy.key, type: 0 }, auth());
      expect(answer.body.code).toBe(200);
      expect(characterAccuracy(answer.body.data!.content, truth['sans-20.png']!.text).accuracy).toBeGreaterThanOrEqual(0.95);
      expect(answer.body.data!.confidence).toBeGreaterThan(60);
      expect(await app.storage.exists(policy.key)).toBe(false);
      // the key was used up: asking again finds nothing to read
      expect((await send(app, tools.ocrRecognize, { key: policy.key, type: 0 }, auth())).body).toMatchObject({ code: 400, message: toolsMessages.uploadKeyInvalid });
    });

    it('refuses a wrong type by content and an oversize picture while it streams, storing neither', async () => {
      const { app } = server();
      const grant = async () => (await send(app, tools.ocrPolicy, { filename: 'x.png' }, auth())).body.data as UploadPolicy;
      const fake = await grant();
      const typed = await postUpload(app, fake, { name: 'x.png', bytes: Buffer.from('这不是图片，只是文字。'.repeat(400)) });
      expect(typed.body).toMatchObject({ code: 415, message: '图片格式仅支持 jpg/png' });
      expect(await app.storage.exists(fake.key)).toBe(false);
      const big = await grant();
      // a real PNG signature and header, then 11 MB: refused at the cap, not after reading it all
      const png = Buffer.concat([fixture('sans-20.png').subarray(0, 64), randomBytes(11 * 1024 * 1024)]);
      const sized = await postUpload(app, big, { name: 'x.png', bytes: png });
      expect(sized.body).toMatchObject({ code: 413, message: '图片文件大小不超过10M' });
      expect(await app.storage.exists(big.key)).toBe(false);
      // nothing stored means nothing to recognise
      expect((await send(app, tools.ocrRecognize, { key: big.key, type: 0 }, auth())).body.code).toBe(400);
    });

    it('never reads another user’s upload', async () => {
      const { app } = server();
      const other = await signIn(app);
      const policy = (await send(app, tools.ocrPolicy, { filename: 'x.png' }, { token: other.token })).body.data!;
      await postUpload(app, policy, { name: 'x.png', bytes: fixture('sans-20.png') });
      expect((await send(app, tools.ocrRecognize, { key: policy.key, type: 0 }, auth())).body).toMatchObject({ code: 400, message: toolsMessages.uploadKeyInvalid });
      expect(await app.storage.exists(policy.key)).toBe(true);
    });

    it('parses a page’s video after a right captcha, and every media address is our own sealed download', { timeout: 60_000 }, async () => {
      const { app } = server();
      const missing = await send(app, tools.rwmParse, { shareUrl: `${siteUrl}/video.html`, captcha: '' }, auth());
      expect(missing.body).toMatchObject({ code: 400, message: '请输入验证码' });
      expect((await send(app, tools.rwmParse, { shareUrl: '  ', captcha: 'k7m2' }, auth())).body).toMatchObject({ code: 400, message: '请输入视频链接' });
      expect((await send(app, tools.rwmCaptcha, undefined, auth())).body.data).toMatch(/^data:image\/svg\+xml;base64,/);
      expect((await send(app, tools.rwmParse, { shareUrl: `${siteUrl}/video.html`, captcha: 'xxxx' }, auth())).body).toMatchObject({ code: 400, message: toolsMessages.captchaWrong });
      // the wrong answer used the picture up: the right text no longer works without a new one
      expect((await send(app, tools.rwmParse, { shareUrl: `${siteUrl}/video.html`, captcha: 'k7m2' }, auth())).body.code).toBe(400);

      await send(app, tools.rwmCaptcha, undefined, auth());
      const parsed = await send(app, tools.rwmParse, { shareUrl: `看看这个视频 ${siteUrl}/video.html 复制打开`, captcha: 'K7M2' }, auth());
      expect(parsed.body.code).toBe(200);
      const card = parsed.body.data!;
      expect(card).toMatchObject({ mediaType: 1, title: '春天的公园', video: { direct: true } });
      const { pageUrl: _pageUrl, site, ...shown } = card;
      // the site's addresses never reach the browser; only its name does (a local page has no better one than its host)
      expect(JSON.stringify(shown)).not.toContain('127.0.0.1');
      expect(site).toBe('127.0.0.1');
      expect(card.video!.url).toMatch(/^\/api\/tools\/rwm\/media\?ref=/);

      const video = await app.inject({ method: 'GET', url: `${card.video!.url}&download=1` });
      expect(video.statusCode).toBe(200);
      expect(video.headers['content-type']).toBe('video/mp4');
      expect(video.headers['content-disposition']).toContain('attachment');
      expect(video.headers['content-disposition']).toContain(encodeURIComponent('春天的公园.mp4'));
      expect(Buffer.compare(video.rawPayload, clip)).toBe(0);
      // the cover shows in the page (inline), through the same route
      const picture = await app.inject({ method: 'GET', url: card.cover! });
      expect(picture.headers['content-type']).toBe('image/png');
      expect(picture.headers['content-disposition']).toMatch(/^inline/);
      expect(Buffer.compare(picture.rawPayload, cover)).toBe(0);

      // a reference changed by one character, or one the server never made, opens nothing
      const ref = new URL(card.video!.url, 'http://x').searchParams.get('ref')!;
      const altered = `${ref.slice(0, 20)}${ref[20] === 'A' ? 'B' : 'A'}${ref.slice(21)}`;
      expect((await app.inject({ method: 'GET', url: `/api/tools/rwm/media?ref=${altered}` })).json()).toMatchObject({ code: 403, message: toolsMessages.mediaRefInvalid });
      expect((await app.inject({ method: 'GET', url: `/api/tools/rwm/media?ref=${Buffer.from(`${siteUrl}/clip.mp4`).toString('base64url')}` })).statusCode).toBe(403);
      // and every reference expires
      server().clock.advance(3 * 60 * 60_000);
      expect((await app.inject({ method: 'GET', url: card.video!.url })).statusCode).toBe(403);
    });

    it('serves 视频下载’s fetching page sandboxed, allowed to connect anywhere and nothing else', async () => {
      const { app } = server();
      const frame = await app.inject({ method: 'GET', url: '/api/tools/fetch-frame' });
      expect(frame.statusCode).toBe(200);
      expect(frame.headers['content-type']).toBe('text/html; charset=utf-8');
      const csp = String(frame.headers['content-security-policy']);
      // one policy only (ours, not the studio's): an opaque origin, its own script, fetches to any web address
      expect(csp.split(';').map((part) => part.trim())).toEqual(["default-src 'none'", "script-src 'self'", 'connect-src http: https:', "frame-ancestors 'self'", 'sandbox allow-scripts']);
      expect(frame.body).toContain('<script src="/api/tools/fetch-frame.js"></script>');
      const script = await app.inject({ method: 'GET', url: '/api/tools/fetch-frame.js' });
      expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(script.headers['cross-origin-resource-policy']).toBe('cross-origin');
      expect(script.body).toContain("credentials: 'omit'");
      // the studio's own pages keep connect-src 'self' and may frame this page
      const home = await app.inject({ method: 'GET', url: '/api/tools/info' });
      expect(String(home.headers['content-security-policy'])).toContain("connect-src 'self'");
      expect(String(home.headers['content-security-policy'])).toMatch(/frame-src 'self'/);
    });

    it('says clearly when a page has no video or a link leads into the private network', { timeout: 60_000 }, async () => {
      const { app } = server();
      await send(app, tools.rwmCaptcha, undefined, auth());
      expect((await send(app, tools.rwmParse, { shareUrl: `${siteUrl}/none.html`, captcha: 'k7m2' }, auth())).body).toMatchObject({ code: 422, message: '暂不支持该网站，或页面中没有找到视频' });
      await send(app, tools.rwmCaptcha, undefined, auth());
      expect((await send(app, tools.rwmParse, { shareUrl: 'http://10.1.2.3/admin', captcha: 'k7m2' }, auth())).body).toMatchObject({ code: 400, message: '不支持内网或本机地址的链接' });
    });
  },
  {
    env: { VIDEO_ALLOW_LOOPBACK: 'true', OCR_WORKERS: '1' },
    overrides: () => ({ captcha: () => ({ text: 'k7m2', svg: '<svg xmlns="http://www.w3.org/2000/svg"/>' }) }),
  },
);
