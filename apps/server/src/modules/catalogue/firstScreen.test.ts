// Issue 27: the anchors' avatars were blank at first paint, their requests starting only after the anchor list's
// answer. The HTML answer of a page names the avatars its first screen draws, so the browser asks for them with the
// page's scripts.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@peiyin/api-client';
import { send, startServer, type TestServer } from '../../testing/harness.ts';

const preload = (images: readonly string[]) => images.map((image) => `<${image}>; rel=preload; as=image`).join(', ');

describe('avatars asked for with the page', () => {
  let current: TestServer & { stop: () => Promise<void> };
  const dist = mkdtempSync(path.join(tmpdir(), 'peiyin-dist-'));
  beforeAll(async () => {
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>配音</title><div id="root"></div>');
    current = await startServer('sqlite', { env: { WEB_DIST: dist } });
  });
  afterAll(async () => {
    await current.stop();
    rmSync(dist, { recursive: true, force: true });
  });

  it('/anchors names the avatars of the first page the anchors page asks for, each one served', async () => {
    // what the page asks first: its page size and the filters' defaults (web AnchorsPage, ui defaultAnchorCondition)
    const first = await send(current.app, contract.anchor.search, { page: 1, pageSize: 20, sort: 1, sceneId: 0, styleId: 0, sex: 0, languageId: 1, localeId: 0, aiLevel: 0 });
    const avatars = first.body.data!.list.map((anchor) => anchor.avatar);
    expect(avatars.length).toBeGreaterThan(4);
    const page = await current.app.inject({ method: 'GET', url: '/anchors' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root">');
    expect(page.headers.link).toBe(preload(avatars));
    for (const avatar of avatars) {
      const image = await current.app.inject({ method: 'GET', url: avatar });
      expect(image.statusCode, avatar).toBe(200);
      expect(image.headers['content-type']).toContain('image/svg+xml');
    }
  });

  it("/creation opened by a system anchor's id names that anchor's avatar", async () => {
    const detail = await send(current.app, contract.anchor.detail, { anchorId: '12' });
    const avatar = detail.body.data!.avatar;
    for (const url of ['/creation?anchorId=12', '/creation?anchorType=0&anchorId=12&templateId=3']) {
      const page = await current.app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers.link, url).toBe(preload([avatar]));
    }
  });

  it('names nothing where the address does not say what the first screen shows, and the page still comes', async () => {
    for (const url of [
      '/home',
      '/anchors?tab=custom',
      '/creation',
      // a draft and a custom anchor are the signed-in user's
      '/creation?workId=3&anchorId=12',
      '/creation?anchorType=1&anchorId=1',
      '/creation?anchorId=999999',
      '/creation?anchorId=12abc',
      `/creation?anchorId=${'9'.repeat(40)}`,
    ]) {
      const page = await current.app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toContain('<div id="root">');
      expect(page.headers.link, url).toBeUndefined();
    }
  });
});
