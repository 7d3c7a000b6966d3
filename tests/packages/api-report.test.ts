// The public surface changes on purpose only (issue 18): each installable package's exports, as its
// built declarations give them, must match the API report committed in packages/<name>/etc/. A change
// to an export fails here until the report is regenerated (`pnpm api-report`) and committed beside it.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiReport } from '../../scripts/api-report.ts';
import { assertBuilt, packageDir, publishable } from './dist.ts';

/** The first line where two texts differ, for a message a person can act on. */
function firstDifference(committed: string, fresh: string): string {
  const a = committed.split('\n');
  const b = fresh.split('\n');
  const line = a.findIndex((text, i) => text !== b[i]);
  if (line === -1) return `the build's report has ${b.length - a.length} more lines at the end`;
  return `line ${line + 1}: committed ${JSON.stringify(a[line] ?? '')}, build ${JSON.stringify(b[line] ?? '')}`;
}

describe('API reports', { timeout: 120_000 }, () => {
  it.each(publishable)('@peiyin/%s exports exactly what its committed report says', (name) => {
    // ui's declarations import ssml's and player's
    for (const built of name === 'ui' ? (['ssml', 'player', 'ui'] as const) : [name]) assertBuilt(built);
    const result = apiReport(packageDir(name), false);
    expect(result.errors, `API Extractor could not read packages/${name}/dist/index.d.ts`).toEqual([]);
    const committed = readFileSync(path.join(packageDir(name), `etc/${name}.api.md`), 'utf8');
    expect(
      result.changed,
      `${result.packageName}'s public API no longer matches ${result.reportPath} (${firstDifference(committed, result.fresh)}). ` +
        'If the change is on purpose, run `pnpm api-report`, commit the report, and add a changeset (`pnpm changeset`).',
    ).toBe(false);
  });

  it('notices an export that disappeared', () => {
    assertBuilt('ssml');
    // a copy of @peiyin/ssml whose build lost one export, checked against the committed report
    const dir = mkdtempSync(path.join(tmpdir(), 'api-report-check-'));
    try {
      for (const part of ['package.json', 'etc', 'dist/index.d.ts']) cpSync(path.join(packageDir('ssml'), part), path.join(dir, part), { recursive: true });
      const dts = path.join(dir, 'dist/index.d.ts');
      const before = readFileSync(dts, 'utf8');
      const after = before.replace(/(^export \{.*?) toSrt,/m, '$1');
      expect(after).not.toBe(before);
      writeFileSync(dts, after);

      const result = apiReport(dir, false);
      expect(result.changed).toBe(true);
      expect(readFileSync(path.join(dir, 'etc/ssml.api.md'), 'utf8')).toContain('export function toSrt(');
      expect(result.fresh).not.toContain('export function toSrt(');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
