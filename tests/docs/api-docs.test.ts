// The reference docs of @peiyin/ssml (issue 3 "Quality bar") are generated from `///` comments by
// scripts/api-docs.ts. These tests keep them whole (every export documented) and current (the
// committed API.md is what the generator writes now), and pin the generator's markdown.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectApi, generateApiDocs, type ApiEntry } from '../../scripts/api-docs.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const ssmlDir = path.join(root, 'packages/ssml');

describe('@peiyin/ssml reference docs', { timeout: 60_000 }, () => {
  let entries: ApiEntry[];
  // Building a TypeScript program of the package takes a few seconds: do it once.
  beforeAll(() => {
    entries = collectApi(ssmlDir);
  }, 60_000);

  it('covers every runtime export of src/index.ts', async () => {
    const runtime = Object.keys(await import('../../packages/ssml/src/index.ts'));
    const documented = new Set(entries.map((e) => e.name));
    expect(runtime.filter((name) => !documented.has(name))).toEqual([]);
    // Types are exported too (SsmlParseError's SourcePosition, the command attrs…).
    expect(entries.some((e) => e.kind === 'interface')).toBe(true);
  });

  it('has a doc comment on every export', () => {
    const undocumented = entries.filter((e) => !e.doc.trim()).map((e) => `${e.name} (src/${e.group}.ts)`);
    expect(undocumented, `add a /// comment to: ${undocumented.join(', ')}`).toEqual([]);
  });

  it('commits an API.md that matches the sources', () => {
    const committed = fs.readFileSync(path.join(ssmlDir, 'API.md'), 'utf8');
    const fresh = generateApiDocs(ssmlDir, entries);
    // Name the first differing line rather than diffing a 1700-line file, which would drown the instruction.
    const a = committed.split('\n');
    const b = fresh.split('\n');
    const line = a.findIndex((text, i) => text !== b[i]);
    const where = line === -1 ? `${a.length} vs ${b.length} lines` : `line ${line + 1}: ${JSON.stringify(b[line] ?? '')}`;
    expect(committed === fresh, `packages/ssml/API.md is stale (${where}): run \`pnpm api-docs\` and commit it`).toBe(true);
  });
});

describe('api-docs generator on a fixture package', { timeout: 60_000 }, () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-docs-'));
    fs.mkdirSync(path.join(dir, 'src'));
    fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: '@fixture/sum' }));
    fs.writeFileSync(
      path.join(dir, 'src/index.ts'),
      ["export { add, MAX_SUM, limits, undocumented } from './sum.ts';", "export type { AddOptions } from './sum.ts';", ''].join('\n'),
    );
    fs.writeFileSync(
      path.join(dir, 'src/sum.ts'),
      [
        '// A file header, not a doc comment.',
        '',
        '/// Options of `add`.',
        'export interface AddOptions {',
        '  /// Round the sum',
        '  /// to an integer.',
        '  round?: boolean;',
        '  /** The base it counts from. */',
        '  base: number;',
        '  scale: number;',
        '}',
        '',
        '/// Adds two numbers.',
        '///',
        '/// Works with negatives too.',
        'export function add(a: number, b = 1, options?: AddOptions): number {',
        '  return (options?.base ?? 0) + a + b;',
        '}',
        '',
        '/// The largest sum.',
        'export const MAX_SUM = 100;',
        '',
        '/// Bounds of a sum.',
        'export const limits = { min: -MAX_SUM, max: MAX_SUM };',
        '',
        '/// Separated from its declaration by a blank line, so it documents nothing.',
        '',
        'export const undocumented = 1;',
        '',
      ].join('\n'),
    );
  }, 60_000);
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('writes a function, an interface with documented members and constants, grouped by file', () => {
    expect(generateApiDocs(dir)).toBe(
      [
        '# @fixture/sum API reference',
        '',
        '<!-- Generated from the `///` comments of src/ by scripts/api-docs.ts; do not edit, run `pnpm api-docs`. -->',
        '',
        'Every export of `src/index.ts`, grouped by the source file that declares it. Types are named as that',
        "file imports them (e.g. `PMNode` for prosemirror-model's `Node`).",
        '',
        '- [`sum`](#sum)',
        '',
        '## sum',
        '',
        '### `add` (function)',
        '',
        '```ts',
        'function add(a: number, b?: number, options?: AddOptions): number',
        '```',
        '',
        'Adds two numbers.',
        '',
        'Works with negatives too.',
        '',
        '### `MAX_SUM` (const)',
        '',
        '```ts',
        'const MAX_SUM = 100',
        '```',
        '',
        'The largest sum.',
        '',
        '### `limits` (const)',
        '',
        '```ts',
        'const limits: {',
        '    min: number;',
        '    max: number;',
        '}',
        '```',
        '',
        'Bounds of a sum.',
        '',
        '### `undocumented` (const)',
        '',
        '```ts',
        'const undocumented = 1',
        '```',
        '',
        '### `AddOptions` (interface)',
        '',
        '```ts',
        'interface AddOptions',
        '```',
        '',
        'Options of `add`.',
        '',
        '- `round?: boolean`: Round the sum',
        '  to an integer.',
        '- `base: number`: The base it counts from.',
        '- `scale: number`',
        '',
      ].join('\n'),
    );
  });

  it('reports an export whose comment does not touch its declaration as undocumented', () => {
    const undocumented = collectApi(dir)
      .filter((e) => !e.doc)
      .map((e) => e.name);
    expect(undocumented).toEqual(['undocumented']);
  });

  it('writes the same bytes every run', () => {
    expect(generateApiDocs(dir)).toBe(generateApiDocs(dir));
  });
});
