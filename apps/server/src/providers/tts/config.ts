import os from 'node:os';
import path from 'node:path';
import { defaultModelsCache } from './kokoroModel.ts';
import { ENGINE_IDS, EngineError, type ConfiguredVoice, type DashscopeConfig, type EngineId, type OpenAiSpeechConfig, type TtsConfig } from './types.ts';

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
  const openai = engines.includes('openai') ? loadOpenAiSpeechConfig(env, int) : null;
  const dashscope = engines.includes('dashscope') ? loadDashscopeConfig(env, int) : null;
  return {
    engines: engines as EngineId[],
    kokoro: {
      dir: path.resolve(env.TTS_KOKORO_DIR || defaultModelsCache(env)),
      download: !['false', '0', 'off', 'no'].includes((env.TTS_KOKORO_DOWNLOAD ?? '').toLowerCase()),
      pypiIndex: env.TTS_KOKORO_PYPI_INDEX || env.PIP_INDEX_URL || null,
      url: env.TTS_KOKORO_URL === undefined ? undefined : env.TTS_KOKORO_URL || null,
      workers: kokoroWorkers,
      // `int8` loads the downloaded graph as it is (slower; see kokoroFloat.mjs for the float one)
      float: (env.TTS_KOKORO_GRAPH ?? 'float').toLowerCase() !== 'int8',
      threads: Math.max(1, int('TTS_KOKORO_THREADS', Math.max(1, Math.floor(os.availableParallelism() / kokoroWorkers)))),
    },
    espeakWorkers: int('TTS_ESPEAK_WORKERS', os.availableParallelism()),
    espeakWarmUp: env.TTS_WARM_UP === 'light' ? 'light' : 'full',
    modelsDir: path.resolve(env.TTS_MODELS_DIR || path.join(dataDir, 'models')),
    sherpaThreads: Math.max(1, int('TTS_SHERPA_THREADS', 1)),
    azure,
    openai,
    dashscope,
    cacheMemoryMb: int('TTS_CACHE_MB', 128),
    cacheDir: env.TTS_CACHE_DISK === 'false' || env.TTS_CACHE_DISK === '0' ? null : path.join(dataDir, 'tts-cache'),
  };
}


/// `voice:名称:女,voice:名称:男`: each voice the service offers, with the name of its anchor and its sex
/// (女/男, f/m, female/male). The name defaults to the voice's id, the sex to 女.
export function parseConfiguredVoices(name: string, raw: string): ConfiguredVoice[] {
  const voices: ConfiguredVoice[] = [];
  for (const item of raw.split(',')) {
    const [voice = '', label = '', sex = ''] = item.split(':').map((s) => s.trim());
    if (!voice) continue;
    const s = sex.toLowerCase();
    if (s && !['女', '男', 'f', 'm', 'female', 'male'].includes(s)) throw new EngineError(`${name}: the sex of ${voice} must be 女 or 男 (f/m)`);
    if (voices.some((v) => v.voice === voice)) throw new EngineError(`${name}: ${voice} is listed twice`);
    voices.push({ voice, name: [...(label || voice)].slice(0, 30).join(''), sex: s === '男' || s === 'm' || s === 'male' ? 1 : 2 });
  }
  return voices;
}

type IntReader = (name: string, fallback: number) => number;

function loadOpenAiSpeechConfig(env: Record<string, string | undefined>, int: IntReader): OpenAiSpeechConfig {
  const voices = parseConfiguredVoices('TTS_OPENAI_VOICES', env.TTS_OPENAI_VOICES ?? '');
  if (voices.length === 0) throw new EngineError('TTS_ENGINES=openai needs TTS_OPENAI_VOICES (voice:名称:女,voice:名称:男): the protocol has no voice list');
  let baseUrl = env.TTS_OPENAI_BASE_URL || 'https://api.openai.com/v1';
  while (baseUrl.endsWith('/')) baseUrl = baseUrl.slice(0, -1);
  if (!/^https?:\/\//.test(baseUrl)) throw new EngineError('TTS_OPENAI_BASE_URL must be an http(s) URL');
  const apiKey = env.TTS_OPENAI_API_KEY ?? '';
  if (!apiKey && new URL(baseUrl).hostname === 'api.openai.com') throw new EngineError('TTS_ENGINES=openai with api.openai.com needs TTS_OPENAI_API_KEY');
  const format = env.TTS_OPENAI_FORMAT || 'wav';
  if (format !== 'wav' && format !== 'pcm') throw new EngineError('TTS_OPENAI_FORMAT must be wav or pcm');
  return {
    baseUrl,
    apiKey,
    model: env.TTS_OPENAI_MODEL || 'tts-1',
    voices,
    format,
    pcmRate: int('TTS_OPENAI_PCM_RATE', 24000),
    label: env.TTS_OPENAI_LABEL || 'OpenAI 兼容语音服务',
    timeoutMs: Math.max(1000, int('TTS_OPENAI_TIMEOUT_MS', 60_000)),
    concurrency: Math.max(1, int('TTS_OPENAI_CONCURRENCY', 4)),
  };
}

/// CosyVoice v2 voices of the DashScope voice list (Mandarin), offered when DASHSCOPE_TTS_VOICES is not set.
export const DASHSCOPE_DEFAULT_VOICES = 'longxiaochun_v2:龙小淳:女,longxiaoxia_v2:龙小夏:女,longwan_v2:龙婉:女,longhua_v2:龙华:女,longcheng_v2:龙橙:男,longshu_v2:龙书:男';

function loadDashscopeConfig(env: Record<string, string | undefined>, int: IntReader): DashscopeConfig {
  const apiKey = env.DASHSCOPE_API_KEY ?? '';
  if (!apiKey) throw new EngineError('TTS_ENGINES=dashscope needs DASHSCOPE_API_KEY (Alibaba Cloud Model Studio API key)');
  const url = env.DASHSCOPE_TTS_URL || 'wss://dashscope.aliyuncs.com/api-ws/v1/inference/';
  if (!/^wss?:\/\//.test(url)) throw new EngineError('DASHSCOPE_TTS_URL must be a ws(s) URL');
  const ssml = env.DASHSCOPE_TTS_SSML ?? 'false';
  if (!['true', 'false', '1', '0'].includes(ssml)) throw new EngineError('DASHSCOPE_TTS_SSML must be true or false');
  return {
    apiKey,
    url,
    model: env.DASHSCOPE_TTS_MODEL || 'cosyvoice-v2',
    voices: parseConfiguredVoices('DASHSCOPE_TTS_VOICES', env.DASHSCOPE_TTS_VOICES || DASHSCOPE_DEFAULT_VOICES),
    ssml: ssml === 'true' || ssml === '1',
    timeoutMs: Math.max(1000, int('DASHSCOPE_TTS_TIMEOUT_MS', 30_000)),
    concurrency: Math.max(1, int('DASHSCOPE_TTS_CONCURRENCY', 3)),
  };
}
