// One espeak-ng instance per worker thread: synthesis is CPU-bound, so the pool spreads sentences
// over the cores while the main thread mixes and encodes.
import { parentPort } from 'node:worker_threads';
import { loadEspeak } from './espeakCore.mjs';

const ready = loadEspeak();
ready.then(() => parentPort.postMessage({ ready: true }), (error) => parentPort.postMessage({ ready: false, error: String(error) }));
parentPort.on('message', async (job) => {
  try {
    const espeak = await ready;
    const samples = espeak.synth(job);
    parentPort.postMessage({ id: job.id, samples, sampleRate: espeak.sampleRate }, [samples.buffer]);
  } catch (error) {
    parentPort.postMessage({ id: job.id, error: String(error instanceof Error ? error.message : error) });
  }
});
