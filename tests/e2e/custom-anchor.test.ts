// A custom anchor end to end (issue 5, journey 7) in real Chromium against the real server: saved from the
// editor's voice with the template-save dialog, opened from the anchors page, edited in the drawer (the
// spec 02 §5 messages, the sliders, a real audition whose audio bytes arrive), saved values that outlive a
// reload, 开始配音 into the editor with it, and deleted after a confirmation.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { tolerate, useStudio } from './harness.ts';

const studio = useStudio();

interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}
interface CustomAnchor {
  id: number;
  name: string;
  comment: string;
  anchorId: number;
  templateId: number;
  pitch: number;
  speed: number;
  volume: number;
  text: string;
}

/** Calls the API as the signed-in user of `page` (the token the app keeps), to check what the server holds. */
async function apiGet<T>(page: Page, path: string): Promise<Envelope<T>> {
  const token = await page.evaluate(() => localStorage.getItem('peiyin.token'));
  const res = await fetch(`${studio.baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });
  return (await res.json()) as Envelope<T>;
}

/** A pitch as the detail shows it: 0, +25, -100. */
const signed = (pitch: number) => (pitch > 0 ? `+${pitch}` : String(pitch));

async function apiPost<T>(page: Page, path: string, body: unknown): Promise<Envelope<T>> {
  const token = await page.evaluate(() => localStorage.getItem('peiyin.token'));
  const res = await fetch(`${studio.baseUrl}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await res.json()) as Envelope<T>;
}

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

describe('custom anchor', () => {
  it('is saved from the editor, edited in the drawer with an audition, used for dubbing and deleted', async () => {
    const { context, page } = await studio.newPage();
    // The client sends its JSON as a streamed Request and the server streams the audio back, which the
    // browser does not show to the driver: the page keeps a copy of each audition's request body and the
    // size of the audio it received, so the test can read what was asked for and what arrived.
    await page.addInitScript(() => {
      const log = { bodies: [] as unknown[], bytes: [] as number[] };
      (window as unknown as { auditions: typeof log }).auditions = log;
      const fetch = window.fetch.bind(window);
      window.fetch = async (input, init) => {
        const audition = input instanceof Request && input.url.endsWith('/api/tts/audition');
        if (audition) log.bodies.push(JSON.parse(await input.clone().text()));
        const response = await fetch(input, init);
        // a stopped audition aborts its answer midway: nothing to count then
        if (audition) void response.clone().arrayBuffer().then((audio) => log.bytes.push(audio.byteLength), () => undefined);
        return response;
      };
    });
    await page.goto('/');
    await studio.signUp(page, '13600001111');

    // 1. save the editor's voice (the default anchor) as a custom anchor
    await page.goto('/creation');
    await page.getByRole('button', { name: '保存主播' }).click();
    const save = page.getByRole('dialog', { name: '保存主播' });
    await expect.poll(() => save.isVisible()).toBe(true);
    await save.getByRole('button', { name: '保存' }).click();
    await expect.poll(() => save.getByText('主播名称不能为空').isVisible()).toBe(true);
    await expect.poll(() => save.getByText('主播简介不能为空').isVisible()).toBe(true);
    await save.getByLabel(/主播名称/).fill('我的晓岚');
    await save.getByLabel(/主播简介/).fill('语速稍快的短视频口播');
    await save.getByLabel(/试听内容/).fill('大家好，欢迎来到我的频道。今天我们聊一聊配音这件事，从选主播到调语速，一步一步慢慢来。最后别忘了点赞和关注。');
    await save.getByRole('button', { name: '保存' }).click();
    await expect.poll(() => toast(page, '添加成功').isVisible()).toBe(true);
    await expect.poll(() => save.isVisible()).toBe(false);
    const list = await apiGet<CustomAnchor[]>(page, '/api/anchor/custom/list');
    expect(list.data.map((a) => a.name)).toEqual(['我的晓岚']);
    const created = list.data[0]!;
    // built on the editor's voice: the default anchor 12 (spec 02 §2.2)
    expect(created).toMatchObject({ anchorId: 12, comment: '语速稍快的短视频口播', text: '大家好，欢迎来到我的频道。今天我们聊一聊配音这件事，从选主播到调语速，一步一步慢慢来。最后别忘了点赞和关注。' });

    // the editor's tab names its page (issue 27: every route had one title)
    expect(await page.title()).toBe('配音编辑器 - 配音 Peiyin');
    // /anchor/custom/edit (issue 27: it said 即将上线) leads to where custom anchors are edited: 我的主播 with its detail
    await page.goto(`/anchor/custom/edit?anchorId=${created.id}`);
    await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).search).toBe(`/anchors?tab=custom&customId=${created.id}`);
    const edited = page.getByRole('dialog', { name: '自定义主播详情' });
    await expect.poll(() => edited.getByRole('heading', { name: /我的晓岚/ }).isVisible()).toBe(true);
    expect(await page.getByText('即将上线').count()).toBe(0);
    expect(await page.title()).toBe('AI配音 · 主播库 - 配音 Peiyin');
    await page.keyboard.press('Escape');
    await expect.poll(() => edited.isVisible()).toBe(false);

    // 2. open its detail from the anchors page
    const detail = await openCustomDetail(page, '我的晓岚');
    await expect.poll(() => detail.getByText('语速稍快的短视频口播').isVisible()).toBe(true);
    // its sample: the audition text read with its own voice, in the round player
    const sample = detail.getByRole('button', { name: '播放 我的晓岚 样音' });
    await expect.poll(() => sample.isVisible(), { timeout: 30_000 }).toBe(true);
    await sample.click();
    await expect.poll(() => sample.getAttribute('data-state'), { timeout: 30_000 }).toBe('playing');
    await sample.click();
    await expect.poll(() => sample.getAttribute('data-state')).toBe('idle');

    // 3. edit in the drawer: a blank name is refused with the spec's message
    await detail.getByRole('button', { name: '编辑' }).click();
    const drawer = page.getByRole('dialog', { name: '自定义主播 - 编辑' });
    await expect.poll(() => drawer.isVisible()).toBe(true);
    await drawer.getByLabel(/主播名称/).fill('');
    await drawer.getByRole('button', { name: '保存' }).click();
    await expect.poll(() => drawer.getByText('主播名称不能为空').isVisible()).toBe(true);
    await drawer.getByLabel(/主播名称/).fill('晓岚·快');
    // pitch two steps up (5 each), speed to the top of its range
    const pitch = drawer.getByRole('slider', { name: '音调' });
    const before = Number(await pitch.getAttribute('aria-valuenow'));
    await pitch.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => pitch.getAttribute('aria-valuenow')).toBe(String(before + 10));
    await drawer.getByRole('slider', { name: '语速' }).focus();
    await page.keyboard.press('End');
    await expect.poll(() => drawer.getByRole('slider', { name: '语速' }).getAttribute('aria-valuetext')).toBe('2.0x');

    // 4. the audition: loading, then playing, with real audio bytes from the server
    const menu = drawer.getByRole('group', { name: '试听' });
    // every status the menu goes through, recorded in the page as it changes
    await menu.evaluate((element) => {
      const log: (string | null)[] = [element.getAttribute('data-state')];
      (window as unknown as { auditionStates: (string | null)[] }).auditionStates = log;
      new MutationObserver(() => {
        const state = element.getAttribute('data-state');
        if (log[log.length - 1] !== state) log.push(state);
      }).observe(element, { attributes: true, attributeFilter: ['data-state'] });
    });
    const auditions = () => page.evaluate(() => (window as unknown as { auditions: { bodies: unknown[]; bytes: number[] } }).auditions);
    const earlier = (await auditions()).bytes.length;
    const audio = page.waitForResponse((res) => res.url().endsWith('/api/tts/audition') && res.request().method() === 'POST');
    await menu.getByRole('button', { name: '试听' }).click();
    const answer = await audio;
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toMatch(/audio\/mpeg/);
    // the request carries the drawer's values, not the saved ones
    const asked = (await auditions()).bodies;
    expect(asked).toContainEqual(
      expect.objectContaining({ templateId: created.templateId, pitchRate: before + 10, speechRate: 2, volume: created.volume, text: '大家好，欢迎来到我的频道。' }),
    );
    await expect.poll(() => menu.getAttribute('data-state'), { timeout: 30_000 }).toBe('playing');
    // pause while it plays (the script is several sentences long), then resume
    await menu.getByRole('button', { name: '暂停' }).click();
    await expect.poll(() => menu.getAttribute('data-state')).toBe('paused');
    // real MP3 bytes of this audition reached the page
    await expect.poll(async () => Math.max(0, ...(await auditions()).bytes.slice(earlier))).toBeGreaterThan(1000);
    const statuses = await page.evaluate(() => (window as unknown as { auditionStates: string[] }).auditionStates);
    expect(statuses.slice(0, 3)).toEqual(['default', 'loading', 'playing']);
    expect(statuses.at(-1)).toBe('paused');
    await menu.getByRole('button', { name: '继续' }).click();
    await expect.poll(() => menu.getAttribute('data-state')).not.toBe('paused');
    await menu.getByRole('button', { name: '停止' }).click();
    await expect.poll(() => menu.getAttribute('data-state')).toBe('default');

    // 5. save: the drawer closes, the detail shows the new values, the server holds them after a reload
    await drawer.getByRole('button', { name: '保存' }).click();
    await expect.poll(() => toast(page, '修改成功！').isVisible()).toBe(true);
    await expect.poll(() => drawer.isVisible()).toBe(false);
    await expect.poll(() => detail.getByRole('heading', { name: /晓岚·快/ }).isVisible()).toBe(true);
    await expect.poll(() => detail.getByText('2.0x').isVisible()).toBe(true);
    const saved = await apiGet<CustomAnchor>(page, `/api/anchor/custom/detail?anchorId=${created.id}`);
    expect(saved.data).toMatchObject({ name: '晓岚·快', pitch: before + 10, speed: 2, volume: created.volume });
    await page.reload();
    const reopened = await openCustomDetail(page, '晓岚·快');
    await expect.poll(() => reopened.getByText(signed(before + 10), { exact: true }).isVisible()).toBe(true);

    // 6. 开始配音 goes to the editor with this anchor
    await reopened.getByRole('button', { name: '开始配音' }).click();
    await page.waitForURL((url) => url.pathname === '/creation' && url.searchParams.get('anchorType') === '1' && url.searchParams.get('anchorId') === String(created.id));
    // the editor speaks with it, and a custom anchor cannot be saved as an anchor again (spec 02 §2.5)
    await expect.poll(() => page.getByTestId('current-anchor').textContent(), { timeout: 30_000 }).toBe('晓岚·快');
    expect(await page.getByRole('button', { name: '保存主播' }).isDisabled()).toBe(true);

    // 7. delete, after a confirmation
    const last = await openCustomDetail(page, '晓岚·快');
    await last.getByRole('button', { name: '删除' }).click();
    const confirm = page.getByRole('alertdialog', { name: '删除自定义主播' });
    await expect.poll(() => confirm.isVisible()).toBe(true);
    await confirm.getByRole('button', { name: '取消' }).click();
    expect((await apiGet<CustomAnchor[]>(page, '/api/anchor/custom/list')).data).toHaveLength(1);
    await last.getByRole('button', { name: '删除' }).click();
    await confirm.getByRole('button', { name: '确定删除' }).click();
    await expect.poll(() => toast(page, '删除成功').isVisible()).toBe(true);
    await expect.poll(() => last.isVisible()).toBe(false);
    expect((await apiGet<CustomAnchor[]>(page, '/api/anchor/custom/list')).data).toEqual([]);
    await context.close();
  });

  it('says 无法识别主播ID： when the anchor was deleted elsewhere after the list loaded', async () => {
    const { context, page } = await studio.newPage();
    await page.goto('/');
    await studio.signUp(page, '13600002222');
    const added = await apiPost<CustomAnchor>(page, '/api/anchor/custom/add', {
      name: '旧主播',
      comment: '另一个标签页会删掉它',
      templateId: 1202,
      pitch: 0,
      speed: 1,
      volume: 100,
      text: '你好。',
    });
    expect(added.code).toBe(200);
    await page.goto('/anchors');
    await page.getByRole('tab', { name: '我的主播' }).click();
    const card = page.getByRole('article', { name: '旧主播' });
    await expect.poll(() => card.isVisible()).toBe(true);
    // deleted behind the page's back
    tolerate(/Failed to load resource: the server responded with a status of 400 .*\/api\/anchor\/custom\/detail/, 'the detail of the deleted anchor answers 400, on purpose');
    expect((await apiGet<null>(page, `/api/anchor/custom/delete?anchorId=${added.data.id}`)).code).toBe(200);
    await card.click();
    await expect.poll(() => toast(page, `无法识别主播ID：${added.data.id}`).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('dialog', { name: '自定义主播详情' }).count()).toBe(0);
    await context.close();
  });
});

/** Opens a custom anchor's detail dialog from the anchors page: the 我的主播 tab lists the user's own. */
async function openCustomDetail(page: Page, name: string) {
  await page.goto('/anchors');
  await page.getByRole('tab', { name: '我的主播' }).click();
  await page.getByRole('article', { name }).click();
  const detail = page.getByRole('dialog', { name: '自定义主播详情' });
  await expect.poll(() => detail.getByRole('heading', { name: new RegExp(name) }).isVisible()).toBe(true);
  return detail;
}
