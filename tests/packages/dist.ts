// What the packages tests share: where the publishable packages are, and a check that their dist/ was
// built from the sources on disk (the tests read dist; `pnpm build` writes it, and `pnpm test` runs
// `pnpm build` first).
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The installable packages, by folder under packages/. */
export const publishable = ['ssml', 'player', 'api-client', 'ui'] as const;
export type Publishable = (typeof publishable)[number];

export const packageDir = (name: Publishable) => path.join(root, 'packages', name);

// Stories, tests and screenshots are not part of a build: editing them does not make dist stale.
const notBuilt = /(\.stories\.tsx|\.test\.tsx?|README\.md)$|[/\\]__screenshots__[/\\]/;

function newest(p: string, pick: (p: string) => boolean): number {
  const st = statSync(p);
  if (!st.isDirectory()) return pick(p) ? st.mtimeMs : 0;
  return Math.max(0, ...readdirSync(p).map((entry) => newest(path.join(p, entry), pick)));
}

/** Throws, saying what to run, when a package's dist/ is missing or older than its sources. */
export function assertBuilt(name: Publishable): void {
  const dir = packageDir(name);
  const entry = path.join(dir, 'dist/index.d.ts');
  if (!existsSync(entry)) throw new Error(`packages/${name}/dist is missing: run \`pnpm build\` first (\`pnpm test\` does it).`);
  const sources = newest(path.join(dir, 'src'), (p) => !notBuilt.test(p));
  const built = statSync(entry).mtimeMs;
  if (built < sources) throw new Error(`packages/${name}/dist is older than its sources: run \`pnpm build\` (\`pnpm test\` does it).`);
}
