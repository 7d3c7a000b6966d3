// Proof by a stranger's app (issue 18): the packages as `pnpm pack` ships them, installed with npm into a
// project outside the workspace, used the way another product would use them:
//   (a) a Node program on @peiyin/ssml alone (typed under NodeNext resolution, then run);
//   (b) a Vite + React app that renders SsmlEditor with the toolbar and a chip's pop-up, built and opened
//       in Chromium: type, mark a polyphone, read the SSML out.
// Nothing may come from the workspace: the scratch project sits in the OS temp dir, gets no path aliases,
// and the test asserts that every module the app bundles and every package Node resolves lies inside its
// own node_modules. One npm install serves both programs. The fixture's files are in stranger-app/ and
// are the examples the package READMEs show (checked below).
import { spawn } from 'node:child_process';
import { cpSync, existsSync, lstatSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumArgs, chromiumPath } from '../setup/chromium.ts';
import { serveStatic } from '../setup/static-server.ts';
import { assertBuilt, packageDir, publishable, root } from './dist.ts';
import { startLocalRegistry, type LocalRegistry } from './localRegistry.ts';

const fixture = path.join(root, 'tests/packages/stranger-app');

/** The version installed in the workspace, so the stranger uses what the workspace tests. */
function workspaceVersion(name: string, from = packageDir('ui')): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'node_modules', name, 'package.json');
    if (existsSync(manifest)) return JSON.parse(readFileSync(manifest, 'utf8')).version;
    if (dir === path.dirname(dir)) throw new Error(`${name} is not installed in the workspace`);
  }
}

// The environment of a stranger's shell: none of pnpm's npm_config_* settings, none of vitest's
// variables, and no workspace node_modules/.bin on PATH (pnpm puts it there for scripts).
function strangerEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (/^(npm_|pnpm_|vitest|vite_|node_options$|node_path$|node_env$|init_cwd$|test$)/i.test(key)) continue;
    env[key] = value;
  }
  env.PATH = (process.env.PATH ?? '')
    .split(path.delimiter)
    .filter((entry) => !path.resolve(entry).startsWith(root))
    .join(path.delimiter);
  return env;
}

/** Runs a command to completion and answers its stdout; a failure throws with everything it printed. */
function run(command: string, args: string[], cwd: string, env = strangerEnv(), timeoutMs = 240_000): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve(stdout);
      else reject(new Error(`${command} ${args.join(' ')} (in ${cwd}) exited ${code}:\n${stdout}\n${stderr}`));
    });
  });
}

const timings: Record<string, number> = {};
async function timed<T>(label: string, work: () => Promise<T>): Promise<T> {
  const start = performance.now();
  try {
    return await work();
  } finally {
    timings[label] = Math.round(performance.now() - start);
  }
}

describe('a stranger installs the packed packages', { timeout: 120_000 }, () => {
  let scratch: string;
  let app: string;
  let registry: LocalRegistry | undefined;
  const tarballs: Record<string, string> = {};

  beforeAll(async () => {
    for (const name of publishable) assertBuilt(name);
    scratch = mkdtempSync(path.join(tmpdir(), 'peiyin-stranger-'));
    app = path.join(scratch, 'app');
    // no node_modules above the scratch project: Node and Vite could otherwise find packages there
    for (let dir = path.dirname(scratch); ; dir = path.dirname(dir)) {
      expect(existsSync(path.join(dir, 'node_modules')), `${dir}/node_modules exists`).toBe(false);
      if (dir === path.dirname(dir)) break;
    }

    const packs = path.join(scratch, 'tarballs');
    await timed('pack', () =>
      Promise.all(publishable.map((name) => run('pnpm', ['pack', '--pack-destination', packs], packageDir(name), process.env))),
    );
    for (const file of readdirSync(packs)) {
      const name = publishable.find((n) => file === `peiyin-${n}-${JSON.parse(readFileSync(path.join(packageDir(n), 'package.json'), 'utf8')).version}.tgz`);
      if (name) tarballs[`@peiyin/${name}`] = `file:../tarballs/${file}`;
    }
    expect(Object.keys(tarballs).sort()).toEqual(publishable.map((n) => `@peiyin/${n}`).sort());

    cpSync(fixture, app, { recursive: true });
    const peers = ['react', 'react-dom', 'prosemirror-model', 'prosemirror-state', 'prosemirror-view', 'prosemirror-history', 'prosemirror-commands', 'prosemirror-keymap'];
    const dependencies: Record<string, string> = { ...tarballs, 'prosemirror-transform': workspaceVersion('prosemirror-transform', packageDir('ssml')) };
    for (const name of peers) dependencies[name] = workspaceVersion(name);
    const devDependencies: Record<string, string> = {};
    for (const name of ['vite', '@vitejs/plugin-react', 'typescript', '@types/node']) devDependencies[name] = workspaceVersion(name, root);
    for (const name of ['@types/react', '@types/react-dom']) devDependencies[name] = workspaceVersion(name);
    writeFileSync(path.join(app, 'package.json'), JSON.stringify({ name: 'stranger-app', private: true, type: 'module', dependencies, devDependencies }, null, 2));
    // npm installs from a registry on loopback that serves what the workspace's lockfile installed, into an npm cache
    // of its own: no network, and no warm cache, is needed (tests/packages/localRegistry.ts)
    registry = await startLocalRegistry(path.join(root, 'node_modules/.pnpm'));
    const npmEnv = { ...strangerEnv(), npm_config_registry: `${registry.url}/`, npm_config_cache: path.join(scratch, 'npm-cache') };
    await timed('npm install', () =>
      run('npm', ['install', '--no-audit', '--no-fund', '--ignore-scripts', '--loglevel=error'], app, npmEnv),
    );
  }, 300_000);

  afterAll(async () => {
    await registry?.close();
    // packages the registry did not have are optional ones (other platforms' binaries, peers nobody installed)
    const served = registry && { packuments: registry.served.packuments, tarballs: registry.served.tarballs, notFound: new Set(registry.served.missing).size };
    console.log(`stranger app timings (ms): ${JSON.stringify(timings)}; local registry: ${JSON.stringify(served)}`);
    if (scratch && !process.env.KEEP_STRANGER_APP) rmSync(scratch, { recursive: true, force: true });
  });

  it('installs real copies (no links into the workspace), with one ProseMirror and one React', () => {
    for (const name of publishable) {
      const installed = path.join(app, 'node_modules/@peiyin', name);
      expect(lstatSync(installed).isSymbolicLink(), `@peiyin/${name} is a link`).toBe(false);
      // what a stranger gets: the build and the manifest, not the sources
      expect(existsSync(path.join(installed, 'dist/index.js'))).toBe(true);
      expect(existsSync(path.join(installed, 'src'))).toBe(false);
      // peers are the host's: no nested copy under the package
      const nested = path.join(installed, 'node_modules');
      const own = existsSync(nested) ? readdirSync(nested) : [];
      expect(own.filter((dep) => /^(react|react-dom|prosemirror-.*|@peiyin)$/.test(dep))).toEqual([]);
    }
    expect(existsSync(path.join(app, 'node_modules/@peiyin/ui/dist/styles.css'))).toBe(true);
  });

  it('(a) runs a Node program on @peiyin/ssml alone: pinyin, a break, SSML both ways, length, synthesis plan', async () => {
    // typed under NodeNext resolution (the strictest a Node host uses), then run as plain ESM
    await timed('tsc node', () => run(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.node.json'], app));
    const out = await timed('node', () => run(process.execPath, ['out/ssml-script.js'], app));
    const result = JSON.parse(out);

    expect(result.resolved).toBe(`file://${path.join(app, 'node_modules/@peiyin/ssml/dist/index.js')}`);
    expect(result.phonemeMenu).toBe(true);
    expect(result.ssml).toContain('<voice name="xiaoxiao"');
    expect(result.ssml).toContain('<p>银<phoneme alphabet="sapi" ph="hang 2">行</phoneme>行长说<break time="500ms"/>，欢迎光临。</p><p>再见</p>');
    expect(result.roundTrip).toBe(true);
    expect(result.length).toBe(14);
    const plan = result.plan as Array<{ kind: string; text?: string; ms?: number; phonemes?: unknown }>;
    expect(plan.map((s) => (s.kind === 'speech' ? s.text : s.kind === 'silence' ? s.ms : s.kind))).toEqual(['银行行长说', 500, '，', 200, '欢迎光临。', 400, '再见']);
    expect(JSON.stringify(plan[0])).toContain('hang2');
  });

  it('loads @peiyin/player and @peiyin/api-client in Node from their builds', async () => {
    const out = await run(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `const player = await import('@peiyin/player'); const api = await import('@peiyin/api-client');
         const started = player.transition(player.initialAuditionState(), { type: 'start', chunks: ['你好。'] });
         console.log(JSON.stringify({ player: started.status, api: Object.keys(api), resolved: [import.meta.resolve('@peiyin/player'), import.meta.resolve('@peiyin/api-client')] }));`,
      ],
      app,
    );
    const result = JSON.parse(out);
    expect(result.player).toBe('loading');
    expect(result.api).toEqual(expect.arrayContaining(['createApiClient', 'ApiError', 'contract']));
    for (const url of result.resolved) expect(url).toContain(`${app}/node_modules/@peiyin/`);
  });

  describe('(b) a Vite + React app with SsmlEditor, the toolbar and a markup pop-up', () => {
    let browser: Browser;

    beforeAll(async () => {
      await timed('vite build', () => run(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], app));
    }, 180_000);
    afterAll(async () => {
      await browser?.close();
    });

    it('typechecks against the packages’ declarations', async () => {
      await timed('tsc app', () => run(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.json'], app));
    });

    it('bundles only files of its own project, with one React and one ProseMirror', () => {
      const modules: string[] = JSON.parse(readFileSync(path.join(app, 'modules.json'), 'utf8'));
      const files = modules.filter((id) => !id.startsWith('\0')).map((id) => id.split('?')[0]!);
      expect(files.length).toBeGreaterThan(100);
      expect(files.filter((file) => !file.startsWith(app + path.sep))).toEqual([]);
      const copies = (name: string) => new Set(files.flatMap((file) => file.match(new RegExp(`^(.*/node_modules/${name})/`))?.[1] ?? []));
      for (const name of ['react', 'react-dom', 'prosemirror-model', 'prosemirror-state', 'prosemirror-view', '@peiyin/ssml']) {
        expect([...copies(name)], name).toEqual([path.join(app, 'node_modules', name)]);
      }
      // the editor came from the build of @peiyin/ui, module by module
      expect(files).toContain(path.join(app, 'node_modules/@peiyin/ui/dist/components/SsmlEditor/SsmlEditor.js'));
    });

    it('types a script, marks a polyphone from the toolbar, edits it in the chip’s pop-up and reads the SSML out', async () => {
      const site = await serveStatic(path.join(app, 'dist'));
      try {
        browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
        const page = await browser.newPage({ viewport: { width: 1100, height: 700 } });
        const problems: string[] = [];
        page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
        page.on('console', (message) => {
          if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
        });
        await page.goto(site.url + '/');

        const script = page.getByRole('textbox', { name: '配音文案' });
        await script.click();
        await page.keyboard.type('银行行长说');
        // select 行, the second character
        await page.keyboard.press('Home');
        await page.keyboard.press('ArrowRight');
        await page.keyboard.press('Shift+ArrowRight');

        await page.getByRole('button', { name: '多音字' }).click();
        await page.getByRole('button', { name: 'háng' }).click();
        const chip = page.locator('[data-chip="phoneme"]');
        await expect.poll(() => chip.textContent()).toContain('háng');
        // the compiled stylesheet is applied: the chip has its hue, not a transparent background
        expect(await chip.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');

        // the chip's pop-up (MarkupPopover) shows the chosen reading; choose the other one
        await chip.click();
        await expect.poll(() => page.getByRole('button', { name: 'háng', pressed: true }).count()).toBe(1);
        await page.getByRole('button', { name: 'xíng' }).click();
        await expect.poll(() => chip.textContent()).toContain('xíng');

        await page.getByRole('button', { name: '导出 SSML' }).click();
        const ssml = await page.getByTestId('ssml').textContent();
        expect(ssml).toContain('<p>银<phoneme alphabet="sapi" ph="xing 2">行</phoneme>行长说</p>');
        expect(problems).toEqual([]);
      } finally {
        await site.close();
      }
    });
  });

  it('is the example the package READMEs show', () => {
    const ssmlReadme = readFileSync(path.join(packageDir('ssml'), 'README.md'), 'utf8');
    const editorReadme = readFileSync(path.join(packageDir('ui'), 'src/components/SsmlEditor/README.md'), 'utf8');
    // a file's example part: all of it, or what comes before its "below this line" marker
    const example = (file: string) => readFileSync(path.join(fixture, file), 'utf8').split(/^\/\/ ── below this line/m)[0]!.trim();
    const shown = (readme: string, file: string) => readme.includes(example(file));
    expect(shown(ssmlReadme, 'ssml-script.ts'), 'packages/ssml/README.md shows tests/packages/stranger-app/ssml-script.ts').toBe(true);
    for (const file of ['src/main.tsx', 'src/ScriptEditor.tsx']) {
      expect(shown(editorReadme, file), `the SsmlEditor README shows tests/packages/stranger-app/${file}`).toBe(true);
    }
  });
});
