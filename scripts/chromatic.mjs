#!/usr/bin/env node
// `pnpm chromatic`: publishes the component site to Chromatic for visual review by designers, when
// CHROMATIC_PROJECT_TOKEN is set (the project token from chromatic.com, a secret of the CI that may
// publish). Without a token it says so and succeeds, so CI runs it everywhere and only publishes where
// the secret exists. The offline gate stays the committed screenshot baselines of `pnpm test`; Chromatic
// adds a hosted site, review and approval of visual changes on top.
// It publishes storybook-static/ when `pnpm build-storybook` (part of `pnpm test`) has built it, else
// lets Chromatic build it. Extra arguments go to the chromatic CLI (e.g. `pnpm chromatic --only-changed`).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log('chromatic: skipped (CHROMATIC_PROJECT_TOKEN is not set; see README "Visual review on Chromatic")');
  process.exit(0);
}

const built = path.join(root, 'storybook-static');
const args = [
  'exec',
  'chromatic',
  // visual changes are for review in Chromatic, not a failed build: the baselines in git gate merges
  '--exit-zero-on-changes',
  ...(existsSync(path.join(built, 'index.json')) ? ['--storybook-build-dir', built] : ['--build-script-name', 'build-storybook']),
  ...process.argv.slice(2),
];
const result = spawnSync('pnpm', args, { cwd: root, stdio: 'inherit' });
process.exit(result.status ?? 1);
