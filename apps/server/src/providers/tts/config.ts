import os from 'node:os';
import path from 'node:path';
import { defaultModelsCache } from './kokoroModel.ts';
import { ENGINE_IDS, EngineError, type EngineId, type TtsConfig } from './types.ts';

/// Reads the engine settings from the environment; `src/config.ts` embeds them as `tts`.
export function loadTtsConfig(env: Record<string, string | undefined> = process.env, dataDir = path.resolve(env.DATA_DIR || './data')): TtsConfig {
  const engines = (env.TTS_ENGINES || 'kokoro,espeak')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const e of engines) if (!ENGINE_IDS.includes(e as EngineId)) throw new EngineError(`TTS_ENGINES: unknown engine ${e}`);
  const int = (name: string, fallback: number) => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    const n = Number(raw);
    if (!Number.isInteger(n) || n < 0) throw new EngineError(`${name} must be a whole number ≥ 0`);
    return n;
  };
  let azure: TtsConfig['azure'] = null;
  if (engines.includes('azure')) {
    const key = env.AZURE_SPEECH_KEY;
    const region = env.AZURE_SPEECH_REGION ?? '';
    if (!key || (!region && !env.AZURE_SPEECH_ENDPOINT)) throw new EngineError('TTS_ENGINES=azure needs AZURE_SPEECH_KEY and AZURE_SPEECH_REGION (or AZURE_SPEECH_ENDPOINT)');
    azure = { key, region, endpoint: env.AZURE_SPEECH_ENDPOINT || `https://${region}.tts.speech.microsoft.com/cognitiveservices/v1` };
  }
  const kokoroWorkers = Math.max(1, int('TTS_KOKORO_WORKERS', 1));
  return {
    engines: engines as EngineId[],
    kokoro: {
      dir: path.resolve(env.TTS_KOKORO_DIR || defaultModelsCache(env)),
      download: !['false', '0', 'off', 'no'].includes((env.TTS_KOKORO_DOWNLOAD ?? '').toLowerCase()),
      pypiIndex: env.TTS_KOKORO_PYPI_INDEX || env.PIP_INDEX_URL || null,
      url: env.TTS_KOKORO_URL === undefined ? undefined : env.TTS_KOKORO_URL || null,
      workers: kokoroWorkers,
      threads: Math.max(1, int('TTS_KOKORO_THREADS', Math.max(1, Math.floor(os.availableParallelism() / kokoroWorkers)))),
    },
    espeakWorkers: int('TTS_ESPEAK_WORKERS', os.availableParallelism()),
    espeakWarmUp: env.TTS_WARM_UP === 'light' ? 'light' : 'full',
    modelsDir: path.resolve(env.TTS_MODELS_DIR || path.join(dataDir, 'models')),
    sherpaThreads: Math.max(1, int('TTS_SHERPA_THREADS', 1)),
    azure,
    cacheMemoryMb: int('TTS_CACHE_MB', 128),
    cacheDir: env.TTS_CACHE_DISK === 'false' || env.TTS_CACHE_DISK === '0' ? null : path.join(dataDir, 'tts-cache'),
  };
}

