// One espeak-ng instance per worker thread: synthesis is CPU-bound, so the pool spreads sentences
// over the cores while the main thread mixes and encodes.
import { parentPort, workerData } from 'node:worker_threads';
import { WARM_UP_SENTENCES, loadEspeak, synthFloat } from './espeakCore.mjs';

const ready = loadEspeak({ warm: false });
// Warm up one sentence at a time between jobs: a request that comes first waits for at most one
// warm-up sentence instead of the whole warm-up. `ready` is posted when the warm-up is done.
const warmUp = [...WARM_UP_SENTENCES, ...WARM_UP_SENTENCES].map((text) => ({ voice: 'cmn', text, rate: 175, pitch: 50 }));
// Then short clauses as auditions send them, over the Mandarin variants and a spread of rates and pitches:
// measured, the first few dozen such jobs after the paragraph warm-up still took up to 10× their usual time.
const VARIANTS = ['cmn+f2', 'cmn+m3', 'cmn+f3', 'cmn+m7', 'cmn+Annie', 'cmn+m1', 'cmn+grandpa', 'cmn+grandma'];
for (let i = 0; i < (workerData?.warmUp === 'light' ? 0 : 48); i++) {
  const text = WARM_UP_SENTENCES[i % WARM_UP_SENTENCES.length].split(/(?<=[，、；])/)[0];
  warmUp.push({ voice: VARIANTS[i % VARIANTS.length], text, rate: 140 + (i % 5) * 40, pitch: 30 + (i % 4) * 15 });
}
ready.then(
  (espeak) => {
    const step = () => {
      const job = warmUp.shift();
      if (job === undefined) {
        parentPort.postMessage({ ready: true });
        return;
      }
      espeak.synth(job);
      setImmediate(step);
    };
    setImmediate(step);
  },
  (error) => parentPort.postMessage({ ready: false, error: String(error) }),
);
parentPort.on('message', async (job) => {
  try {
    const espeak = await ready;
    if (job.phonemes) {
      parentPort.postMessage({ id: job.id, phonemes: espeak.phonemes(job) });
      return;
    }
    // Converted and resampled here, on this worker's core, not the main thread's.
    const { samples, sampleRate } = synthFloat(espeak, job);
    parentPort.postMessage({ id: job.id, samples, sampleRate }, [samples.buffer]);
  } catch (error) {
    parentPort.postMessage({ id: job.id, error: String(error instanceof Error ? error.message : error) });
  }
});
