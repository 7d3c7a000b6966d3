// One Kokoro-82M session per worker thread (onnxruntime-node, CPU): inference runs here, off the event
// loop, then the model's 24 kHz output gets its pitch (the model has no pitch input) and is resampled
// to the rate the pipeline asked for, on this thread too.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import ort from 'onnxruntime-node';
import { shiftPitch } from '../../audio/pitch.mjs';
import { resampleSamples } from '../../audio/resample.mjs';

const MODEL_RATE = 24000;
const STYLE_DIM = 256;
const STYLE_ROWS = 510;

const { modelPath, voicesDir, threads } = workerData;

const session = ort.InferenceSession.create(modelPath, {
  intraOpNumThreads: threads,
  interOpNumThreads: 1,
  executionMode: 'sequential',
  graphOptimizationLevel: 'all',
  // No memory pattern: onnxruntime would plan one block per input shape and keep it, sized for the longest
  // utterance seen. Measured on the float graph after a 13.8 s utterance (327 tokens): the session kept
  // +380 MiB with the pattern and +240 without, and peaked 130 MiB lower; the same sentences ran 2-3 % faster
  // without it (four sentences alternated between two sessions, twice).
  enableMemPattern: false,
  // No busy-waiting between operators: on a shared machine the spinning threads burned CPU the inference
  // needed (measured at load 7-13, 2 threads: 2.59 → 1.81 CPU s per audio s, wall 4.99 → 3.35 s per audio s).
  extra: { session: { intra_op: { allow_spinning: '0' }, inter_op: { allow_spinning: '0' } } },
});
session.then(
  () => parentPort.postMessage({ ready: true }),
  (error) => parentPort.postMessage({ ready: false, error: String(error instanceof Error ? error.message : error) }),
);

/** @type {Map<string, Float32Array>} */
const styles = new Map();

/** A voice's style table (510 rows of 256): the row for a phoneme string of `n` symbols. */
function style(voice, n) {
  let table = styles.get(voice);
  if (!table) {
    if (!/^[a-z]{2}_[a-z]+$/.test(voice)) throw new Error(`no voice ${voice}`);
    const bytes = readFileSync(path.join(voicesDir, `${voice}.bin`));
    if (bytes.byteLength !== STYLE_ROWS * STYLE_DIM * 4) throw new Error(`${voice}.bin has ${bytes.byteLength} bytes`);
    table = new Float32Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
    styles.set(voice, table);
  }
  const row = Math.min(STYLE_ROWS - 1, Math.max(0, n - 1));
  return table.subarray(row * STYLE_DIM, (row + 1) * STYLE_DIM);
}

async function speak(job) {
  const model = await session;
  const parts = [];
  let total = 0;
  for (const ids of job.pieces) {
    const feeds = {
      tokens: new ort.Tensor('int64', BigInt64Array.from(ids, (i) => BigInt(i)), [1, ids.length]),
      style: new ort.Tensor('float32', Float32Array.from(style(job.voice, ids.length - 2)), [1, STYLE_DIM]),
      speed: new ort.Tensor('float32', Float32Array.of(job.speed), [1]),
    };
    const { audio } = await model.run(feeds);
    const samples = /** @type {Float32Array} */ (audio.data);
    parts.push(samples);
    total += samples.length;
    for (const t of Object.values(feeds)) t.dispose?.();
    audio.dispose?.();
  }
  let samples = new Float32Array(total);
  let at = 0;
  for (const p of parts) {
    samples.set(p, at);
    at += p.length;
  }
  samples = shiftPitch(samples, MODEL_RATE, job.pitchFactor);
  const rate = job.sampleRate || MODEL_RATE;
  samples = resampleSamples(samples, MODEL_RATE, rate);
  // A fresh buffer, so it can be transferred whole.
  if (samples.byteOffset !== 0 || samples.buffer.byteLength !== samples.byteLength) samples = samples.slice();
  return { samples, sampleRate: rate };
}

// Jobs one after another; `close` waits for the session's creation and the job under way, releases the
// session and ends the thread. It is never terminated from outside while native code runs: onnxruntime-node
// aborts the whole process when its thread is torn down mid-call (measured: "terminate called after throwing
// an instance of 'Napi::Error'").
let chain = Promise.resolve();
parentPort.on('message', (job) => {
  if (job.close) {
    chain = chain.then(async () => {
      try {
        await (await session).release();
      } catch {
        // a session that never loaded has nothing to release
      }
      process.exit(0);
    });
    return;
  }
  chain = chain.then(async () => {
    try {
      const { samples, sampleRate } = await speak(job);
      parentPort.postMessage({ id: job.id, samples, sampleRate }, [samples.buffer]);
    } catch (error) {
      parentPort.postMessage({ id: job.id, error: String(error instanceof Error ? error.message : error) });
    }
  });
});
