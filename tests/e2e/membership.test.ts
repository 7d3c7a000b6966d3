// Buying a membership in real Chromium against the real server and its sandbox pay provider (issue 13):
// the VIP dialog from the header, one order per pay tab with one poll loop at a time, the QR read as a phone
// reads it and paid at the sandbox cashier in a second page, the expired (cancelled) QR refreshed by a click,
// the success view within one poll, the header's VIP name, the consumption records, and a second purchase
// that extends the end date.
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { readQr } from '../../apps/server/src/testing/qrDecode.ts';
import { lastSmsCode, useStudio } from './harness.ts';

const studio = useStudio();

// a member's dialog is titled 续费会员 (issue 27), so buying again (stacking) opens that one
const vipDialog = (page: Page) => page.getByRole('dialog', { name: /^(开通会员|续费会员)$/ });
const qrOf = (page: Page, method: '支付宝' | '微信支付') => vipDialog(page).getByRole('img', { name: `${method}支付二维码` });

/// The pay URL the tab's QR encodes, as a phone camera reads it.
async function scan(page: Page, method: '支付宝' | '微信支付'): Promise<string> {
  const src = await qrOf(page, method).getAttribute('src');
  return readQr(src!);
}

/// A second page (a phone on the same network) opens the cashier at the scanned URL and presses a button.
async function atCashier(context: BrowserContext, url: string, button: '确认支付' | '取消') {
  const phone = await context.newPage();
  await phone.goto(url);
  await expect.poll(() => phone.getByText('沙箱支付，不产生真实扣款').first().isVisible()).toBe(true);
  await phone.getByRole('button', { name: button }).click();
  await phone.waitForLoadState();
  await phone.close();
}

const endDateOf = async (page: Page) => /有效期至 (\d{4}-\d{2}-\d{2})/.exec((await vipDialog(page).getByTestId('member-status').textContent()) ?? '')?.[1];

describe('membership purchase', () => {
  it('buys a level-2 membership through the sandbox: tabs, polling, refresh, success, header, records, stacking', async () => {
    const { context, page } = await studio.newPage();
    // every order-status poll, by order number, in the order the page sent them
    const polls: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/trade/checkPresetOrderStatus') polls.push(url.searchParams.get('orderNo')!);
    });
    await page.goto('/');
    await studio.signUp(page, '13712345678');

    await page.getByRole('banner').getByRole('button', { name: '开通会员' }).click();
    const dialog = vipDialog(page);
    await expect.poll(() => dialog.getByRole('radio', { name: /高级会员·月卡/ }).getAttribute('aria-checked')).toBe('true');
    await expect.poll(() => dialog.getByText('沙箱支付，不产生真实扣款').isVisible()).toBe(true);
    await expect.poll(() => qrOf(page, '支付宝').isVisible(), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => dialog.getByLabel('应付金额 29.90 元').isVisible()).toBe(true);
    const alipayUrl = await scan(page, '支付宝');
    expect(alipayUrl).toMatch(new RegExp(`^${studio.baseUrl}/pay/sandbox\\?orderNo=\\w+&t=`));
    const alipayOrder = new URL(alipayUrl).searchParams.get('orderNo')!;

    // 微信支付 makes its own order; going back shows the Alipay order again (still payable), and only the
    // chosen tab's order is polled
    await dialog.getByRole('tab', { name: /微信支付/ }).click();
    await expect.poll(() => qrOf(page, '微信支付').isVisible(), { timeout: 15_000 }).toBe(true);
    const wechatOrder = new URL(await scan(page, '微信支付')).searchParams.get('orderNo')!;
    expect(wechatOrder).not.toBe(alipayOrder);
    await expect.poll(() => polls.includes(wechatOrder), { timeout: 12_000 }).toBe(true);
    await dialog.getByRole('tab', { name: /支付宝/ }).click();
    expect(await scan(page, '支付宝')).toBe(alipayUrl);
    const switchedBack = polls.length;
    await expect.poll(() => polls.length, { timeout: 12_000 }).toBeGreaterThan(switchedBack + 1);
    expect(polls.slice(switchedBack)).toEqual(polls.slice(switchedBack).map(() => alipayOrder));

    // the order is cancelled at the cashier: within one poll the QR is masked; a click makes a new order
    await atCashier(context, alipayUrl, '取消');
    const mask = dialog.getByRole('button', { name: /二维码已过期，点击刷新/ });
    await expect.poll(() => mask.isVisible(), { timeout: 12_000 }).toBe(true);
    await mask.click();
    await expect.poll(async () => (await qrOf(page, '支付宝').isVisible()) && (await scan(page, '支付宝')) !== alipayUrl, { timeout: 15_000 }).toBe(true);
    const freshUrl = await scan(page, '支付宝');

    // paid from the second page: within one poll the dialog says so with the server's subtitle
    await atCashier(context, freshUrl, '确认支付');
    await expect.poll(() => dialog.getByRole('heading', { name: '支付成功' }).isVisible(), { timeout: 12_000 }).toBe(true);
    await expect.poll(() => dialog.getByText(/^已开通高级会员·月卡，高级会员有效期至 \d{4}-\d{2}-\d{2} \d{2}:\d{2}$/).isVisible()).toBe(true);
    await expect.poll(() => dialog.getByTestId('member-status').textContent()).toMatch(/^高级会员，有效期至 \d{4}-\d{2}-\d{2}$/);
    const firstEnd = await endDateOf(page);

    // 完成 closes; the header's VIP button names the membership now
    await dialog.getByRole('button', { name: '完成' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await expect.poll(() => page.getByRole('banner').getByRole('button', { name: '高级会员' }).isVisible()).toBe(true);
    // opening again starts from fresh orders, and a second month extends the end date by 30 days
    await page.getByRole('banner').getByRole('button', { name: '高级会员' }).click();
    await expect.poll(() => qrOf(page, '支付宝').isVisible(), { timeout: 15_000 }).toBe(true);
    const secondUrl = await scan(page, '支付宝');
    expect(secondUrl).not.toBe(freshUrl);
    await atCashier(context, secondUrl, '确认支付');
    await expect.poll(() => dialog.getByRole('heading', { name: '支付成功' }).isVisible(), { timeout: 12_000 }).toBe(true);
    await expect.poll(async () => (await endDateOf(page)) !== firstEnd).toBe(true);
    const secondEnd = await endDateOf(page);
    expect((Date.parse(secondEnd!) - Date.parse(firstEnd!)) / 86_400_000).toBe(30);
    await dialog.getByRole('button', { name: '完成' }).click();

    // the consumption records list both purchases, newest first
    await page.goto('/account/trade_flow');
    const rows = page.getByRole('table', { name: '消费记录' }).getByRole('row');
    await expect.poll(() => rows.count()).toBe(3);
    await expect.poll(() => rows.nth(1).textContent()).toContain('高级会员·月卡');
    expect(await rows.nth(1).textContent()).toContain('-29.90');
    await context.close();
  });

  it("credits the inviter once when a friend who came by the invitation link first pays", async () => {
    const inviter = await studio.newPage();
    await inviter.page.goto('/');
    await studio.signUp(inviter.page, '13787654321');
    await inviter.page.getByRole('banner').getByRole('button', { name: '分享得会员' }).click();
    await inviter.page.waitForURL('**/inviter');
    await expect.poll(() => inviter.page.getByTestId('invite-rule').textContent()).toContain('你获得 7 天高级会员');
    const link = (await inviter.page.getByTestId('invite-link').textContent())!;
    const code = (await inviter.page.getByTestId('invite-code').textContent())!;
    expect(link).toBe(`${studio.baseUrl}/?inviter=${code}`);
    await expect.poll(() => inviter.page.getByTestId('invited-count').textContent()).toBe('0');

    // the friend opens the link; the registration form already carries the code
    const friend = await studio.newPage();
    await friend.page.goto(link);
    await friend.page.getByRole('banner').getByRole('button', { name: '登录', exact: true }).click();
    await expect.poll(() => friend.page.getByRole('dialog').getByLabel('邀请码').inputValue()).toBe(code);
    await friend.page.keyboard.press('Escape');
    await studio.signUp(friend.page, '13700001111');
    await friend.page.getByRole('banner').getByRole('button', { name: '开通会员' }).click();
    await expect.poll(() => qrOf(friend.page, '支付宝').isVisible(), { timeout: 15_000 }).toBe(true);
    await atCashier(friend.context, await scan(friend.page, '支付宝'), '确认支付');
    await expect.poll(() => vipDialog(friend.page).getByRole('heading', { name: '支付成功' }).isVisible(), { timeout: 12_000 }).toBe(true);
    await friend.context.close();

    // the inviter sees the friend, rewarded once, and is a member now
    await inviter.page.reload();
    await expect.poll(() => inviter.page.getByTestId('invited-count').textContent()).toBe('1');
    expect(await inviter.page.getByTestId('rewarded-count').textContent()).toBe('1');
    expect(await inviter.page.getByTestId('reward-days').textContent()).toBe('7 天');
    await expect.poll(() => inviter.page.getByRole('region', { name: '我邀请的好友' }).getByText('已奖励').isVisible()).toBe(true);
    await expect.poll(() => inviter.page.getByRole('banner').getByRole('button', { name: '高级会员' }).isVisible()).toBe(true);
    await inviter.context.close();
  });

  it('pays on a phone itself: 打开支付宝 leaves for the cashier, which returns to /pay/result, and the membership is active', async () => {
    // signed in through the API, so the journey starts where this test's subject does: the dialog on a phone
    const phone = '13722223333';
    const post = (path: string, body: unknown) => fetch(`${studio.baseUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then((r) => r.json() as Promise<{ code: number; data: unknown }>);
    expect((await post('/api/sms/login_verify_code', { phone })).code).toBe(200);
    const login = await post('/api/user/loginBySms', { phone, code: await lastSmsCode(studio.baseUrl, phone) });
    expect(login.code).toBe(200);
    // a phone as it is: 390 px, touch (pointer: coarse) and a mobile viewport, which zooms out a page wider
    // than the screen, so every page must fit 390 px (issue 19)
    const context = await studio.browser.newContext({ baseURL: studio.baseUrl, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3, locale: 'zh-CN' });
    await context.addInitScript((user) => {
      if (!localStorage.getItem('peiyin.token')) {
        localStorage.setItem('peiyin.loginUser', JSON.stringify(user));
        localStorage.setItem('peiyin.token', (user as { token: string }).token);
      }
    }, login.data);
    const page = await context.newPage();
    await page.goto('/');
    // on a phone the VIP button lives in the header's menu drawer
    await page.getByRole('button', { name: '打开菜单' }).tap();
    await page.getByRole('dialog', { name: '导航菜单' }).getByRole('button', { name: '开通会员' }).tap();
    const dialog = vipDialog(page);
    // no QR on the phone that would have to scan it: a button opens the wallet (here the sandbox cashier)
    const open = dialog.getByRole('button', { name: '打开支付宝' });
    await expect.poll(() => open.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await dialog.getByRole('img', { name: /支付二维码/ }).count()).toBe(0);
    // a finger, as on a phone
    await open.tap();
    await page.waitForURL(/\/pay\/sandbox\?/);
    await page.getByRole('button', { name: '确认支付' }).click();
    // the cashier sends the phone back to the result page, which asks at once and shows the outcome
    await page.waitForURL(/\/pay\/result\?orderNo=/, { timeout: 15_000 });
    await expect.poll(() => page.getByRole('heading', { name: '支付成功' }).isVisible(), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => page.getByText(/^已开通高级会员·月卡，高级会员有效期至/).isVisible()).toBe(true);
    // and the menu now offers a renewal, with the member's level
    await page.getByRole('button', { name: '打开菜单' }).tap();
    const menu = page.getByRole('dialog', { name: '导航菜单' });
    await expect.poll(() => menu.getByRole('button', { name: '续费会员' }).isVisible(), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => menu.getByText('高级会员').first().isVisible()).toBe(true);
    await context.close();
  });
});
