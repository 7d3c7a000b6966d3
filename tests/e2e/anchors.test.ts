// The anchor catalogue in real Chromium against the real server (issue 5 journey 1, spec 01 §2 "Anchors page",
// spec 02 §2.4): filter by scene and sex, page through every language, search by name and clear, open an anchor,
// play a template sample (real audio), favourite it once signed in (the login dialog first when signed out),
// 开始配音 into the editor with that anchor, and find the favourite in the picker's 收藏 tab after a reload; the
// user's custom anchors under 我的主播 (page and picker); the multi-voice picker's 确定 and 替换全部 in the editor.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useStudio } from './harness.ts';

const studio = useStudio();

interface ListItem {
  id: number;
  name: string;
}

/** What the server lists for a condition (the cards must show exactly this). */
async function serverSearch(condition: Record<string, number>): Promise<{ total: number; list: ListItem[] }> {
  const res = await fetch(`${studio.baseUrl}/api/anchor/search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ page: 1, pageSize: 20, ...condition }),
  });
  const body = (await res.json()) as { code: number; data: { total: number; list: ListItem[] } };
  expect(body.code).toBe(200);
  return body.data;
}

const grid = (page: Page) => page.getByRole('region', { name: '主播列表' });
const cardNames = (page: Page) => grid(page).getByRole('article').evaluateAll((cards) => cards.map((c) => c.getAttribute('aria-label') ?? ''));
const filterRow = (page: Page, name: string) => page.getByRole('radiogroup', { name });

/** The grid has settled on a page (not loading) and shows these names. */
async function expectCards(page: Page, names: string[]) {
  await expect.poll(async () => ((await grid(page).getAttribute('data-state')) === 'loading' ? null : await cardNames(page)), { timeout: 15_000 }).toEqual(names);
}

describe('anchor catalogue', () => {
  it('filters by scene and sex, pages through every language, searches by name and clears', async () => {
    const { context, page } = await studio.newPage();
    await page.goto('/anchors');
    // spec 02 §3: language 中文 by default, 20 a page
    await expect.poll(() => filterRow(page, '语种').getByRole('radio', { name: '中文' }).getAttribute('aria-checked')).toBe('true');
    const chinese = await serverSearch({ languageId: 1 });
    await expectCards(page, chinese.list.map((a) => a.name));
    expect(chinese.list.length).toBeGreaterThan(4);

    // scene 儿童 + 女声: only the matching anchors
    await filterRow(page, '场景').getByRole('radio', { name: '儿童' }).click();
    await filterRow(page, '性别').getByRole('radio', { name: '女声' }).click();
    const girls = await serverSearch({ languageId: 1, sceneId: 6, sex: 2 });
    expect(girls.list.map((a) => a.name)).toContain('童童');
    expect(girls.list.length).toBeLessThan(chinese.list.length);
    await expectCards(page, girls.list.map((a) => a.name));
    for (const card of await grid(page).getByRole('article').all()) expect(await card.getByText('儿童').isVisible()).toBe(true);
    expect(await cardNames(page)).not.toContain('云朗');

    // every language, every scene and sex: more than one page of 20
    await filterRow(page, '场景').getByRole('radio', { name: '全部' }).click();
    await filterRow(page, '性别').getByRole('radio', { name: '全部' }).click();
    await filterRow(page, '语种').getByRole('radio', { name: '全部' }).click();
    const all = await serverSearch({ languageId: 0 });
    expect(all.total).toBeGreaterThan(20);
    await expectCards(page, all.list.map((a) => a.name));
    await page.getByRole('button', { name: '下一页' }).click();
    const second = await (await fetch(`${studio.baseUrl}/api/anchor/search`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ page: 2, pageSize: 20, languageId: 0 }) })).json() as { data: { list: ListItem[] } };
    await expectCards(page, second.data.list.map((a) => a.name));
    expect(second.data.list.length).toBe(all.total - 20);
    await expect.poll(() => page.getByRole('button', { name: '第 2 页' }).getAttribute('aria-current')).toBe('page');
    // a filter change restarts at page 1
    await filterRow(page, '排序').getByRole('radio', { name: '最热' }).click();
    await expect.poll(() => page.getByRole('button', { name: '第 1 页' }).getAttribute('aria-current')).toBe('page');

    // name search: blank is refused, a name lists its matches, clear returns to the list
    const search = page.getByRole('textbox', { name: '主播名称' });
    await page.getByRole('button', { name: '搜索', exact: true }).click();
    await expect.poll(() => page.getByRole('alert').filter({ hasText: '请输入搜索内容' }).isVisible()).toBe(true);
    await search.fill('晓');
    await page.getByRole('button', { name: '搜索', exact: true }).click();
    await expect.poll(async () => {
      const names = await cardNames(page);
      return names.length > 0 && names.every((n) => n.includes('晓'));
    }, { timeout: 15_000 }).toBe(true);
    await page.getByRole('button', { name: '清除' }).click();
    expect(await search.inputValue()).toBe('');
    const hottest = await serverSearch({ languageId: 0, sort: 2 });
    await expectCards(page, hottest.list.map((a) => a.name));
    await context.close();
  });

  it('draws the avatars with the anchor cards, not after them (issue 27: blank at first paint)', async () => {
    const { context, page } = await studio.newPage();
    // The moment the page first shows anchor cards: how many of them have their picture then (an avatar draws its
    // picture only once the image has loaded; until then it is blank). The page's answer names the avatars
    // (a Link preload), so they load beside the app's scripts, long before the list that shows them.
    await page.addInitScript(() => {
      const state = window as unknown as { firstCards?: { shown: number; pictured: number } };
      new MutationObserver(() => {
        const cards = [...document.querySelectorAll('[aria-label="主播列表"] article')];
        if (state.firstCards || cards.length === 0) return;
        state.firstCards = { shown: cards.length, pictured: cards.filter((card) => card.querySelector('img[src^="/api/assets/avatars/"]') !== null).length };
      }).observe(document, { childList: true, subtree: true });
    });
    const answer = await page.goto('/anchors');
    expect(answer?.headers().link).toMatch(/^<\/api\/assets\/avatars\/[^>]+>; rel=preload; as=image/);
    const first = () => page.evaluate(() => (window as unknown as { firstCards?: unknown }).firstCards ?? null);
    await expect.poll(first, { timeout: 15_000 }).not.toBeNull();
    const cards = (await first()) as { shown: number; pictured: number };
    expect(cards.shown).toBeGreaterThan(4);
    expect(cards).toEqual({ shown: cards.shown, pictured: cards.shown });
    await context.close();
  });

  it('opens an anchor, plays a sample, favourites it once signed in, starts dubbing and finds it in the picker favourites', async () => {
    const { context, page } = await studio.newPage();
    await page.goto('/anchors');
    await filterRow(page, '场景').getByRole('radio', { name: '短视频' }).click();
    await filterRow(page, '性别').getByRole('radio', { name: '女声' }).click();
    const matching = await serverSearch({ languageId: 1, sceneId: 4, sex: 2 });
    const target = matching.list.find((a) => a.name === '晓雯')!;
    expect(target).toBeTruthy();
    await expectCards(page, matching.list.map((a) => a.name));

    // signed out: the heart asks for a login first and stays off
    await grid(page).getByRole('button', { name: '晓雯', exact: true }).click();
    const detail = page.getByRole('dialog', { name: '晓雯' });
    await detail.getByRole('button', { name: '收藏' }).click();
    const login = page.getByRole('dialog').filter({ has: page.getByRole('tab', { name: '手机号登录' }) });
    await expect.poll(() => login.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => login.isVisible()).toBe(false);
    expect(await detail.getByRole('button', { name: '收藏' }).getAttribute('aria-pressed')).toBe('false');
    await page.keyboard.press('Escape');
    await expect.poll(() => detail.isVisible()).toBe(false);
    const token = await studio.signUp(page, '13600001111');

    // the detail: samples with their text; one plays (loading → playing) with real audio bytes
    await grid(page).getByRole('button', { name: '晓雯', exact: true }).click();
    await expect.poll(() => detail.getByText('活泼女声，适合短视频带货与广告口播').isVisible(), { timeout: 15_000 }).toBe(true);
    const player = detail.getByRole('button', { name: '播放 欢快 样音' });
    await player.evaluate((button) => {
      const seen: string[] = [];
      (window as unknown as { playerStates: string[] }).playerStates = seen;
      new MutationObserver(() => seen.push(button.getAttribute('data-state') ?? '')).observe(button, { attributes: true, attributeFilter: ['data-state'] });
    });
    const audio = page.waitForResponse((res) => /audio\//.test(res.headers()['content-type'] ?? '') && res.status() < 300, { timeout: 60_000 });
    await player.click();
    const answer = await audio;
    expect(Number(answer.headers()['content-length'] ?? (await answer.body()).length)).toBeGreaterThan(1000);
    const seen = () => page.evaluate(() => (window as unknown as { playerStates: string[] }).playerStates);
    await expect.poll(async () => (await seen()).includes('playing'), { timeout: 60_000 }).toBe(true);
    const states = await seen();
    expect(states.slice(0, states.indexOf('playing') + 1)).toEqual(['loading', 'playing']);
    // a short sample may already have ended; otherwise a second click stops it
    if ((await player.getAttribute('data-state')) === 'playing') await player.click();
    await expect.poll(() => player.getAttribute('data-state')).toBe('idle');

    // favourite: the heart turns on after the server's 200, and the server keeps it
    await detail.getByRole('button', { name: '收藏' }).click();
    await expect.poll(() => detail.getByRole('button', { name: '已收藏' }).getAttribute('aria-pressed')).toBe('true');
    const favorites = (await (await fetch(`${studio.baseUrl}/api/anchor/favorites?page=1&pageSize=20`, { headers: { authorization: `Bearer ${token}` } })).json()) as { data: { list: ListItem[] } };
    expect(favorites.data.list.map((a) => a.id)).toEqual([target.id]);
    // the card behind the (modal) dialog follows; the dialog hides it from the accessibility tree, so by CSS
    await expect.poll(() => page.locator('article[aria-label="晓雯"] button[aria-label="取消收藏"]').getAttribute('aria-pressed')).toBe('true');

    // 开始配音 → the editor with this anchor
    await detail.getByRole('button', { name: '开始配音' }).click();
    await page.waitForURL((url) => url.pathname === '/creation' && url.searchParams.get('anchorId') === String(target.id) && url.searchParams.get('anchorType') === '0', { timeout: 30_000 });

    // after a reload, the editor's picker lists it under 收藏
    await page.reload();
    await page.getByRole('button', { name: '切换主播' }).click();
    const picker = page.getByRole('dialog', { name: '选择主播' });
    await picker.getByRole('tab', { name: '收藏' }).click();
    await expect.poll(async () => picker.getByRole('article').evaluateAll((cards) => cards.map((c) => c.getAttribute('aria-label'))), { timeout: 15_000 }).toEqual(['晓雯']);
    // favourites: the filters are disabled
    expect(await picker.getByRole('radiogroup', { name: '场景' }).getByRole('radio', { name: '广告' }).isDisabled()).toBe(true);
    // unfavouriting there takes it off the list once the server agreed
    await picker.getByRole('article', { name: '晓雯' }).getByRole('button', { name: '取消收藏' }).click();
    await expect.poll(() => picker.getByText('暂无数据').isVisible(), { timeout: 15_000 }).toBe(true);
    await context.close();
  });

  it('lists the signed-in user\'s custom anchors under 我的主播, opens their detail, and the editor picker switches to one', async () => {
    const { context, page } = await studio.newPage();
    await page.goto('/anchors');
    // signed out: 我的主播 asks for a login and the catalogue stays
    await page.getByRole('tab', { name: '我的主播' }).click();
    const login = page.getByRole('dialog').filter({ has: page.getByRole('tab', { name: '手机号登录' }) });
    await expect.poll(() => login.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    expect(await page.getByRole('tab', { name: '全部主播' }).getAttribute('aria-selected')).toBe('true');
    const token = await studio.signUp(page, '13600003333');

    // a custom anchor of this user, saved from 晓岚's 沉稳 template
    const detail = (await (await fetch(`${studio.baseUrl}/api/anchor/detail?anchorId=12`)).json()) as { data: { templateList: { id: number; title: string }[] } };
    const template = detail.data.templateList.find((t) => t.title === '沉稳')!;
    const added = (await (
      await fetch(`${studio.baseUrl}/api/anchor/custom/add`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ name: '我的新闻腔', comment: '沉稳的早间播报', templateId: template.id, pitch: -20, speed: 0.9, volume: 80, text: '早上好，这里是早间新闻。' }),
      })
    ).json()) as { code: number; data: { id: number } };
    expect(added.code).toBe(200);

    await page.getByRole('tab', { name: '我的主播' }).click();
    await expectCards(page, ['我的新闻腔']);
    const card = grid(page).getByRole('article', { name: '我的新闻腔' });
    // a custom card: its description as subtitle, no heart
    expect(await card.getByText('沉稳的早间播报').isVisible()).toBe(true);
    expect(await card.getByRole('button', { name: /收藏/ }).count()).toBe(0);
    await card.getByRole('button', { name: '我的新闻腔' }).click();
    const custom = page.getByRole('dialog', { name: '自定义主播详情' });
    await expect.poll(() => custom.getByText('我的新闻腔').first().isVisible(), { timeout: 15_000 }).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => custom.isVisible()).toBe(false);

    // the editor's picker: 我的主播 → the custom anchor with its saved sliders → the editor speaks with it.
    // Every detail is asked for once: the one the editor loaded (anchor 12) serves as the custom anchor's base
    // in the picker, and the details the picker showed serve the editor when it takes the voice (issue 11).
    const detailRequests: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/anchor/detail' || url.pathname === '/api/anchor/custom/detail') detailRequests.push(`${url.pathname}?${url.searchParams}`);
    });
    await page.goto('/creation?anchorType=0&anchorId=12');
    await page.getByRole('button', { name: '切换主播' }).click();
    const picker = page.getByRole('dialog', { name: '选择主播' });
    await picker.getByRole('tab', { name: '我的主播' }).click();
    await picker.getByRole('button', { name: '我的新闻腔', exact: true }).click();
    const settings = picker.getByRole('complementary', { name: '声音设置' });
    await expect.poll(() => settings.getByRole('slider', { name: '音量' }).getAttribute('aria-valuenow'), { timeout: 15_000 }).toBe('80');
    expect(await settings.getByRole('slider', { name: '音调' }).getAttribute('aria-valuenow')).toBe('-20');
    await picker.getByRole('button', { name: '确定' }).click();
    await page.waitForURL((url) => url.searchParams.get('anchorType') === '1' && url.searchParams.get('anchorId') === String(added.data.id), { timeout: 15_000 });
    await expect.poll(() => page.getByTestId('current-anchor').textContent()).toBe('我的新闻腔');
    expect(detailRequests.sort()).toEqual([`/api/anchor/custom/detail?anchorId=${added.data.id}`, '/api/anchor/detail?anchorId=12&anchorType=0']);
    await context.close();
  });

  it('gives a selection its own voice through the multi-voice picker, then replaces every multi-voice span', async () => {
    const { context, page } = await studio.newPage();
    await page.goto('/');
    await studio.signUp(page, '13600004444');
    await page.goto('/creation?anchorType=0&anchorId=12');
    await expect.poll(() => page.getByTestId('current-anchor').textContent(), { timeout: 30_000 }).toBe('晓岚');
    const editor = page.getByRole('textbox', { name: '配音文案' });
    await editor.click();
    await page.keyboard.type('第一位嘉宾发言。');
    await page.keyboard.press('Enter');
    await page.keyboard.type('第二位嘉宾发言。');
    await expect.poll(() => page.getByLabel(/^字数 /).getAttribute('aria-label')).toBe('字数 16/8000');
    const multiVoice = page.getByRole('toolbar', { name: '配音工具栏' }).getByRole('button', { name: '多主播', exact: true });
    /** Selects `wanted` (a real DOM selection the editor view reads on selectionchange) and waits for the toolbar to follow. */
    const select = async (wanted: string) => {
      await page.evaluate((text) => {
        const root = document.querySelector('[aria-label="配音文案"]')!;
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const at = node.textContent!.indexOf(text);
          if (at < 0) continue;
          const range = document.createRange();
          range.setStart(node, at);
          range.setEnd(node, at + text.length);
          window.getSelection()!.removeAllRanges();
          window.getSelection()!.addRange(range);
          return;
        }
        throw new Error(`text not found: ${text}`);
      }, wanted);
      await expect.poll(() => multiVoice.getAttribute('aria-disabled')).toBe(null);
    };
    await select('第一位嘉宾');
    await multiVoice.click();

    const picker = page.getByRole('dialog', { name: '多人配音' });
    await picker.getByRole('button', { name: '云朗', exact: true }).click();
    const settings = picker.getByRole('complementary', { name: '声音设置' });
    await settings.getByRole('radio', { name: '欢快' }).click();
    await settings.getByRole('button', { name: '女孩' }).click();
    // spec 02 §5: pitch -100..100 in this dialog
    expect(await settings.getByRole('slider', { name: '音调' }).getAttribute('aria-valuemax')).toBe('100');
    await picker.getByRole('button', { name: '确定' }).click();
    const label = editor.locator('[data-wrapper-label][data-chip="multiVoice"]');
    await expect.poll(() => label.first().textContent(), { timeout: 15_000 }).toBe('云朗(女孩-欢快)');

    // 替换全部: every multi-voice span takes the new voice
    await select('第二位嘉宾');
    await multiVoice.click();
    await page.getByRole('dialog', { name: '多人配音' }).getByRole('button', { name: '晓萱', exact: true }).click();
    await expect.poll(() => page.getByTestId('chosen-anchor').textContent(), { timeout: 15_000 }).toBe('晓萱');
    await page.getByRole('dialog', { name: '多人配音' }).getByRole('button', { name: '替换全部' }).click();
    await expect.poll(() => label.allTextContents(), { timeout: 15_000 }).toEqual(['晓萱(标准)']);
    await context.close();
  });
});
