// No import cycles anywhere (ARCHITECTURE.md "Import rules"): `pnpm lint` runs import-x/no-cycle over the
// whole repository. These tests prove the rule fires on a real cycle and stays quiet on a type-only back
// edge, and that the server's module folders depend on each other in one direction only.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const fixtures = path.join(root, 'tests/lint/fixtures');
// The fixtures are ignored by `pnpm lint` (a deliberate cycle would fail it); here they are linted on purpose.
const eslint = new ESLint({ cwd: root, ignore: false });

async function cycleMessages(dir: string): Promise<string[]> {
  const results = await eslint.lintFiles([path.join(fixtures, dir, '*.ts')]);
  return results.flatMap((result) =>
    result.messages.filter((m) => m.ruleId === 'import-x/no-cycle').map((m) => `${path.basename(result.filePath)}: ${m.message}`),
  );
}

describe('import cycles', { timeout: 60_000 }, () => {
  it('fail lint when two files import each other', async () => {
    const messages = await cycleMessages('cycle');
    expect(messages).toEqual([expect.stringMatching(/^a\.ts: Dependency cycle/), expect.stringMatching(/^b\.ts: Dependency cycle/)]);
  });

  it('pass lint when the way back is a type-only import (erased at run time)', async () => {
    expect(await cycleMessages('types-only')).toEqual([]);
  });
});

/// The run-time imports of a file that leave it for a relative path (type-only imports are erased).
function runtimeImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const match of source.matchAll(/^(?:import|export)\s+(type\s+)?[^;]*?from\s+'(\.[^']+)'/gm)) {
    if (!match[1]) found.push(path.resolve(path.dirname(file), match[2]!));
  }
  return found;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : /\.(ts|mts)$/.test(name) && !name.endsWith('.test.ts') ? [full] : [];
  });
}

describe('server module folders', () => {
  const modules = path.join(root, 'apps/server/src/modules');
  const folderOf = (file: string) => (file.startsWith(modules + path.sep) ? file.slice(modules.length + 1).split(path.sep)[0]! : null);
  const edges = new Map<string, Set<string>>();
  for (const file of filesUnder(modules)) {
    const from = folderOf(file)!;
    for (const target of runtimeImports(file)) {
      const to = folderOf(target);
      if (to && to !== from) edges.set(from, (edges.get(from) ?? new Set()).add(to));
    }
  }

  it('import each other in one direction only: no cycle between folders', () => {
    const cycles: string[] = [];
    const visit = (folder: string, trail: string[]) => {
      if (trail.includes(folder)) {
        cycles.push([...trail.slice(trail.indexOf(folder)), folder].join(' → '));
        return;
      }
      for (const next of edges.get(folder) ?? []) visit(next, [...trail, folder]);
    };
    for (const folder of edges.keys()) visit(folder, []);
    expect(cycles).toEqual([]);
  });

  it('sees the imports between folders (the check is not vacuous)', () => {
    // tts/repo.ts gives sounds and BGM their URLs with the files module's helper.
    expect([...(edges.get('tts') ?? [])]).toContain('files');
  });
});
