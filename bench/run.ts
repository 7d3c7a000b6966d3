// `pnpm bench [name…]`: runs the benchmarks under bench/ (each prints its own ratios). No name runs them all.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const dir = path.dirname(fileURLToPath(import.meta.url));
const wanted = process.argv.slice(2);
const all = readdirSync(dir)
  .filter((f) => f.endsWith('.ts') && f !== 'run.ts')
  .map((f) => f.replace(/(\.bench)?\.ts$/, ''));
const names = wanted.length ? wanted : all;
for (const name of names) {
  const file = readdirSync(dir).find((f) => f === `${name}.ts` || f === `${name}.bench.ts`);
  if (!file) {
    console.error(`no benchmark named ${name} (have: ${all.join(', ')})`);
    process.exitCode = 1;
    continue;
  }
  console.log(`\n== ${name} ==`);
  await import(pathToFileURL(path.join(dir, file)).href);
}
