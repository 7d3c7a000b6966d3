// Evaluation of the npm `espeak-ng` 1.0.2 true-WebAssembly build against the engine in use
// (`@echogarden/espeak-ng-emscripten`, wasm2js) — issue 12 item 6. Run: `pnpm bench espeak-wasm`.
// The WASM build exports only `main`, so it runs as one long-lived `main` in a worker thread fed line
// by line through a blocking stdin (bench/espeak-wasm/worker.mjs). Both speak the same Mandarin
// sentences with the same voice, rate and pitch, alternately, round after round: a cold first round
// (V8 still optimising the wasm2js build) and the steady state. Ratios within one run only (the
// machine is shared). Also: does that build say the -iong syllables in Mandarin?
import { createRequire } from 'node:module';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { loadEspeak } from '../apps/server/src/providers/tts/espeakCore.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(path.join(here, '../apps/server/package.json'));
const modulePath = pathToFileURL(require.resolve('espeak-ng')).href;

const shared = new SharedArrayBuffer(8 + 4096);
const control = new Int32Array(shared, 0, 2);
const bytes = new Uint8Array(shared, 8);
const worker = new Worker(new URL('./espeak-wasm/worker.mjs', import.meta.url), { workerData: { shared, voice: 'cmn+f2', modulePath } });
const waiting: ((audio: Uint8Array) => void)[] = [];
worker.on('message', (m: { audio?: Uint8Array; error?: string }) => {
  if (m.audio) waiting.shift()?.(m.audio);
});
const next = () => new Promise<Uint8Array>((resolve) => waiting.push(resolve));
let started = performance.now();
await next(); // loaded, asking for its first line
const wasmLoad = performance.now() - started;
const sayWasm = (text: string) => {
  const p = next();
  const encoded = new TextEncoder().encode(text);
  bytes.set(encoded);
  control[1] = encoded.length;
  Atomics.store(control, 0, 1);
  Atomics.notify(control, 0);
  return p;
};

started = performance.now();
const js = await loadEspeak({ warm: false });
const jsLoad = performance.now() - started;

const sentences = [
  '今天天气很好，我们一起去公园散步吧。',
  '春天来了，公园里的花都开了，孩子们在草地上奔跑，老人们坐在长椅上聊天。',
  '会议将于下午三点开始，请各位提前十分钟到达，并关闭手机。',
  '这本书讲述了一个年轻人离开家乡、独自闯荡世界的故事。',
  '价格是一百二十八元，电话是幺三八零零幺三八零零零。',
  '他经历了失败，也收获了友谊和爱情。',
];
console.log(`load: WASM main ${wasmLoad.toFixed(0)} ms, wasm2js ${jsLoad.toFixed(0)} ms (no warm-up)`);
const rounds: string[] = [];
let steadyWasm = 0;
let steadyJs = 0;
for (let round = 0; round < 10; round++) {
  let tw = 0;
  let tj = 0;
  let sw = 0;
  let sj = 0;
  for (const text of sentences) {
    let t = performance.now();
    const wav = await sayWasm(text);
    tw += performance.now() - t;
    sw += Math.max(0, wav.length - (round === 0 && text === sentences[0] ? 44 : 0)) / 2;
    t = performance.now();
    sj += js.synth({ voice: 'cmn+f2', text, rate: 175, pitch: 50 }).length;
    tj += performance.now() - t;
  }
  if (round >= 5) {
    steadyWasm += tw;
    steadyJs += tj;
  }
  rounds.push(`   round ${round}: WASM ${tw.toFixed(0)} ms, wasm2js ${tj.toFixed(0)} ms → ${(tj / tw).toFixed(2)}× (samples ${sw} vs ${sj})`);
}
console.log(`${sentences.length} sentences per round, voice cmn+f2, rate 175, pitch 50:`);
for (const r of rounds) console.log(r);
console.log(`steady state (rounds 5-9): WASM is ${(steadyJs / steadyWasm).toFixed(2)}× as fast as wasm2js`);

// The WASM build's own Mandarin dictionary: -iong syllables (its cmn_dict has the same rules bug).
const { default: ESpeakNg } = (await import(modulePath)) as { default: (m: object) => Promise<unknown> };
const lines: string[] = [];
await ESpeakNg({ arguments: ['-q', '-x', '-v', 'cmn', '熊猫 兄弟'], print: (s: string) => lines.push(s), printErr: () => {} });
console.log(`WASM build, phonemes of 熊猫 兄弟: ${lines.join(' ').trim()}`);
await worker.terminate();
