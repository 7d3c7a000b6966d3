// The studio on a phone (issue 19), in Chromium emulating one (390 × 844, 3×, touch, mobile viewport) against the
// real server: a link to /anchors shared in a chat is opened, the menu reaches every area, the filters sit in a
// sheet, a sample plays, the visitor signs in, writes and auditions a script in the editor (a markup menu as a
// bottom sheet), submits it, finds the task in 创作中心 and plays it. Then every route of the app is opened at
// 390 px and none may scroll sideways.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { lastSmsCode, phoneScreen, useStudio } from './harness.ts';

const studio = useStudio();

const slow = { timeout: 30_000 };
const PHONE_WIDTH = 390;
const scrollWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);
const navigation = (page: Page) => page.getByRole('dialog', { name: '导航菜单' });
const editor = (page: Page) => page.getByRole('textbox', { name: '配音文案' });
const grid = (page: Page) => page.getByRole('region', { name: '主播列表' });

/** Opens the header's menu (the tabs do not fit a phone's header). */
async function openMenu(page: Page) {
  await page.getByRole('button', { name: '打开菜单' }).tap();
  await expect.poll(() => navigation(page).isVisible()).toBe(true);
}

/** Signs a new user up through the login dialog, reached from the header or, when it has no room, its menu. */
async function signUpOnPhone(page: Page, phone: string) {
  const headerLogin = page.getByRole('banner').getByRole('button', { name: '登录', exact: true });
  if (await headerLogin.isVisible()) {
    await headerLogin.tap();
  } else {
    await openMenu(page);
    await navigation(page).getByRole('button', { name: '登录', exact: true }).tap();
  }
  const dialog = page.getByRole('dialog').filter({ has: page.getByRole('tab', { name: '手机号登录' }) });
  await dialog.getByRole('tab', { name: '手机号登录' }).tap();
  await dialog.getByPlaceholder('请输入手机号').fill(phone);
  await dialog.getByRole('button', { name: '获取验证码' }).tap();
  let code = '';
  for (let i = 0; i < 50 && !code; i++) {
    code = await lastSmsCode(studio.baseUrl, phone).catch(() => '');
    if (!code) await new Promise((r) => setTimeout(r, 200));
  }
  await dialog.getByPlaceholder('请输入6位短信验证码').fill(code);
  await dialog.getByRole('button', { name: '登录 / 注册' }).tap();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('peiyin.token')), slow).toBeTruthy();
  await expect.poll(() => dialog.isVisible()).toBe(false);
}

describe('on a phone', () => {
  it('from a shared /anchors link: menu, filter sheet, a sample, sign-in, the editor, audition, submit, the task played in 创作中心', async () => {
    const { page } = await studio.newPage(phoneScreen);
    await page.goto('/anchors');
    await expect.poll(() => grid(page).getByRole('article').count(), slow).toBeGreaterThan(0);
    expect(await scrollWidth(page)).toBeLessThanOrEqual(PHONE_WIDTH);

    // the menu: every area of the header, reachable with a thumb
    await openMenu(page);
    for (const tab of ['首页', 'AI配音', 'AI样音', '创作中心']) {
      await expect.poll(() => navigation(page).getByText(tab, { exact: true }).first().isVisible()).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect.poll(() => navigation(page).isVisible()).toBe(false);

    // the filters fold into a sheet behind 筛选, which then counts what is chosen
    await page.getByRole('button', { name: /^筛选/ }).tap();
    const sheet = page.getByRole('dialog', { name: '筛选' });
    await expect.poll(() => sheet.isVisible()).toBe(true);
    await sheet.getByRole('radiogroup', { name: '性别' }).getByRole('radio', { name: '女声' }).tap();
    await sheet.getByRole('button', { name: '确定' }).tap();
    await expect.poll(() => sheet.isVisible()).toBe(false);
    await expect.poll(() => page.getByRole('button', { name: /^筛选/ }).textContent()).toMatch(/1/);
    await expect.poll(() => grid(page).getByRole('article').count(), slow).toBeGreaterThan(0);
    expect(await scrollWidth(page)).toBeLessThanOrEqual(PHONE_WIDTH);

    // a sample plays from the anchor's detail
    const card = grid(page).getByRole('article').first();
    const anchorName = (await card.getAttribute('aria-label'))!;
    await grid(page).getByRole('button', { name: anchorName, exact: true }).tap();
    const detail = page.getByRole('dialog', { name: anchorName });
    const sample = detail.getByRole('button', { name: /^播放 .* 样音$/ }).first();
    await expect.poll(() => sample.isVisible(), slow).toBe(true);
    const audio = page.waitForResponse((res) => /audio\//.test(res.headers()['content-type'] ?? '') && res.status() < 300, { timeout: 60_000 });
    await sample.tap();
    await audio;
    await expect.poll(() => sample.getAttribute('data-state'), { timeout: 60_000 }).toMatch(/playing|idle/);
    if ((await sample.getAttribute('data-state')) === 'playing') await sample.tap();
    await page.keyboard.press('Escape');
    await expect.poll(() => detail.isVisible()).toBe(false);

    // sign in, then start dubbing with this anchor
    await signUpOnPhone(page, '13811112222');
    await grid(page).getByRole('button', { name: anchorName, exact: true }).tap();
    await detail.getByRole('button', { name: '开始配音' }).tap();
    await page.waitForURL((url) => url.pathname === '/creation', slow);
    await expect.poll(() => page.getByTestId('current-anchor').textContent(), slow).toBe(anchorName);

    // the editor says what is better done on a computer; dismissed, it stays dismissed
    const notice = page.getByText(/建议在电脑上/);
    await expect.poll(() => notice.isVisible()).toBe(true);
    await page.getByRole('button', { name: '知道了' }).tap();
    await expect.poll(() => notice.isVisible()).toBe(false);
    await page.reload();
    await expect.poll(() => editor(page).isVisible(), slow).toBe(true);
    await expect.poll(() => page.getByTestId('current-anchor').textContent(), slow).toBe(anchorName);
    expect(await notice.count()).toBe(0);
    expect(await scrollWidth(page)).toBeLessThanOrEqual(PHONE_WIDTH);
    // the four actions in two rows of two (issue 27: 立即合成 wrapped alone onto a row of its own)
    const at = async (name: string) => (await page.getByRole('main').getByRole('button', { name, exact: true }).boundingBox())!;
    expect(Math.round((await at('立即合成')).y)).toBe(Math.round((await at('保存主播')).y));
    expect(Math.round((await at('保存草稿')).y)).toBe(Math.round((await at('导入字幕')).y));

    // plain text typed on the phone's keyboard
    await editor(page).tap();
    await page.keyboard.type('春天来了，花儿都开了。');
    await expect.poll(() => editor(page).textContent()).toBe('春天来了，花儿都开了。');
    // a markup menu opens as a sheet along the bottom edge
    await page.getByRole('toolbar', { name: '配音工具栏' }).getByRole('button', { name: '停顿', exact: true }).tap();
    const breakSheet = page.getByRole('dialog', { name: '停顿' });
    await expect.poll(() => breakSheet.isVisible()).toBe(true);
    const box = (await breakSheet.boundingBox())!;
    // as wide as the screen (its layout width), resting on the bottom edge
    const screenBox = await page.evaluate(() => ({ width: window.innerWidth, height: window.innerHeight }));
    expect(Math.round(box.width)).toBe(screenBox.width);
    await expect.poll(async () => Math.round((await breakSheet.boundingBox())!.y + (await breakSheet.boundingBox())!.height)).toBe(screenBox.height);
    await breakSheet.getByRole('button', { name: '0.5s' }).tap();
    await expect.poll(() => editor(page).locator('[data-chip="break"]').count()).toBe(1);
    await expect.poll(() => breakSheet.isVisible()).toBe(false);

    // the bottom bar's buttons are where a tap lands: the floating 更多工具 button keeps above the bar (issue 27)
    await expect.poll(() => page.getByRole('button', { name: '更多工具' }).isVisible(), slow).toBe(true);
    const bar = page.getByTestId('editor-footer');
    // its buttons and its length count, which sits at the right end under where the button floated
    const barButtons = await bar.locator('button, [aria-label^="字数"]').all();
    expect(barButtons.length).toBeGreaterThanOrEqual(2);
    for (const button of barButtons) {
      const onTop = await button.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        if (hit !== null && element.contains(hit)) return 'on top';
        // what covers it, to say so
        return `${hit?.tagName ?? 'nothing'} ${hit?.getAttribute('aria-label') ?? ''} at ${Math.round(box.top)} of ${window.innerHeight}`;
      });
      expect(onTop, (await button.getAttribute('aria-label')) ?? '').toBe('on top');
    }

    // the voice panel is a sheet on a phone: its 声音 button opens it, Esc closes it and the focus is back on the button
    const voiceButton = page.getByTestId('voice-sheet-trigger');
    await voiceButton.tap();
    const voiceSheet = page.getByRole('dialog', { name: '声音面板' });
    await expect.poll(() => voiceSheet.isVisible()).toBe(true);
    await expect.poll(() => voiceSheet.getByTestId('voice-panel-anchor').textContent()).toBe(anchorName);
    await page.keyboard.press('Escape');
    await expect.poll(() => voiceSheet.isVisible()).toBe(false);
    await expect.poll(() => voiceButton.evaluate((element) => element === document.activeElement)).toBe(true);

    // audition of the whole script (selected, as a long press then 全选 does) from the bottom bar: it streams from the
    // server and plays, and the toolbar's player says so too (one audition)
    await editor(page).focus();
    await page.keyboard.press('Control+a');
    const audition = page.waitForResponse((r) => r.url().endsWith('/api/tts/audition') && r.status() === 200, slow);
    await page.getByRole('group', { name: '试听播放', exact: true }).getByRole('button', { name: '试听' }).tap();
    await audition;
    await expect.poll(() => page.getByRole('button', { name: '暂停' }).isVisible(), slow).toBe(true);
    await page.getByRole('group', { name: '试听', exact: true }).getByRole('button', { name: '停止' }).tap();
    await expect.poll(() => page.getByRole('toolbar', { name: '配音工具栏' }).getByRole('button', { name: '试听' }).isVisible()).toBe(true);

    // submit, then find the task in 创作中心 and play it
    await page.getByRole('button', { name: '立即合成' }).tap();
    const done = page.getByRole('dialog', { name: '提交成功' });
    await expect.poll(() => done.isVisible(), slow).toBe(true);
    await done.getByRole('button', { name: '立即查看' }).tap();
    await page.waitForURL('**/creationCenter?tab=0');
    const row = page.locator('[data-testid^="task-"]').first();
    await expect.poll(() => row.getByText('合成成功').isVisible(), { timeout: 90_000 }).toBe(true);
    expect(await scrollWidth(page)).toBeLessThanOrEqual(PHONE_WIDTH);
    const player = row.getByRole('button', { name: /^播放 / });
    await player.tap();
    await expect.poll(() => player.getAttribute('data-state'), { timeout: 20_000 }).toBe('playing');
    await player.tap();
    await expect.poll(() => player.getAttribute('data-state')).toBe('idle');

  });

  // Every route of routes.tsx, by the address a person would open. A route added there without a line here fails
  // the first assertion, so a new page cannot skip the phone.
  const addressOf: Record<string, string> = {
    '/index.html': '/index.html',
    '/wxAuthCallback': '/wxAuthCallback',
    home: '/home',
    protocol: '/protocol',
    privacy: '/privacy',
    'third-party': '/third-party',
    'member-agreement': '/member-agreement',
    'subscription-agreement': '/subscription-agreement',
    help: '/help',
    about: '/about',
    download: '/download',
    test: '/test',
    anchors: '/anchors',
    samples: '/samples',
    tools: '/tools',
    'gpt/prompts': '/gpt/prompts',
    'gpt/inspiration': '/gpt/inspiration',
    inspiration: '/inspiration',
    'anchor/custom/edit': '/anchor/custom/edit',
    draws: '/draws',
    gpt: '/gpt',
    'gpt/inspiration/apply': '/gpt/inspiration/apply',
    creation: '/creation',
    creationCenter: '/creationCenter',
    'pay/result': '/pay/result',
    inviter: '/inviter',
    pronunciation: '/pronunciation',
    aitools: '/aitools',
    'aitools/rewrite': '/aitools/rewrite',
    'aitools/:tool': '/aitools/asr-v2',
    account: '/account',
    userinfo: '/account/userinfo',
    password: '/account/password',
    trade_flow: '/account/trade_flow',
    apikeys: '/account/apikeys',
    '*': '/no-such-page',
  };
  // more pages behind one declared route: the other tools, the account's inviter page, the index route
  const alsoOpened = ['/', '/aitools/ocr', '/aitools/rwm', '/aitools/audioParse', '/aitools/timedDubbing', '/account/inviter', '/creationCenter?tab=1'];

  it(`no route scrolls sideways at ${PHONE_WIDTH} px (signed in)`, async () => {
    const routesFile = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/web/src/routes.tsx');
    const declared = [...readFileSync(routesFile, 'utf8').matchAll(/path="([^"]+)"/g)].map((m) => m[1]!);
    expect(declared.filter((route) => !(route in addressOf))).toEqual([]);

    // signed in through the API: the login-only pages show themselves rather than sending the visitor home
    const phone = '13811113333';
    const post = (p: string, body: unknown) =>
      fetch(`${studio.baseUrl}${p}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then((r) => r.json() as Promise<{ code: number; data: unknown }>);
    expect((await post('/api/sms/login_verify_code', { phone })).code).toBe(200);
    const login = await post('/api/user/loginBySms', { phone, code: await lastSmsCode(studio.baseUrl, phone) });
    expect(login.code).toBe(200);
    const { context, page } = await studio.newPage(phoneScreen);
    await context.addInitScript((user) => {
      if (!localStorage.getItem('peiyin.token')) {
        localStorage.setItem('peiyin.loginUser', JSON.stringify(user));
        localStorage.setItem('peiyin.token', (user as { token: string }).token);
      }
    }, login.data);

    const tooWide: string[] = [];
    for (const address of [...new Set([...Object.values(addressOf), ...alsoOpened])]) {
      await page.goto(address);
      await page.waitForLoadState('load');
      // lazy pages, their data and their images: give the layout a moment to settle
      await page.waitForTimeout(1200);
      const width = await scrollWidth(page);
      if (width > PHONE_WIDTH) tooWide.push(`${address} (${new URL(page.url()).pathname}): ${width}px`);
    }
    expect(tooWide).toEqual([]);
  });
});
