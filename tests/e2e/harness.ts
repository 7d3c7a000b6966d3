// End-to-end harness: the real server (built web app + API on one origin) on a free port with a fresh data
// directory, driven by Debian's Chromium through playwright-core. Nothing is mocked.
//
// Every page made by `newPage` is watched: a console error, an uncaught exception or a Content-Security-Policy
// violation fails the test that was running (`tolerate` names the few messages a test provokes on purpose).
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../setup/chromium.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface Studio {
  baseUrl: string;
  dataDir: string;
  server: ChildProcess;
  logs: string[];
  stop(): Promise<void>;
}

/** How the web app is served to the browser. */
export type WebMode =
  /** the built app, served by the API server on one origin: what `pnpm start` runs */
  | 'built'
  /** Vite's development server with React's development build (StrictMode double-runs effects), proxying
   * /api to the API server: what `pnpm dev` runs */
  | 'dev';

export interface StudioOptions {
  /** @default 'built' */
  web?: WebMode;
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

async function waitUntilServing(url: string, child: ChildProcess, logs: string[], what: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${what} exited early:\n${logs.join('')}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${what} did not start in 60 s:\n${logs.join('')}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

/** Starts the studio on a free port with a fresh data dir: as `pnpm start` would (`web: 'built'`, the default),
 * or as `pnpm dev` would (`web: 'dev'`: the API server plus Vite's development server in front of it). */
export async function startStudio(env: Record<string, string> = {}, options: StudioOptions = {}): Promise<Studio> {
  const web = options.web ?? 'built';
  const webDist = path.join(root, 'apps/web/dist');
  if (web === 'built' && !existsSync(path.join(webDist, 'index.html'))) {
    throw new Error('apps/web/dist is missing: run `pnpm build` first (`pnpm test` does it).');
  }
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'peiyin-e2e-'));
  const logs: string[] = [];
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST: web === 'built' ? webDist : '',
      DATABASE_URL: '',
      TTS_WARM_UP: 'light',
      // the neural voice only where a test asks for it (its weights load in seconds, per server)
      TTS_ENGINES: 'espeak',
      // the embedded recogniser only where a test asks for it: no weights here, none fetched (a test that sets
      // ASR_BASE_URL or ASR_MODELS_DIR gets that provider instead)
      ASR_WHISPER_DIR: path.join(dataDir, 'no-models'),
      ASR_WHISPER_DOWNLOAD: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (d) => logs.push(String(d)));
  server.stderr?.on('data', (d) => logs.push(String(d)));
  const apiUrl = `http://127.0.0.1:${port}`;
  await waitUntilServing(`${apiUrl}/api/health`, server, logs, 'server');

  let vite: ChildProcess | null = null;
  let baseUrl = apiUrl;
  if (web === 'dev') {
    // the same Vite and config as `pnpm dev` (scripts/dev.mjs), on its own port, proxying /api to this server
    const webPort = await freePort();
    vite = spawn(process.execPath, [path.join(root, 'apps/web/node_modules/vite/bin/vite.js'), '--host', '127.0.0.1', '--port', String(webPort), '--strictPort'], {
      cwd: path.join(root, 'apps/web'),
      env: { ...process.env, NODE_ENV: 'development', API_PORT: String(port), WEB_PORT: String(webPort) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    vite.stdout?.on('data', (d) => logs.push(String(d)));
    vite.stderr?.on('data', (d) => logs.push(String(d)));
    baseUrl = `http://127.0.0.1:${webPort}`;
    await waitUntilServing(`${baseUrl}/`, vite, logs, 'vite dev server');
    await waitUntilServing(`${baseUrl}/api/health`, vite, logs, 'vite proxy');
  }
  return {
    baseUrl,
    dataDir,
    server,
    logs,
    async stop() {
      if (vite) await stopChild(vite);
      await stopChild(server);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
}

/** Something a page did that a working studio never does. */
export interface PageProblem {
  kind: 'console' | 'pageerror' | 'csp';
  text: string;
  url: string;
}

/** Messages the running test provokes on purpose (see `tolerate`); forgotten after the test. Nothing is
 * tolerated everywhere: a journey that logs an error it did not ask for fails. */
let toleratedInTest: Array<{ pattern: RegExp; why: string }> = [];

/**
 * Lets the running test's pages log messages matching `pattern`, because the test provokes them on purpose:
 * e.g. Chromium prints "Failed to load resource: … 400" for an API call that the test makes fail to see the
 * app's message. Say why; the allowance ends with the test.
 */
export function tolerate(pattern: RegExp, why: string): void {
  toleratedInTest.push({ pattern, why });
}

const isTolerated = (text: string) => toleratedInTest.some(({ pattern }) => pattern.test(text));

const problems: PageProblem[] = [];
const openContexts = new Set<BrowserContext>();

/** Watches every page of `context`: console errors, uncaught exceptions and CSP violations are collected and
 * fail the running test (see the afterEach below). */
async function watchProblems(context: BrowserContext): Promise<void> {
  await context.exposeBinding('__peiyinReportCsp', ({ page }, violation: { directive: string; blocked: string; source: string }) => {
    // never tolerated: the policy and the app must agree
    problems.push({ kind: 'csp', text: `${violation.directive} blocked ${violation.blocked || '(inline)'} ${violation.source}`.trim(), url: page.url() });
  });
  // Chromium also prints a violation on the console, but only the event names the directive and the blocked
  // URL reliably (and a report-only policy would print nothing).
  await context.addInitScript(() => {
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        const report = (window as unknown as { __peiyinReportCsp?: (v: object) => void }).__peiyinReportCsp;
        report?.({ directive: event.effectiveDirective, blocked: event.blockedURI, source: event.sourceFile ? `${event.sourceFile}:${event.lineNumber}` : '' });
      },
      true,
    );
  });
  const attach = (page: Page) => {
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const where = message.location();
      const text = where.url ? `${message.text()} (${where.url}:${where.lineNumber})` : message.text();
      if (!isTolerated(text)) problems.push({ kind: 'console', text, url: page.url() });
    });
    page.on('pageerror', (error) => {
      const text = error.stack || `${error.name}: ${error.message}`;
      if (!isTolerated(text)) problems.push({ kind: 'pageerror', text, url: page.url() });
    });
  };
  context.pages().forEach(attach);
  context.on('page', attach);
}

/** Hands the problems seen since the last call over to the caller (and forgets them). */
export function takePageProblems(): PageProblem[] {
  return problems.splice(0, problems.length);
}

// Registered once per test file (each file imports this module afresh): a test whose pages logged an error or
// broke the CSP fails, even when everything it asserted held. Outside a test run (`pnpm bench home-size` starts
// a studio with this module) there is no test to fail.
if (process.env.VITEST) afterEach(async () => {
  // a test that failed midway leaves its pages open: they would go on talking into the next test
  await Promise.all([...openContexts].map((context) => context.close().catch(() => undefined)));
  openContexts.clear();
  toleratedInTest = [];
  const found = takePageProblems();
  if (found.length > 0) {
    throw new Error(`the page reported ${found.length} problem(s):\n${found.map((p) => `  [${p.kind}] ${p.text}  at ${p.url}`).join('\n')}`);
  }
});

/** A watched page in a new context: a desktop window unless `screen` says otherwise (e.g. `phoneScreen`). */
export async function newPage(browser: Browser, baseUrl: string, screen: BrowserContextOptions = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1366, height: 860 }, locale: 'zh-CN', ...screen });
  // Vite's development server transforms a page's modules on their first request (hundreds for the editor):
  // on 2 busy cores that first navigation can outlast Playwright's 30 s default. A page that never loads
  // still fails, later.
  context.setDefaultNavigationTimeout(90_000);
  await watchProblems(context);
  openContexts.add(context);
  context.on('close', () => openContexts.delete(context));
  const page = await context.newPage();
  return { context, page };
}

/** One studio and the file's browser, for the tests of the file (or `describe`) that asked for it. */
export interface StudioFixture {
  readonly studio: Studio;
  readonly browser: Browser;
  readonly baseUrl: string;
  readonly dataDir: string;
  readonly logs: string[];
  /** A watched page (see `newPage`) on this studio: a desktop window unless `screen` says otherwise. */
  newPage(screen?: BrowserContextOptions): Promise<{ context: BrowserContext; page: Page }>;
  /** Signs a new user up through this page's login dialog (see `signUpInBrowser`); returns the bearer token. */
  signUp(page: Page, phone: string): Promise<string>;
}

/** The one browser of a test file, launched when a studio first needs it and closed after the file. */
let fileBrowser: Promise<Browser> | null = null;
if (process.env.VITEST) afterAll(async () => {
  const launched = fileBrowser;
  fileBrowser = null;
  // a launch that failed has failed the file's first hook already
  const browser = await launched?.catch(() => null);
  await browser?.close();
});

/**
 * The setup block of an e2e file: starts a studio (a server of its own, fresh data) before the tests of the
 * enclosing file or `describe`, and stops it after them; the file's browser is launched once and shared.
 * `env` may be a function, called in `beforeAll`, for what exists only once the file's own `beforeAll`s
 * (registered earlier; they run first) have started something, e.g. a fake provider's address.
 * Every page it makes is watched like `newPage`'s: a console error or CSP violation fails the test.
 */
export function useStudio(env: Record<string, string> | (() => Record<string, string> | Promise<Record<string, string>>) = {}, options: StudioOptions = {}): StudioFixture {
  let studio: Studio | undefined;
  let browser: Browser | undefined;
  const started = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`the ${what} is not started yet: use it inside a test or a later hook`);
    return value;
  };
  beforeAll(async () => {
    fileBrowser ??= launchBrowser();
    const [launched, server] = await Promise.allSettled([fileBrowser, (async () => startStudio(typeof env === 'function' ? await env() : env, options))()]);
    // kept even when the other failed, so that afterAll stops what did start
    if (server.status === 'fulfilled') studio = server.value;
    if (launched.status === 'fulfilled') browser = launched.value;
    if (server.status === 'rejected') throw server.reason;
    if (launched.status === 'rejected') throw launched.reason;
  });
  afterAll(async () => {
    await studio?.stop();
  });
  return {
    get studio() {
      return started(studio, 'studio');
    },
    get browser() {
      return started(browser, 'browser');
    },
    get baseUrl() {
      return started(studio, 'studio').baseUrl;
    },
    get dataDir() {
      return started(studio, 'studio').dataDir;
    },
    get logs() {
      return started(studio, 'studio').logs;
    },
    newPage: (screen = {}) => newPage(started(browser, 'browser'), started(studio, 'studio').baseUrl, screen),
    signUp: (page, phone) => signUpInBrowser(page, started(studio, 'studio').baseUrl, phone),
  };
}

/** A phone as people hold it (issue 19): 390 × 844 CSS px at 3×, touch (pointer: coarse) and a mobile viewport,
 * which zooms out a page wider than the screen just as a phone's browser does. */
export const phoneScreen: BrowserContextOptions = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 };

/** The last SMS code the console provider sent to a phone (dev-only endpoint, off in production). */
export async function lastSmsCode(baseUrl: string, phone: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/dev/sms/last?phone=${phone}`);
  const body = (await res.json()) as { code: number; data: { code: string } | null };
  if (body.code !== 200 || !body.data) throw new Error(`no SMS code for ${phone}: ${JSON.stringify(body)}`);
  return body.data.code;
}

/** The text of a picture captcha the page shows (its `data:image/svg+xml;base64,…` address), from the
 * development answer book (off in production): the pictures are random, as they must be. */
export async function captchaAnswer(baseUrl: string, dataUrl: string): Promise<string> {
  const svg = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  const sha256 = createHash('sha256').update(svg).digest('hex');
  const res = await fetch(`${baseUrl}/api/dev/captcha/answer?sha256=${sha256}`);
  const body = (await res.json()) as { code: number; data: { text: string } | null };
  if (body.code !== 200 || !body.data) throw new Error(`no answer for the captcha: ${JSON.stringify(body)}`);
  return body.data.text;
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
