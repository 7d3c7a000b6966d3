// The browsers the tests drive (never `playwright install`: no browser downloads here).
//
// - Journeys (e2e, the component site, the stranger app) assert behaviour: Debian's `chromium`, which moves with
//   the machine's security updates, is right for them.
// - Screenshot baselines assert pixels, and every Chromium update moves text by a pixel. The story tests run in a
//   Chromium whose exact build is fixed by the lockfile: `@sparticuz/chromium` carries chrome-headless-shell inside its
//   npm tarball (brotli-packed), so the build is whatever version the lockfile names, on every machine, with nothing
//   fetched at install or run time. It is unpacked once per version into node_modules/.cache.
//
// Without the networking flags Chromium floods the closed network with connections that are refused.
import { execFileSync } from 'node:child_process';
import { chmodSync, createReadStream, createWriteStream, existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { createBrotliDecompress } from 'node:zlib';
import { playwright } from '@vitest/browser-playwright';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--autoplay-policy=no-user-gesture-required',
  '--font-render-hinting=none',
];

export function chromiumProvider() {
  return playwright({ launchOptions: { executablePath: chromiumPath, args: chromiumArgs } });
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const pinnedPackage = '@sparticuz/chromium';
// the package exports only its entry (build/index.js); its folder is one up
const pinnedDir = path.resolve(path.dirname(createRequire(import.meta.url).resolve(pinnedPackage)), '..');
const pinnedVersion = (JSON.parse(readFileSync(path.join(pinnedDir, 'package.json'), 'utf8')) as { version: string }).version;

/** The screenshot browser: package, version (from the lockfile) and where its executable is unpacked. */
export const pinnedChromium = {
  package: pinnedPackage,
  version: pinnedVersion,
  executablePath: path.join(root, 'node_modules/.cache/pinned-chromium', pinnedVersion, 'chrome-headless-shell'),
};

/// Unpacks the pinned build (≈3 s, 209 MB) unless this version already is; safe when two runs race (rename is atomic).
export async function unpackPinnedChromium(): Promise<string> {
  const target = pinnedChromium.executablePath;
  if (existsSync(target)) return target;
  mkdirSync(path.dirname(target), { recursive: true });
  const partial = `${target}.${process.pid}.partial`;
  try {
    await pipeline(createReadStream(path.join(pinnedDir, 'bin/chromium.br')), createBrotliDecompress(), createWriteStream(partial));
    chmodSync(partial, 0o755);
    renameSync(partial, target);
  } finally {
    rmSync(partial, { force: true });
  }
  return target;
}

/// The build string the executable reports, e.g. `Chromium 153.0.8010.0`.
export function browserBuild(executablePath: string): string {
  return execFileSync(executablePath, ['--version'], { encoding: 'utf8' }).trim();
}

/// Vitest's browser provider for the story tests. The executable is unpacked by the project's globalSetup
/// (tests/setup/screenshotRenderer.ts), which runs before the browser is launched.
export function pinnedChromiumProvider() {
  return playwright({ launchOptions: { executablePath: pinnedChromium.executablePath, args: pinnedChromiumArgs } });
}

/// The screenshot browser's flags (recorded with the baselines: tests/setup/screenshotRenderer.ts).
export const pinnedChromiumArgs = chromiumArgs;
