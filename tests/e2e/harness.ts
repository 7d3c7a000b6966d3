// End-to-end harness: the real server (built web app + API on one origin) on a free port with a fresh data
// directory, driven by Debian's Chromium through playwright-core. Nothing is mocked.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../setup/chromium.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface Studio {
  baseUrl: string;
  dataDir: string;
  server: ChildProcess;
  logs: string[];
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

/** Starts the studio as `pnpm start` would, on a free port with a fresh data dir. */
export async function startStudio(env: Record<string, string> = {}): Promise<Studio> {
  const webDist = path.join(root, 'apps/web/dist');
  if (!existsSync(path.join(webDist, 'index.html'))) {
    throw new Error('apps/web/dist is missing: run `pnpm build` first (`pnpm test` does it).');
  }
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'peiyin-e2e-'));
  const logs: string[] = [];
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'test', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, WEB_DIST: webDist, DATABASE_URL: '', TTS_WARM_UP: 'light', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (d) => logs.push(String(d)));
  server.stderr?.on('data', (d) => logs.push(String(d)));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`server exited early:\n${logs.join('')}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not start in 60 s:\n${logs.join('')}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    baseUrl,
    dataDir,
    server,
    logs,
    async stop() {
      if (server.exitCode === null) {
        server.kill('SIGTERM');
        await new Promise((r) => server.once('exit', r));
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
}

export async function newPage(browser: Browser, baseUrl: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1366, height: 860 }, locale: 'zh-CN' });
  const page = await context.newPage();
  return { context, page };
}

/** The last SMS code the console provider sent to a phone (dev-only endpoint, off in production). */
export async function lastSmsCode(baseUrl: string, phone: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/dev/sms/last?phone=${phone}`);
  const body = (await res.json()) as { code: number; data: { code: string } | null };
  if (body.code !== 200 || !body.data) throw new Error(`no SMS code for ${phone}: ${JSON.stringify(body)}`);
  return body.data.code;
}

/** Signs a new user up through the login dialog (phone + SMS code) and returns the bearer token the app stored. */
export async function signUpInBrowser(page: Page, baseUrl: string, phone: string): Promise<string> {
  const dialog = page.getByRole('dialog').first();
  await page.getByRole('banner').getByRole('button', { name: '登录', exact: true }).click();
  await dialog.getByRole('tab', { name: '手机号登录' }).click();
  await dialog.getByPlaceholder('请输入手机号').fill(phone);
  await dialog.getByRole('button', { name: '获取验证码' }).click();
  let code = '';
  for (let i = 0; i < 50 && !code; i++) {
    code = await lastSmsCode(baseUrl, phone).catch(() => '');
    if (!code) await new Promise((r) => setTimeout(r, 200));
  }
  await dialog.getByPlaceholder('请输入6位短信验证码').fill(code);
  await dialog.getByRole('button', { name: '登录 / 注册' }).click();
  await page.getByRole('banner').getByRole('button', { name: /的账户菜单$/ }).waitFor();
  const token = await page.evaluate(() => localStorage.getItem('peiyin.token'));
  if (!token) throw new Error('no token stored after sign-up');
  return token;
}
