// globalSetup of the `storybook` project: the screenshot baselines are only worth comparing in the renderer they were
// recorded with. That renderer is the pinned Chromium (tests/setup/chromium.ts) plus the system fonts it draws text
// with, and both are written down in .storybook/screenshot-renderer.json when the baselines are recorded
// (`vitest run --project storybook -u`). A run in another renderer fails every visual test with a message naming
// the two, instead of hundreds of pixel diffs that would look like regressions.
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import type {} from './screenshotRendererContext.ts';
import { browserBuild, pinnedChromium, pinnedChromiumArgs, unpackPinnedChromium } from './chromium.ts';

import type {} from './screenshotRendererContext.ts';

export interface ScreenshotRenderer {
  /** What the browser reports, e.g. `Chromium 153.0.8010.0`. */
  browser: string;
  /** The npm package and version the browser comes from. */
  package: string;
  /** The flags it is launched with (some change how text is drawn). */
  flags: string[];
  /** For each font pattern the stories' text resolves through (the theme's stacks): the file fontconfig picks and its SHA-256. */
  fonts: Record<string, string>;
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const rendererFile = path.join(root, '.storybook/screenshot-renderer.json');

// The theme's body stack ends in Noto Sans CJK SC (on Linux), then sans-serif; code uses monospace. Pictures drawn as
// SVG data URLs (the activity banner, captcha fixtures) name Noto Sans CJK SC too, and cannot use anything else.
const fontPatterns = ['Noto Sans CJK SC', 'Noto Sans CJK SC:bold', 'Noto Sans Mono CJK SC', 'sans-serif', 'sans-serif:bold', 'monospace', 'serif'];

function fontFingerprint(pattern: string): string {
  let file: string;
  try {
    file = execFileSync('fc-match', ['-f', '%{file}', pattern], { encoding: 'utf8' }).trim();
  } catch {
    return 'fc-match unavailable';
  }
  const digest = createHash('sha256').update(readFileSync(file)).digest('hex');
  return `${path.basename(file)} sha256:${digest.slice(0, 16)}`;
}

export async function currentRenderer(): Promise<ScreenshotRenderer> {
  const executable = await unpackPinnedChromium();
  return {
    browser: browserBuild(executable),
    package: `${pinnedChromium.package}@${pinnedChromium.version}`,
    flags: pinnedChromiumArgs,
    fonts: Object.fromEntries(fontPatterns.map((pattern) => [pattern, fontFingerprint(pattern)])),
  };
}

function readRecorded(): ScreenshotRenderer | null {
  try {
    return JSON.parse(readFileSync(rendererFile, 'utf8')) as ScreenshotRenderer;
  } catch {
    return null;
  }
}

/// What differs between the renderer the baselines were recorded in and this one, as one message, or null.
export function rendererMismatch(recorded: ScreenshotRenderer | null, current: ScreenshotRenderer): string | null {
  const rerecord = 'Re-record on purpose (look at every changed picture): pnpm vitest run --project storybook -u';
  if (!recorded) return `No renderer is recorded for the screenshot baselines (${path.relative(root, rendererFile)} is missing). ${rerecord}`;
  const differences: string[] = [];
  if (recorded.browser !== current.browser) {
    differences.push(`browser: baselines recorded with ${recorded.browser} (${recorded.package}), this run has ${current.browser} (${current.package})`);
  }
  if (JSON.stringify(recorded.flags ?? []) !== JSON.stringify(current.flags)) {
    differences.push(`browser flags: baselines recorded with ${(recorded.flags ?? []).join(' ') || 'none'}, this run has ${current.flags.join(' ')}`);
  }
  for (const pattern of new Set([...Object.keys(recorded.fonts), ...Object.keys(current.fonts)])) {
    if (recorded.fonts[pattern] !== current.fonts[pattern]) {
      differences.push(`font "${pattern}": baselines recorded with ${recorded.fonts[pattern] ?? 'nothing'}, this machine has ${current.fonts[pattern] ?? 'nothing'}`);
    }
  }
  if (differences.length === 0) return null;
  return `The screenshot baselines were recorded in another renderer, so pixels cannot be compared:\n- ${differences.join('\n- ')}\n${rerecord}`;
}

export default async function setup(project: TestProject) {
  const current = await currentRenderer();
  const updating = project.config.snapshotOptions.updateSnapshot === 'all';
  let recorded = readRecorded();
  if (updating || (!recorded && !process.env.CI)) {
    // Recording (-u) writes down the renderer the new baselines come from; the commit carries it with them.
    writeFileSync(rendererFile, `${JSON.stringify(current, null, 2)}\n`);
    recorded = current;
  }
  const mismatch = rendererMismatch(recorded, current);
  project.provide('screenshotRendererMismatch', mismatch);
  console.log(`storybook: screenshots compared in ${current.browser} (${current.package})${mismatch ? ' — NOT the renderer the baselines were recorded in' : ''}`);
}
