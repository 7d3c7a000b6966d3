// SsmlEditor benchmark (issue 5). Run: `pnpm bench editor`.
// In Chromium, the real SsmlEditor (packages/ui) over an 8000-character script with 500 markup chips,
// with the footer the creation page feeds from onChange, against a plain ProseMirror editor
// (prosemirror-schema-basic, history, base keymap) over the same text without markup, in the same page.
// Both get the same keystrokes (words and spaces) in the middle of their 20th line; each keystroke is
// timed from its keydown until the frame showing the edit has been painted (bench/editor/main.tsx).
// Goal: SsmlEditor p95 ≤ 8 ms. Wall-clock times stretch when other processes share the CPU (the load
// average is printed); the traced main-thread CPU per keystroke at the end compares the editors on a
// busy machine too.
// The page is built with Vite (production React) into a temp dir and served on a free local port.
// It prints numbers; it is not a timed test and never fails a build.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { chromium } from 'playwright-core';
import type { Page } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../tests/setup/chromium.ts';
import type { EditorName } from './editor/main.tsx';

const here = path.dirname(fileURLToPath(import.meta.url));
const WARMUP = 30;
const ROUNDS = 20;
const PER_ROUND = 20; // keystrokes per series per round: 400 measured each; short rounds spread load spikes over every series
// words and spaces, as a script is typed: lines wrap at spaces as they would in real text
const KEYS = 'peiyin is a dubbing studio ';

const outDir = mkdtempSync(path.join(tmpdir(), 'peiyin-editor-bench-'));
const started = performance.now();
await build({
  root: path.join(here, 'editor'),
  configFile: false,
  logLevel: 'warn',
  mode: 'production',
  plugins: [react(), vanillaExtractPlugin()],
  // readable function names when profiling
  build: { outDir, emptyOutDir: true, reportCompressedSize: false, minify: !process.env.BENCH_EDITOR_PROFILE },
});
console.log(`page built in ${((performance.now() - started) / 1000).toFixed(1)} s`);

const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const file = path.join(outDir, url.pathname === '/' ? 'index.html' : path.normalize(url.pathname));
  if (!file.startsWith(outDir) || !statSync(file, { throwIfNoEntry: false })?.isFile()) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
  res.end(readFileSync(file));
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const { port } = server.address() as AddressInfo;

// Unthrottled frames: a frame starts as soon as there is something to draw, so the sample is the
// work a keystroke causes (script, style, layout, paint) rather than the wait for the next 60 Hz vsync.
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: [...chromiumArgs, '--disable-gpu-vsync', '--disable-frame-rate-limit'],
  headless: true,
});

interface Phase {
  update: number;
  frame: number;
}

/** What is measured: the SsmlEditor alone, the SsmlEditor re-rendering the footer from onChange, the plain editor. */
type Series = 'ssml' | 'ssml+footer' | 'plain';
const editorOf = (series: Series): EditorName => (series === 'plain' ? 'plain' : 'ssml');

async function measure(page: Page, series: Series, count: number, phases: Phase[] = []): Promise<number[]> {
  await page.evaluate((on) => window.bench.footer(on), series === 'ssml+footer');
  await page.evaluate((name) => window.bench.place(name), editorOf(series));
  await page.evaluate(() => window.bench.record(true));
  const samples: number[] = [];
  for (let i = 0; i < count; i += 1) {
    await page.keyboard.press(KEYS[i % KEYS.length]!);
    // one keystroke at a time, as a person types: the next key comes after this one has painted
    const drained = await page.evaluate(() => window.bench.drain());
    samples.push(...drained.samples);
    phases.push(...drained.phases);
  }
  await page.evaluate(() => window.bench.record(false));
  return samples;
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

// Main-thread CPU time of the renderer per keystroke, from a trace: the sum of the thread time of the
// top-level tasks while typing. Unlike wall-clock samples it does not grow when other processes
// share the CPU, so it compares editors fairly on a busy machine.
async function cpuPerKeystroke(page: Page, series: Series, count: number): Promise<number> {
  await page.evaluate((on) => window.bench.footer(on), series === 'ssml+footer');
  await page.evaluate((name) => window.bench.place(name), editorOf(series));
  const cdp = await page.context().newCDPSession(page);
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (e) => events.push(...(e.value as unknown as TraceEvent[])));
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', { categories: 'devtools.timeline,toplevel', transferMode: 'ReportEvents' });
  for (let i = 0; i < count; i += 1) {
    await page.keyboard.press(KEYS[i % KEYS.length]!);
    await page.evaluate(() => window.bench.drain());
  }
  await cdp.send('Tracing.end');
  await complete;
  await cdp.detach();
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const slices = events
    .filter((e) => e.ph === 'X' && e.tdur !== undefined && e.dur !== undefined && e.pid === main?.pid && e.tid === main?.tid)
    .sort((a, b) => a.ts - b.ts);
  let cpu = 0;
  let end = -Infinity;
  for (const slice of slices) {
    if (slice.ts < end) continue; // nested inside a task already counted
    cpu += slice.tdur!;
    end = slice.ts + slice.dur!;
  }
  return cpu / 1000 / count;
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}

// Where the renderer's time goes while typing into one editor: a sampled CPU profile, self time by
// function (BENCH_EDITOR_PROFILE=1), to find what the SsmlEditor pays beyond plain ProseMirror.
async function profile(page: Page, series: Series, count: number): Promise<string[]> {
  await page.evaluate((on) => window.bench.footer(on), series === 'ssml+footer');
  await page.evaluate((name) => window.bench.place(name), editorOf(series));
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  for (let i = 0; i < count; i += 1) {
    await page.keyboard.press(KEYS[i % KEYS.length]!);
    await page.evaluate(() => window.bench.drain());
  }
  const { profile: result } = (await cdp.send('Profiler.stop')) as unknown as { profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] } };
  await cdp.detach();
  const byNode = new Map<number, number>();
  result.samples.forEach((id, i) => byNode.set(id, (byNode.get(id) ?? 0) + (result.timeDeltas[i] ?? 0)));
  const byFunction = new Map<string, number>();
  for (const node of result.nodes) {
    const { functionName, url, lineNumber } = node.callFrame;
    if (functionName === '(idle)' || functionName === '(program)') continue;
    const key = `${functionName || '(anonymous)'} ${url.split('/').slice(-1)[0]}:${lineNumber + 1}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + (byNode.get(node.id) ?? 0));
  }
  return [...byFunction.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 15)
    .map(([key, us]) => `${(us / 1000 / count).toFixed(3)} ms/key  ${key}`);
}

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
};
const ms = (n: number) => `${n.toFixed(2)} ms`;

try {
  // wall-clock samples stretch when other processes compete for the CPU: say how busy the machine was
  console.log(`load average ${loadavg().map((n) => n.toFixed(1)).join(' ')} on ${cpus().length} CPU(s)`);
  const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  await page.goto(`http://127.0.0.1:${port}/`);
  await page.waitForSelector('body[data-ready]');
  const shape = await page.evaluate(() => window.bench.describe());
  console.log(
    `SsmlEditor script: speech length ${shape.ssmlLength}, ${shape.chips} chips; plain editor: ${shape.plainCharacters} characters`,
  );

  // warm up (JIT, first layouts), then alternate rounds so drift affects every series alike
  const allSeries: Series[] = ['ssml', 'ssml+footer', 'plain'];
  for (const series of allSeries) await measure(page, series, WARMUP);
  const results: Record<Series, number[]> = { ssml: [], 'ssml+footer': [], plain: [] };
  const phases: Record<Series, Phase[]> = { ssml: [], 'ssml+footer': [], plain: [] };
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const series of allSeries) results[series].push(...(await measure(page, series, PER_ROUND, phases[series])));
  }
  const after = await page.evaluate(() => window.bench.describe());
  const typedSsml = 2 * (WARMUP + ROUNDS * PER_ROUND);
  const typedPlain = WARMUP + ROUNDS * PER_ROUND;
  if (after.ssmlLength !== shape.ssmlLength + typedSsml) {
    throw new Error(`the SsmlEditor did not receive every keystroke: length ${after.ssmlLength}, expected ${shape.ssmlLength + typedSsml}`);
  }
  if (after.plainCharacters !== shape.plainCharacters + typedPlain) {
    throw new Error(`the plain editor did not receive every keystroke: ${after.plainCharacters} characters, expected ${shape.plainCharacters + typedPlain}`);
  }

  const labels: Record<Series, string> = {
    ssml: 'SsmlEditor (8000 chars, 500 chips)',
    'ssml+footer': 'SsmlEditor + footer from onChange',
    plain: 'plain ProseMirror (same text)',
  };
  const stats = {} as Record<Series, { p50: number; p95: number; max: number }>;
  console.log(`keystroke-to-paint over ${results.ssml.length} keystrokes per series (after ${WARMUP} warm-up keystrokes):`);
  for (const series of allSeries) {
    const samples = results[series];
    stats[series] = { p50: quantile(samples, 0.5), p95: quantile(samples, 0.95), max: Math.max(...samples) };
    const update = phases[series].map((p) => p.update).filter((n) => Number.isFinite(n));
    const frame = phases[series].map((p) => p.frame);
    console.log(`  ${labels[series].padEnd(36)} p50 ${ms(stats[series].p50)}  p95 ${ms(stats[series].p95)}  max ${ms(stats[series].max)}`);
    console.log(
      `  ${''.padEnd(36)} (keydown → state updated p50 ${ms(quantile(update, 0.5))}, p95 ${ms(quantile(update, 0.95))};` +
        ` → frame start p50 ${ms(quantile(frame, 0.5))}, p95 ${ms(quantile(frame, 0.95))})`,
    );
  }
  console.log(`  p95 ratio SsmlEditor / plain: ${(stats.ssml.p95 / stats.plain.p95).toFixed(2)}×` +
    `   (with the footer: ${(stats['ssml+footer'].p95 / stats.plain.p95).toFixed(2)}×)`);
  console.log(`  goal SsmlEditor p95 ≤ 8 ms: ${stats.ssml.p95 <= 8 ? 'met' : 'NOT MET'}`);

  const cpu = {} as Record<Series, number>;
  for (const series of allSeries) cpu[series] = await cpuPerKeystroke(page, series, 100);
  console.log(
    `renderer main-thread CPU per keystroke (traced, 100 keystrokes each): SsmlEditor ${ms(cpu.ssml)},` +
      ` with footer ${ms(cpu['ssml+footer'])}, plain ${ms(cpu.plain)}; SsmlEditor / plain ${(cpu.ssml / cpu.plain).toFixed(2)}×`,
  );
  if (process.env.BENCH_EDITOR_PROFILE) {
    for (const series of ['ssml', 'plain'] as const) {
      console.log(`self time by function while typing into ${labels[series]} (sampled):`);
      for (const line of await profile(page, series, 200)) console.log(`  ${line}`);
    }
  }
} finally {
  await browser.close();
  server.close();
  rmSync(outDir, { recursive: true, force: true });
}
