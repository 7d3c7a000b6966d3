// Account pages and the WeChat flavour in real Chromium against the real server: nickname change shows in the
// header, binding an inviter's code once, and first-time WeChat QR login through the sandbox provider with
// the phone-binding dialog (spec 01 §4), on a build of the `wechat` flavour.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { lastSmsCode, useStudio } from './harness.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dialog = (page: Page) => page.getByRole('dialog').first();
const accountMenu = (page: Page) => page.getByRole('banner').getByRole('button', { name: /的账户菜单$/ });

describe('account pages', () => {
  const studio = useStudio();

  it('changes the nickname and the header shows it', async () => {
    const { context, page } = await studio.newPage();
    await page.goto('/');
    await studio.signUp(page, '13511112222');
    await page.goto('/account');
    await page.waitForURL('**/account/userinfo');
    await page.getByPlaceholder('请输入用户昵称').fill('配音小王');
    await page.getByRole('button', { name: '保存修改' }).click();
    await expect.poll(() => page.getByText('修改成功！').isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('banner').getByRole('button', { name: '配音小王的账户菜单' }).isVisible()).toBe(true);
    // and the server kept it
    await page.reload();
    await expect.poll(() => page.getByPlaceholder('请输入用户昵称').inputValue()).toBe('配音小王');
    await context.close();
  });

  it("binds an inviter's code once; afterwards the page shows the bound code", async () => {
    const inviter = await studio.newPage();
    await inviter.page.goto('/');
    await studio.signUp(inviter.page, '13533334444');
    await inviter.page.goto('/account/inviter');
    const code = (await inviter.page.getByTestId('own-invite-code').textContent())!.trim();
    expect(code).toMatch(/^\d{6}$/);
    await inviter.context.close();

    const { context, page } = await studio.newPage();
    await page.goto('/');
    await studio.signUp(page, '13555556666');
    await page.goto('/account/inviter');
    await page.getByRole('button', { name: '立即绑定' }).click();
    await expect.poll(() => page.getByText('邀请码不能为空').isVisible()).toBe(true);
    await page.getByPlaceholder('请输入6位邀请码').fill(code);
    await page.getByRole('button', { name: '立即绑定' }).click();
    await expect.poll(() => page.getByText('绑定成功').first().isVisible()).toBe(true);
    await page.reload();
    await expect.poll(() => page.getByText(code).first().isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: '立即绑定' }).count()).toBe(0);
    await context.close();
  });

  it('makes an API key shown once, which another tool synthesises with; the page then shows its usage (issue 29)', async () => {
    const { context, page } = await studio.newPage();
    await page.goto('/');
    await studio.signUp(page, '13577778888');
    await page.goto('/account/apikeys');
    await page.getByRole('textbox', { name: '密钥名称' }).fill('剪辑软件');
    await page.getByRole('button', { name: '创建密钥' }).click();
    const secret = (await page.getByTestId('api-key-secret').textContent())!.trim();
    expect(secret).toMatch(/^py-/);
    // another tool, with the key only
    const speech = await fetch(`${studio.baseUrl}/v1/audio/speech`, {
      method: 'POST',
      headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
      body: JSON.stringify({ model: 'tts-1', voice: '晓岚', input: '你好，欢迎收听。', response_format: 'mp3' }),
    });
    expect(speech.status).toBe(200);
    expect(speech.headers.get('content-type')).toBe('audio/mpeg');
    expect((await speech.arrayBuffer()).byteLength).toBeGreaterThan(2000);
    // the secret is shown once: after a reload only its prefix is listed, with this month's characters
    await page.reload();
    const row = page.getByRole('table', { name: 'API 密钥' }).getByRole('row').nth(1);
    await expect.poll(() => row.textContent()).toContain('剪辑软件');
    expect(await row.textContent()).toContain(`${secret.slice(0, 9)}…`);
    expect(await row.textContent()).toContain('8 字');
    expect(await page.getByText(secret).count()).toBe(0);
    await expect.poll(() => page.getByRole('progressbar', { name: '本月 API 用量' }).getAttribute('aria-valuenow')).toBe('8');
    await context.close();
  });
});

describe('WeChat flavour', () => {
  let webDist = '';
  // registered before the studio's hooks, so it runs after the studio stopped serving the build
  afterAll(() => {
    if (webDist) rmSync(webDist, { recursive: true, force: true });
  });
  // a build of the wechat flavour, served by its own studio
  const studio = useStudio(() => {
    webDist = mkdtempSync(path.join(tmpdir(), 'peiyin-wechat-web-'));
    execFileSync('pnpm', ['--filter', '@peiyin/web', 'exec', 'vite', 'build', '--outDir', webDist, '--emptyOutDir'], {
      cwd: root,
      env: { ...process.env, VITE_FLAVOUR: 'wechat' },
      stdio: 'ignore',
    });
    return { WEB_DIST: webDist };
  });

  it('first WeChat login opens the bind dialog; binding a phone signs in', async () => {
    const { context, page } = await studio.newPage();
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: '登录', exact: true }).click();
    await dialog(page).getByRole('tab', { name: '微信登录' }).click();
    const frame = page.frameLocator('iframe[title="微信扫码登录"]');
    await frame.getByRole('button', { name: '模拟扫码登录' }).click();

    const bind = page.getByRole('dialog', { name: '绑定手机号' });
    await expect.poll(() => bind.isVisible()).toBe(true);
    await bind.getByPlaceholder('请输入手机号').fill('13577778888');
    await bind.getByRole('button', { name: '获取验证码' }).click();
    await expect.poll(() => lastSmsCode(studio.baseUrl, '13577778888').catch(() => ''), { timeout: 10_000 }).not.toBe('');
    await bind.getByPlaceholder('请输入6位短信验证码').fill(await lastSmsCode(studio.baseUrl, '13577778888'));
    await bind.getByRole('button', { name: '绑定并登录' }).click();

    await expect.poll(() => page.getByText('登录成功').first().isVisible()).toBe(true);
    await expect.poll(() => accountMenu(page).isVisible()).toBe(true);
    await context.close();
  });
});
