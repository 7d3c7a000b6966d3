// One espeak-ng instance per worker thread: synthesis is CPU-bound, so the pool spreads sentences
// over the cores while the main thread mixes and encodes.
import { parentPort } from 'node:worker_threads';
import { WARM_UP_SENTENCES, loadEspeak } from './espeakCore.mjs';

const ready = loadEspeak({ warm: false });
// Warm up one sentence at a time between jobs: a request that comes first waits for at most one
// warm-up sentence instead of the whole warm-up. `ready` is posted when the warm-up is done.
const warmUp = [...WARM_UP_SENTENCES, ...WARM_UP_SENTENCES];
ready.then(
  (espeak) => {
    const step = () => {
      const text = warmUp.shift();
      if (text === undefined) {
        parentPort.postMessage({ ready: true });
        return;
      }
      espeak.synth({ voice: 'cmn', text, rate: 175, pitch: 50 });
      setImmediate(step);
    };
    setImmediate(step);
  },
  (error) => parentPort.postMessage({ ready: false, error: String(error) }),
);
parentPort.on('message', async (job) => {
  try {
    const espeak = await ready;
    const samples = espeak.synth(job);
    parentPort.postMessage({ id: job.id, samples, sampleRate: espeak.sampleRate }, [samples.buffer]);
  } catch (error) {
    parentPort.postMessage({ id: job.id, error: String(error instanceof Error ? error.message : error) });
  }
});
