// Journeys of issue 2 in real Chromium against the real server (fresh data dir, built web app):
// a visitor signs up by SMS from a login-required tab, sets a password, signs in with it, meets the
// validation messages, sends feedback, and logs out from the avatar menu.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { lastSmsCode, tolerate, useStudio } from './harness.ts';

const studio = useStudio();

const dialog = (page: Page) => page.getByRole('dialog');
/** The signed-in avatar (its hover menu holds 个人中心 … 退出登录). */
const accountMenu = (page: Page) => page.getByRole('banner').getByRole('button', { name: /的账户菜单$/ });
/** The default avatar of a visitor, which opens the login dialog. */
const loginAvatar = (page: Page) => page.getByRole('banner').getByRole('button', { name: '登录', exact: true });

async function signUpBySms(page: Page, phone: string) {
  await dialog(page).getByRole('tab', { name: '手机号登录' }).click();
  await dialog(page).getByPlaceholder('请输入手机号').fill(phone);
  await dialog(page).getByRole('button', { name: '获取验证码' }).click();
  await expect.poll(() => lastSmsCode(studio.baseUrl, phone).catch(() => ''), { timeout: 10_000 }).not.toBe('');
  const code = await lastSmsCode(studio.baseUrl, phone);
  await dialog(page).getByPlaceholder('请输入6位短信验证码').fill(code);
  await dialog(page).getByRole('button', { name: '登录 / 注册' }).click();
}

describe('sign-in journeys', () => {
  it('a visitor clicks AI写作, signs up by SMS in the login dialog and lands on /gpt signed in', async () => {
    const { context, page } = await studio.newPage();
    await page.goto('/');
    await page.getByRole('link', { name: 'AI写作' }).click();
    await expect.poll(() => dialog(page).isVisible()).toBe(true);
    expect(page.url()).not.toContain('/gpt');

    await signUpBySms(page, '13812345678');

    await page.waitForURL('**/gpt');
    await expect.poll(() => page.getByText('登录成功').first().isVisible()).toBe(true);
    await expect.poll(() => dialog(page).count()).toBe(0);
    await expect.poll(() => accountMenu(page).isVisible()).toBe(true);
    await context.close();
  });

  it('sets a password in /account/password, logs out, and logs in with the password', async () => {
    const { context, page } = await studio.newPage();
    await page.goto('/');
    await loginAvatar(page).click();
    await signUpBySms(page, '13912345678');
    await expect.poll(() => accountMenu(page).isVisible()).toBe(true);

    await page.goto('/account/password');
    await page.getByPlaceholder('请输入新密码').fill('secret_88');
    await page.getByPlaceholder('请再次输入新密码').fill('secret_88');
    await page.getByRole('button', { name: /确认|保存|设置密码/ }).click();
    // spec 02 §4: success asks to log in again; the user is logged out and sent home
    await expect.poll(() => page.getByText('密码设置成功').isVisible()).toBe(true);
    await page.waitForURL((url) => url.pathname === '/home' || url.pathname === '/');
    await expect.poll(() => loginAvatar(page).isVisible()).toBe(true);

    await loginAvatar(page).click();
    await dialog(page).getByPlaceholder('请输入用户名/手机号').fill('13912345678');
    await dialog(page).getByPlaceholder('请输入密码').fill('secret_88');
    await dialog(page).getByRole('button', { name: '登录', exact: true }).click();
    await expect.poll(() => page.getByText('登录成功').first().isVisible()).toBe(true);
    await expect.poll(() => accountMenu(page).isVisible()).toBe(true);
    await context.close();
  });

  it('shows the spec messages for an empty phone, a bad phone and a bad code', async () => {
    const { context, page } = await studio.newPage();
    await page.goto('/');
    await loginAvatar(page).click();
    await dialog(page).getByRole('tab', { name: '手机号登录' }).click();

    await dialog(page).getByRole('button', { name: '登录 / 注册' }).click();
    await expect.poll(() => dialog(page).getByText('手机号不能为空').isVisible()).toBe(true);

    await dialog(page).getByPlaceholder('请输入手机号').fill('12345');
    await dialog(page).getByRole('button', { name: '登录 / 注册' }).click();
    await expect.poll(() => dialog(page).getByText('手机号格式不正确').isVisible()).toBe(true);

    await dialog(page).getByPlaceholder('请输入手机号').fill('13700001111');
    await dialog(page).getByPlaceholder('请输入6位短信验证码').fill('12ab');
    await dialog(page).getByRole('button', { name: '登录 / 注册' }).click();
    await expect.poll(() => dialog(page).getByText('短信验证码格式错误').isVisible()).toBe(true);

    // a well-formed code that was never sent is refused by the server with its own message (not just any text
    // mentioning 验证码: the 获取验证码 button always does), and the dialog stays open
    tolerate(/Failed to load resource: the server responded with a status of 400 .*\/api\/user\/loginBySms/, 'the wrong code answers 400, on purpose');
    await dialog(page).getByPlaceholder('请输入6位短信验证码').fill('000000');
    await dialog(page).getByRole('button', { name: '登录 / 注册' }).click();
    await expect.poll(() => page.getByText('短信验证码已失效，请重新获取').first().isVisible()).toBe(true);
    expect(await dialog(page).isVisible()).toBe(true);
    await context.close();
  });

  it('submits feedback from the right toolbar and sees 提交成功', async () => {
    const { context, page } = await studio.newPage();
    await page.goto('/');
    await page.getByRole('button', { name: '意见反馈' }).click();
    await dialog(page).getByRole('button', { name: '提交' }).click();
    await expect.poll(() => dialog(page).getByText('反馈内容不能为空').isVisible()).toBe(true);
    await dialog(page).getByPlaceholder(/请详细描述您的建议/).fill('希望增加粤语主播');
    await dialog(page).getByPlaceholder(/name@example.com/).fill('creator@example.com');
    await dialog(page).getByRole('button', { name: '提交' }).click();
    await expect.poll(() => page.getByRole('dialog', { name: '提交成功' }).isVisible()).toBe(true);
    // the form itself is gone and what was typed was accepted by the server
    await expect.poll(() => page.getByPlaceholder(/请详细描述您的建议/).count()).toBe(0);
    await context.close();
  });

  it('logging out from the avatar menu clears the session', async () => {
    const { context, page } = await studio.newPage();
    await page.goto('/');
    await loginAvatar(page).click();
    await signUpBySms(page, '13612345678');
    await expect.poll(() => accountMenu(page).isVisible()).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('peiyin.token'))).toBeTruthy();

    await accountMenu(page).hover();
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    await expect.poll(() => loginAvatar(page).isVisible()).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('peiyin.token'))).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('peiyin.loginUser'))).toBeNull();

    // and a reload does not bring it back
    await page.reload();
    await expect.poll(() => loginAvatar(page).isVisible()).toBe(true);
    await context.close();
  });
});
