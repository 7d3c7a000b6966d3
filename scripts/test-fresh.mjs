// `pnpm test:fresh`: what a fresh machine does with this repository, on this one. Clones the committed HEAD into a
// temporary folder and runs `.ci/run` there with a HOME of its own, so npm's and pnpm's caches, pnpm's store and any
// browser cache start empty (a green run in a working copy can hide a warm cache, a missing install step, or an
// untracked file the tests need). Debian packages are the machine's: `.ci/run` installs what is missing.
//
//   pnpm test:fresh            clone HEAD, run .ci/run, print the verdict and the time taken
//   KEEP_FRESH=1 pnpm test:fresh   keep the folder afterwards (its path is printed)
//
// Uncommitted changes are not part of the run: commit first.
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dirty = spawnSync('git', ['status', '--porcelain'], { cwd: root, encoding: 'utf8' }).stdout.trim();
if (dirty) console.warn('test:fresh: uncommitted changes are not part of the run (it clones HEAD)');
const head = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).stdout.trim();

const scratch = mkdtempSync(path.join(tmpdir(), 'peiyin-fresh-'));
const clone = path.join(scratch, 'peiyin');
const home = path.join(scratch, 'home');
mkdirSync(home);
const cloned = spawnSync('git', ['clone', '--quiet', '--no-local', '--no-hardlinks', root, clone], { stdio: 'inherit' });
if (cloned.status !== 0) process.exit(cloned.status ?? 1);

// Nothing of this shell's tool state may leak in: no npm_* settings from a `pnpm` parent, no caches under the old
// HOME, no store or cache directories set by variables.
const env = {};
for (const [key, value] of Object.entries(process.env)) {
  if (/^(npm_|pnpm_|xdg_|playwright_|puppeteer_|vitest|node_options$|ci$|init_cwd$)/i.test(key)) continue;
  env[key] = value;
}
Object.assign(env, {
  HOME: home,
  XDG_CACHE_HOME: path.join(home, '.cache'),
  XDG_DATA_HOME: path.join(home, '.local/share'),
  XDG_CONFIG_HOME: path.join(home, '.config'),
  XDG_STATE_HOME: path.join(home, '.local/state'),
  npm_config_cache: path.join(home, '.npm'),
  // node_modules/.bin of this checkout must not shadow the clone's own tools
  PATH: (process.env.PATH ?? '').split(path.delimiter).filter((entry) => !path.resolve(entry).startsWith(root)).join(path.delimiter),
});

const log = path.join(scratch, 'ci.log');
const out = createWriteStream(log);
console.log(`test:fresh: ${head} cloned into ${clone}; HOME=${home}; log ${log}`);
const started = Date.now();
const child = spawn('bash', ['.ci/run'], { cwd: clone, env, stdio: ['ignore', 'pipe', 'pipe'] });
for (const stream of [child.stdout, child.stderr]) {
  stream.on('data', (chunk) => {
    process.stdout.write(chunk);
    out.write(chunk);
  });
}
child.on('close', (code) => {
  out.end();
  const minutes = ((Date.now() - started) / 60_000).toFixed(1);
  console.log(`\ntest:fresh: ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${minutes} min on a fresh clone of ${head} (limit 45 min)`);
  // a failed run keeps its folder: the log and the clone are what there is to look at
  if (process.env.KEEP_FRESH || code !== 0) console.log(`test:fresh: kept ${scratch}`);
  else rmSync(scratch, { recursive: true, force: true });
  process.exit(code ?? 1);
});
