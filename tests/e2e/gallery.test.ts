// The sample gallery in real Chromium against the real server (spec 02 §2.12, issue 5 journey 8): switching
// scene changes the cards, a sample opens AI样音详情 and plays its real audio (loading → playing, bytes
// arrive), each audition and use is reported and raises the sample's hot count, and 去配音 — after the login
// a logged-out visitor is asked for — opens the editor with the sample's anchor and template.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { lastSmsCode, useStudio } from './harness.ts';

interface Sample {
  id: number;
  name: string;
  anchorId: number;
  anchorName: string;
  templateId: number;
  templateName: string;
  templateText: string;
  hot: number;
  hotText: string;
}
interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}

const studio = useStudio();

async function getJson<T>(path: string): Promise<T> {
  const body = (await (await fetch(`${studio.baseUrl}${path}`)).json()) as Envelope<T>;
  if (body.code !== 200) throw new Error(`${path}: ${body.code} ${body.message}`);
  return body.data;
}
const scenes = () => getJson<Array<{ id: number; name: string }>>('/api/anchor/sample/scenes');
const samplesOf = async (sceneId: number) =>
  (await getJson<{ total: number; list: Sample[] }>(`/api/anchor/sample/search?sceneId=${sceneId}&page=1&pageSize=20`)).list;
async function hotOf(id: number): Promise<number> {
  // the first page of 全部 holds 20 samples; look further if the seed grows
  for (let page = 1; page < 10; page += 1) {
    const { list } = await getJson<{ list: Sample[] }>(`/api/anchor/sample/search?sceneId=0&page=${page}&pageSize=20`);
    const found = list.find((s) => s.id === id);
    if (found) return found.hot;
    if (list.length === 0) break;
  }
  throw new Error(`sample ${id} not found`);
}

/** The editor opened by 去配音: the sample's anchor and template, its text in the script, 已载入样音文案 below. */
async function expectSampleInEditor(page: Page, sample: Sample) {
  await expect.poll(() => page.getByTestId('current-anchor').textContent(), { timeout: 30_000 }).toBe(sample.anchorName);
  await expect.poll(() => page.getByText(sample.templateName, { exact: true }).first().isVisible()).toBe(true);
  await expect.poll(() => page.getByRole('textbox', { name: '配音文案' }).textContent()).toBe(sample.templateText);
  await expect.poll(() => page.getByText('已载入样音文案', { exact: true }).isVisible()).toBe(true);
}

/** Names of the cards on screen, in order. */
const cardNames = (page: Page) =>
  page.locator('main ul > li button').evaluateAll((buttons) => buttons.map((b) => b.querySelector('span span')?.textContent ?? ''));

describe('sample gallery', () => {
  it('switches scene, plays a sample, reports it, and 去配音 opens the editor after logging in', async () => {
    const { context, page } = await studio.newPage();
    await page.goto('/samples');
    await expect.poll(() => page.getByRole('tab', { name: '全部' }).getAttribute('aria-selected')).toBe('true');
    const all = await samplesOf(0);
    expect(all.length).toBeGreaterThanOrEqual(20);
    await expect.poll(() => cardNames(page)).toEqual(all.map((s) => s.name));
    // a pager: more than one page of 20; page 2 shows the server's second page
    const pager = page.getByRole('navigation', { name: '分页' });
    await expect.poll(() => pager.isVisible()).toBe(true);
    const page2 = (await getJson<{ list: Sample[] }>('/api/anchor/sample/search?sceneId=0&page=2&pageSize=20')).list;
    expect(page2.length).toBeGreaterThan(0);
    await pager.getByRole('button', { name: '第 2 页' }).click();
    await expect.poll(() => cardNames(page)).toEqual(page2.map((s) => s.name));

    // a scene: the cards are that scene's samples from its first page, and different from 全部
    const [, second] = await scenes();
    const inScene = await samplesOf(second!.id);
    expect(inScene.length).toBeGreaterThan(0);
    await page.getByRole('tab', { name: second!.name }).click();
    await expect.poll(() => cardNames(page)).toEqual(inScene.map((s) => s.name));
    expect(inScene.map((s) => s.name)).not.toEqual(all.map((s) => s.name));
    // the scene and the page are in the address: back returns to 全部 page 2, a reload keeps the scene
    expect(new URL(page.url()).searchParams.get('sceneId')).toBe(String(second!.id));
    await page.goBack();
    await expect.poll(() => cardNames(page)).toEqual(page2.map((s) => s.name));
    await page.goForward();
    await page.reload();
    await expect.poll(() => page.getByRole('tab', { name: second!.name }).getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => cardNames(page)).toEqual(inScene.map((s) => s.name));

    // open a sample
    const sample = inScene[0]!;
    const hotBefore = await hotOf(sample.id);
    await page.getByRole('button', { name: `${sample.name}，${sample.anchorName}-${sample.templateName}` }).click();
    const detail = page.getByRole('dialog', { name: 'AI样音详情' });
    await expect.poll(() => detail.isVisible()).toBe(true);
    await expect.poll(() => detail.getByText(`${sample.anchorName}-${sample.templateName}`).isVisible()).toBe(true);

    // play it: watch the player's states and the audio bytes
    const player = detail.getByRole('button', { name: `播放 ${sample.name} 样音` });
    // with where the audio was when the circle turned to 播放中: sound had come out (issue 27: 'playing' showed ~5 s
    // before any sound while the sample was synthesised on its first play)
    await player.evaluate((button) => {
      const seen: string[] = [button.getAttribute('data-state') ?? ''];
      const at: number[] = [];
      Object.assign(window, { playerStates: seen, positionWhenPlaying: at });
      const position = () =>
        Math.max(
          0,
          ...(window as unknown as { Howler: { _howls: Array<{ _sounds: Array<{ _node?: { currentTime?: number } }> }> } }).Howler._howls.flatMap((howl) =>
            howl._sounds.map((sound) => sound._node?.currentTime ?? 0),
          ),
        );
      new MutationObserver(() => {
        const state = button.getAttribute('data-state') ?? '';
        if (seen[seen.length - 1] !== state) seen.push(state);
        if (state === 'playing' && at.length === 0) at.push(position());
      }).observe(button, { attributes: true, attributeFilter: ['data-state'] });
    });
    const audio = page.waitForResponse((r) => /\/api\/(files|anchor\/audio)\//.test(r.url()) && r.status() < 300 && r.request().method() === 'GET', {
      timeout: 60_000,
    });
    await player.click();
    // the first play is synthesised on the server: the dialog says 加载中 until sound comes out, then 播放中
    const caption = detail.getByTestId('sample-player-status');
    await expect.poll(() => caption.textContent()).toContain('加载中');
    expect(await player.getAttribute('title')).toBe('加载中');
    const response = await audio;
    expect(response.headers()['content-type']).toMatch(/^audio\//);
    expect((await response.body()).byteLength).toBeGreaterThan(1000);
    await expect.poll(() => player.getAttribute('data-state'), { timeout: 60_000 }).toBe('playing');
    const states = await page.evaluate(() => (window as unknown as { playerStates: string[] }).playerStates);
    expect(states.slice(0, 3)).toEqual(['idle', 'loading', 'playing']);
    expect(await page.evaluate(() => (window as unknown as { positionWhenPlaying: number[] }).positionWhenPlaying[0])).toBeGreaterThan(0);
    await expect.poll(() => caption.textContent()).toContain('播放中');
    // the audition was reported: event 1 adds one to hot
    await expect.poll(() => hotOf(sample.id)).toBe(hotBefore + 1);

    // closed with Esc while it plays: the sound stops with its dialog (issue 27: it played on)
    const sounding = () =>
      page.evaluate(() =>
        (window as unknown as { Howler: { _howls: Array<{ playing(): boolean; _sounds: Array<{ _node?: { paused?: boolean } }> }> } }).Howler._howls.some(
          (howl) => howl.playing() || howl._sounds.some((sound) => sound._node?.paused === false),
        ),
      );
    expect(await sounding()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => detail.count()).toBe(0);
    await expect.poll(sounding).toBe(false);
    await page.getByRole('button', { name: `${sample.name}，${sample.anchorName}-${sample.templateName}` }).click();
    await expect.poll(() => detail.isVisible()).toBe(true);

    // 去配音 while logged out: the login dialog, and the gallery stays
    await detail.getByRole('button', { name: '去配音' }).click();
    const login = page.getByRole('dialog').filter({ has: page.getByRole('tab', { name: '手机号登录' }) });
    await expect.poll(() => login.isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/samples');
    // the use was reported too: event 2 weighs more than an audition
    await expect.poll(() => hotOf(sample.id)).toBeGreaterThan(hotBefore + 1);

    // logging in continues to the editor with the sample's anchor and template
    const phone = '13722223333';
    await login.getByRole('tab', { name: '手机号登录' }).click();
    await login.getByPlaceholder('请输入手机号').fill(phone);
    await login.getByRole('button', { name: '获取验证码' }).click();
    await expect.poll(() => lastSmsCode(studio.baseUrl, phone).catch(() => ''), { timeout: 10_000 }).not.toBe('');
    await login.getByPlaceholder('请输入6位短信验证码').fill(await lastSmsCode(studio.baseUrl, phone));
    await login.getByRole('button', { name: '登录 / 注册' }).click();
    await page.waitForURL((url) => url.pathname === '/creation');
    const url = new URL(page.url());
    expect(url.pathname).toBe('/creation');
    expect(url.searchParams.get('anchorType')).toBe('0');
    expect(url.searchParams.get('anchorId')).toBe(String(sample.anchorId));
    expect(url.searchParams.get('templateId')).toBe(String(sample.templateId));
    // spec 02 §2.12: the sample's voice and its text, and the footer says so
    await expectSampleInEditor(page, sample);
    await context.close();
  });

  it('signed in, 去配音 goes straight to the editor', async () => {
    const { context, page } = await studio.newPage();
    await page.goto('/samples');
    const phone = '13744445555';
    await page.getByRole('banner').getByRole('button', { name: '登录', exact: true }).click();
    const login = page.getByRole('dialog');
    await login.getByRole('tab', { name: '手机号登录' }).click();
    await login.getByPlaceholder('请输入手机号').fill(phone);
    await login.getByRole('button', { name: '获取验证码' }).click();
    await expect.poll(() => lastSmsCode(studio.baseUrl, phone).catch(() => ''), { timeout: 10_000 }).not.toBe('');
    await login.getByPlaceholder('请输入6位短信验证码').fill(await lastSmsCode(studio.baseUrl, phone));
    await login.getByRole('button', { name: '登录 / 注册' }).click();
    await expect.poll(() => page.getByRole('banner').getByRole('button', { name: /的账户菜单$/ }).isVisible()).toBe(true);

    // the first journey's reports made a sample hot: its card wears the badge with the server's hotText
    const listed = await samplesOf(0);
    const hot = listed.find((s) => s.hot > 0)!;
    expect(hot).toBeTruthy();
    const hotCard = page.getByRole('button', { name: `${hot.name}，${hot.anchorName}-${hot.templateName}` });
    await expect.poll(() => hotCard.getByTestId('sample-hot').textContent()).toBe(hot.hotText);
    const cold = listed.find((s) => s.hot === 0)!;
    expect(await page.getByRole('button', { name: `${cold.name}，${cold.anchorName}-${cold.templateName}` }).getByTestId('sample-hot').count()).toBe(0);

    const sample = listed.find((s) => s.hot === 0 && s.id !== cold.id) ?? cold;
    const hotBefore = await hotOf(sample.id);
    await page.getByRole('button', { name: `${sample.name}，${sample.anchorName}-${sample.templateName}` }).click();
    await page.getByRole('dialog', { name: 'AI样音详情' }).getByRole('button', { name: '去配音' }).click();
    await page.waitForURL((url) => url.pathname === '/creation');
    const url = new URL(page.url());
    expect(url.searchParams.get('anchorId')).toBe(String(sample.anchorId));
    expect(url.searchParams.get('templateId')).toBe(String(sample.templateId));
    // a use without an audition: hot rises by the weight of a use alone
    await expect.poll(() => hotOf(sample.id)).toBeGreaterThan(hotBefore);
    await expectSampleInEditor(page, sample);
    // the text is the sample's until it is changed: the notice goes with the first edit
    await page.getByRole('textbox', { name: '配音文案' }).click();
    await page.keyboard.press('End');
    await page.keyboard.type('再加一句。');
    await expect.poll(() => page.getByText('已载入样音文案').count()).toBe(0);
    await context.close();
  });
});
