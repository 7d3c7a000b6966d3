// Prints the gzip size of what the home route loads: the entry chunk and its static imports (JS), and their CSS.
// Goal (issue 2): home JS ≤ 150 KB gzipped; the editor and other heavy pages must stay in lazy chunks.
// Run after `pnpm build`: `pnpm bench home-size`.
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'apps/web/dist');
const manifestPath = path.join(dist, '.vite/manifest.json');
if (!existsSync(manifestPath)) {
  console.error('apps/web/dist/.vite/manifest.json is missing: run `pnpm build` first.');
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
if (!entryKey) throw new Error('no entry chunk in the manifest');

const js = new Set<string>();
const css = new Set<string>();
const visit = (key: string) => {
  const chunk = manifest[key];
  if (!chunk || js.has(chunk.file)) return;
  js.add(chunk.file);
  chunk.css?.forEach((c) => css.add(c));
  chunk.imports?.forEach(visit);
};
visit(entryKey);

const gz = (files: Set<string>) =>
  [...files].reduce((sum, f) => sum + gzipSync(readFileSync(path.join(dist, f)), { level: 9 }).length, 0);
const jsGz = gz(js);
const cssGz = gz(css);
const goal = 150 * 1024;
console.log(`home route JS : ${(jsGz / 1024).toFixed(1)} KB gz in ${js.size} file(s)`);
console.log(`home route CSS: ${(cssGz / 1024).toFixed(1)} KB gz in ${css.size} file(s)`);
console.log(`JS / goal (150 KB): ${(jsGz / goal).toFixed(2)}×  ${jsGz <= goal ? 'within goal' : 'OVER GOAL'}`);
