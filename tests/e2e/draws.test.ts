// AI drawing in real Chromium against the real studio, drawn by a local server speaking the AUTOMATIC1111 /
// Forge `sdapi` protocol (issue 17 "Done when"): generate 2 pictures in 9:16 from a prompt and a style, see the
// spinner then the pictures, regenerate, upload a reference picture in repaint mode and see strength 0.35 arrive
// at the provider, scroll to load older tasks until 没有更多了, delete one with confirmation, and set a picture
// as the cover of a dubbing task and see it in the creation center. No console error, no CSP violation.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { startSdWebuiServer, type DrawServer } from '../../apps/server/src/testing/drawServers.ts';
import { gate, picture } from '../../apps/server/src/providers/draw/testServer.ts';
import { useStudio } from './harness.ts';

interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}

let sd: DrawServer;
const scratch = mkdtempSync(path.join(tmpdir(), 'peiyin-draws-'));

beforeAll(async () => {
  sd = await startSdWebuiServer();
});
afterAll(async () => {
  await sd?.close();
  rmSync(scratch, { recursive: true, force: true });
});
// after the drawing server's hooks: it starts once that server listens, and stops before it closes
const studio = useStudio(() => ({
  DRAW_PROVIDER: 'sd-webui',
  DRAW_BASE_URL: sd.url,
  // 10 older tasks, then 5 pictures from the page: more than a free user's 10 a day
  DRAW_FREE_DAILY_IMAGES: '50',
  // the dubbing task only needs to exist to take a cover; nothing synthesises it
  TTS_TASK_CONCURRENCY: '0',
}));

async function call<T>(token: string, method: 'GET' | 'POST', url: string, body?: unknown): Promise<T> {
  const res = await fetch(`${studio.baseUrl}${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const answer = (await res.json()) as Envelope<T>;
  if (answer.code !== 200) throw new Error(`${url}: ${answer.code} ${answer.message}`);
  return answer.data;
}

/** A shared, loaded machine: give the page time, not a fixed second. */
const eventually = <T>(read: () => Promise<T> | T, options: { timeout?: number; interval?: number } = {}) =>
  expect.poll(read, { timeout: 20_000, interval: 250, ...options });

/** With E2E_SHOTS=<dir>, screenshots of the journey's moments are kept there for a look. */
async function shot(page: Page, name: string) {
  if (process.env['E2E_SHOTS']) await page.screenshot({ path: path.join(process.env['E2E_SHOTS'], `draws-${name}.png`), fullPage: false });
}

const cards = (page: Page) => page.locator('article[data-state]');
const pictures = (card: Locator) => card.getByRole('img', { name: /第 \d 张$/ });

/** Every picture of the card has really loaded (signed link, owner-checked route, a PNG). */
async function loadedPictures(card: Locator): Promise<number> {
  return card.evaluate((node) => [...node.querySelectorAll('img')].filter((img) => img.alt.match(/第 \d 张$/) && img.complete && img.naturalWidth > 0).length);
}

describe('AI drawing', () => {
  it('draws, regenerates, repaints a reference, scrolls, deletes and sets a cover', async () => {
    const { context, page } = await studio.newPage();
    await page.goto('/');
    const token = await studio.signUp(page, '13877778888');

    // ten older drawings, made through the API and drawn at once, fill the first page of 我的作品
    for (let i = 1; i <= 10; i++) await call(token, 'POST', '/api/draw/task/add', { styleId: 1, prompt: `旧作品 ${i}`, size: '1024*1024', count: 1 });
    await expect
      .poll(async () => (await call<{ list: { taskStatus: number }[] }>(token, 'POST', '/api/draw/task/list', { page: 1, pageSize: 10 })).list.every((task) => task.taskStatus === 2), {
        timeout: 60_000,
        interval: 500,
      })
      .toBe(true);
    // the first drawing waits until the page has been seen waiting (a gate, not a delay that a slow machine outlasts)
    const hold = gate();
    sd.behaviour.held = hold.passed;

    await page.goto('/draws');
    const form = page.getByRole('form', { name: 'AI绘画' });
    await eventually(() => form.getByRole('radio', { name: '国风水墨' }).isVisible()).toBe(true);
    // the right tool bar is hidden on this page (spec 02 §2.11)
    expect(await page.getByRole('navigation', { name: '工具栏' }).count()).toBe(0);
    await eventually(() => cards(page).count()).toBe(10);

    // generate 2 pictures in 9:16
    await form.getByRole('textbox', { name: '画面描述' }).fill('清晨的江南水乡，小桥流水，薄雾笼罩');
    await form.getByRole('radio', { name: '国风水墨' }).click();
    await form.getByRole('radio', { name: /^9:16/ }).click();
    await form.getByRole('radio', { name: '2 张' }).click();
    await form.getByRole('button', { name: '生成' }).click();
    const first = cards(page).first();
    await eventually(() => first.getByText('清晨的江南水乡，小桥流水，薄雾笼罩').isVisible()).toBe(true);
    // the spinner and the status text while it waits or draws
    expect(['queued', 'running']).toContain(await first.getAttribute('data-state'));
    expect(await first.getByRole('status').count()).toBeGreaterThan(0);
    await shot(page, 'drawing');
    hold.open();
    sd.behaviour.held = null;
    // the card polls on its own until the pictures show
    await eventually(() => first.getAttribute('data-state'), { timeout: 40_000 }).toBe('done');
    await eventually(() => loadedPictures(first)).toBe(2);
    expect(await pictures(first).count()).toBe(2);
    const drawn = sd.drawings().at(-1)!;
    expect(drawn.path).toBe('/sdapi/v1/txt2img');
    expect(drawn.body).toMatchObject({ width: 720, height: 1280, batch_size: 2 });
    expect(String(drawn.body['prompt'])).toContain('清晨的江南水乡');
    await shot(page, 'drawn');

    // regenerate: a new task with the same parameters goes first and is drawn again
    const before = sd.drawings().length;
    await first.getByRole('button', { name: '重新生成' }).click();
    await eventually(() => cards(page).count()).toBe(12);
    await eventually(() => cards(page).first().getAttribute('data-state'), { timeout: 40_000 }).toBe('done');
    expect(sd.drawings().length).toBe(before + 1);
    expect(sd.drawings().at(-1)!.body).toMatchObject({ width: 720, height: 1280, batch_size: 2 });

    // a reference picture in repaint mode (参考内容) at strength 35 → img2img with denoising_strength 0.35
    const referencePath = path.join(scratch, 'reference.png');
    writeFileSync(referencePath, await picture(640, 640, '#1e88e5'));
    await form.getByLabel('上传参考图').setInputFiles(referencePath);
    await eventually(() => form.getByText('已上传').isVisible()).toBe(true);
    await form.getByRole('radio', { name: '参考内容' }).click();
    const strength = form.getByRole('slider', { name: '参考强度' });
    await strength.focus();
    await page.keyboard.press('PageDown');
    for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowLeft');
    await eventually(() => strength.getAttribute('aria-valuenow')).toBe('35');
    await form.getByRole('radio', { name: '1 张' }).click();
    await form.getByRole('button', { name: '生成' }).click();
    await eventually(() => cards(page).count()).toBe(13);
    await eventually(() => cards(page).first().getAttribute('data-state'), { timeout: 40_000 }).toBe('done');
    const repainted = sd.drawings().at(-1)!;
    expect(repainted.path).toBe('/sdapi/v1/img2img');
    expect(repainted.body['denoising_strength']).toBe(0.35);
    expect((repainted.body['init_images'] as string[]).length).toBe(1);
    expect(await cards(page).first().getByText('参考内容 35%').isVisible()).toBe(true);

    // scroll: the older tasks load until 没有更多了 (13 tasks, 10 a page)
    const reloaded = await context.newPage();
    await reloaded.goto('/draws');
    await eventually(() => cards(reloaded).count()).toBe(10);
    expect(await reloaded.getByText('没有更多了').count()).toBe(0);
    await reloaded.mouse.wheel(0, 20_000);
    await eventually(() => cards(reloaded).count()).toBe(13);
    await reloaded.getByText('没有更多了').scrollIntoViewIfNeeded();
    expect(await reloaded.getByText('没有更多了').isVisible()).toBe(true);
    expect(await cards(reloaded).last().getByText('旧作品 1', { exact: true }).isVisible()).toBe(true);

    // delete the oldest with confirmation; it stays gone
    const oldest = cards(reloaded).last();
    const oldestCode = (await oldest.getAttribute('data-testid'))!;
    await oldest.getByRole('button', { name: '删除' }).click();
    const question = reloaded.getByRole('alertdialog', { name: '删除作品' });
    expect(await question.getByText('删除后无法恢复，是否继续删除？').isVisible()).toBe(true);
    await question.getByRole('button', { name: '确定' }).click();
    await eventually(() => reloaded.getByText('删除成功').isVisible()).toBe(true);
    await eventually(() => reloaded.getByTestId(oldestCode).count()).toBe(0);
    const listed = await call<{ list: { taskCode: string }[] }>(token, 'POST', '/api/draw/task/list', { page: 2, pageSize: 10 });
    expect(listed.list.map((task) => `draw-task-${task.taskCode}`)).not.toContain(oldestCode);
    await reloaded.close();

    // 设为作品封面: the second picture of the first 9:16 drawing becomes the cover of a dubbing task
    const dubbing = await call<{ code: string }>(token, 'POST', '/api/tts/task/v2/add', {
      title: '江南水乡的故事',
      anchorType: 0,
      anchorId: 12,
      text: '清晨的江南水乡，小桥流水，薄雾笼罩。',
      version: 2,
    });
    const drawnCard = cards(page).nth(2);
    const second = drawnCard.getByRole('group', { name: '第 2 张' });
    await second.hover();
    await second.getByRole('button', { name: '设为作品封面' }).click();
    const dialog = page.getByRole('dialog', { name: '设为作品封面' });
    await dialog.getByRole('radio', { name: /江南水乡的故事/ }).click();
    await shot(page, 'cover-dialog');
    await dialog.getByRole('button', { name: '确定' }).click();
    await eventually(() => page.getByText('已设为作品封面').isVisible()).toBe(true);

    await page.goto('/creationCenter');
    const row = page.getByTestId(`task-${dubbing.code}`);
    const cover = row.getByRole('img', { name: '江南水乡的故事 的封面' });
    await eventually(() => cover.isVisible()).toBe(true);
    await eventually(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(720);
    await shot(page, 'creation-center');

    await context.close();
  }, 240_000);
});
