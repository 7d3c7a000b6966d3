// Speech engines (issue "Engines"): each turns one planned speech segment into mono PCM. The
// renderer in `src/audio` strings segments together with silences, sounds and background music.
import os from 'node:os';
import path from 'node:path';
import type { PhonemeHint, Prosody } from '@peiyin/ssml';
import { AzureEngine } from './azure.ts';
import { EspeakEngine } from './espeak.ts';
import { SherpaEngine } from './sherpa.ts';

export type EngineId = 'espeak' | 'sherpa' | 'azure';
export const ENGINE_IDS: readonly EngineId[] = ['espeak', 'sherpa', 'azure'];

/// A voice an engine offers; the catalogue's anchors name one of these by (engine, voice).
export interface EngineVoice {
  engine: EngineId;
  /// The engine's own id: an espeak variant (`cmn+f3`), a sherpa `<model>#<sid>`, an Azure short name.
  voice: string;
  /// Chinese display name.
  name: string;
  /// 1 male, 2 female (the catalogue's sex tags).
  sex: 1 | 2;
  age: 'child' | 'adult' | 'elder';
  locale: string;
  /// Emotion styles and roles the engine itself renders (Azure); empty for prosody-only engines.
  styles: string[];
  roles: string[];
}

/// Mono samples in [-1, 1].
export interface Pcm {
  samples: Float32Array;
  sampleRate: number;
}

/// What an anchor (plus its template and role) resolves to: the engine voice and how to colour it.
export interface VoiceChoice {
  engine: EngineId;
  voice: string;
  /// Azure `mstts:express-as` style and degree (0.01-2); other engines ignore them (their
  /// "styles" are prosody presets, given as `preset` below).
  style?: string;
  styleDegree?: number;
  /// Azure role (`Girl`, `OlderAdultMale`…); ignored by other engines.
  role?: string;
  /// A template's prosody, combined with the segment's: pitch added, speed and volume multiplied
  /// (volume 100 = unchanged). This is how an espeak "style" or role is rendered.
  preset?: Partial<Prosody>;
}

/// One speech segment as an engine receives it: the planned text, pinyin hints and prosody
/// (spec 02 §3: pitch -500..500, speed 0.5-2, volume 0-100), spoken by a resolved voice.
export interface EngineSegment {
  voice: VoiceChoice;
  text: string;
  phonemes: readonly PhonemeHint[];
  prosody: Prosody;
}

export interface SynthesizeOptions {
  /// The rate the caller will use. An engine returns it when it can resample off the main thread
  /// (espeak does, in its worker threads); otherwise its own rate, and the renderer resamples.
  sampleRate: number;
  signal?: AbortSignal;
  /// Someone is listening right now (an audition): engines with a queue serve it before sentences of
  /// synthesis tasks already waiting, so an audition stays quick while tasks run.
  urgent?: boolean;
}

export interface SpeechEngine {
  readonly id: EngineId;
  voices(): Promise<EngineVoice[]>;
  /// Speaks pitch and speed; volume is applied by the renderer as a gain (the same for every
  /// engine, and it keeps the sentence cache independent of volume).
  synthesize(segment: EngineSegment, opts: SynthesizeOptions): Promise<Pcm>;
  /// Loads the engine ahead of the first request (the server calls it at start).
  warmUp?(): Promise<void>;
  /// Frees workers and native handles.
  close?(): Promise<void>;
}

export class EngineError extends Error {
  override readonly name = 'EngineError';
}

/// Engine settings read from the environment (see README "Speech engines and audio").
export interface TtsConfig {
  /// Engines to offer, first one is the default (`TTS_ENGINES`, default `espeak`).
  engines: EngineId[];
  /// espeak worker threads (`TTS_ESPEAK_WORKERS`, default: the number of cores, 0 = in-process).
  espeakWorkers: number;
  /// How much each espeak worker speaks before it says it is ready (`TTS_WARM_UP`): `full` (default) adds
  /// short clauses over every voice variant so the first auditions after a start are as quick as later
  /// ones; `light` only the warm-up paragraph (half the CPU; for test servers started by the dozen).
  espeakWarmUp: 'full' | 'light';
  /// Sherpa model folders live here (`TTS_MODELS_DIR`, default `<DATA_DIR>/models`).
  modelsDir: string;
  /// Sherpa inference threads per model (`TTS_SHERPA_THREADS`, default 1).
  sherpaThreads: number;
  azure: { key: string; region: string; endpoint: string } | null;
  /// Sentence cache: entries kept in memory (MB) and whether to keep them on disk under DATA_DIR.
  cacheMemoryMb: number;
  cacheDir: string | null;
}

/// Reads the engine settings. Kept beside the engines so `src/config.ts` can embed it as `tts`.
export function loadTtsConfig(env: Record<string, string | undefined> = process.env, dataDir = path.resolve(env.DATA_DIR || './data')): TtsConfig {
  const engines = (env.TTS_ENGINES || 'espeak')
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
  return {
    engines: engines as EngineId[],
    espeakWorkers: int('TTS_ESPEAK_WORKERS', os.availableParallelism()),
    espeakWarmUp: env.TTS_WARM_UP === 'light' ? 'light' : 'full',
    modelsDir: path.resolve(env.TTS_MODELS_DIR || path.join(dataDir, 'models')),
    sherpaThreads: Math.max(1, int('TTS_SHERPA_THREADS', 1)),
    azure,
    cacheMemoryMb: int('TTS_CACHE_MB', 128),
    cacheDir: env.TTS_CACHE_DISK === 'false' || env.TTS_CACHE_DISK === '0' ? null : path.join(dataDir, 'tts-cache'),
  };
}

export interface EngineRegistry {
  /// The first configured engine.
  readonly defaultEngine: SpeechEngine;
  get(id: EngineId): SpeechEngine | undefined;
  /// Like `get`, but throws an EngineError naming the engine that is not configured.
  require(id: EngineId): SpeechEngine;
  all(): SpeechEngine[];
  /// Every voice of every configured engine (for seeding the anchor catalogue).
  voices(): Promise<EngineVoice[]>;
  /// Loads every engine ahead of the first request.
  warmUp(): Promise<void>;
  close(): Promise<void>;
}

/// Builds the configured engines: the one place where engines are chosen.
export function createEngines(config: TtsConfig, deps: { fetch?: typeof fetch } = {}): EngineRegistry {
  const engines = new Map<EngineId, SpeechEngine>();
  for (const id of config.engines) {
    switch (id) {
      case 'espeak':
        engines.set(id, new EspeakEngine({ workers: config.espeakWorkers, warmUp: config.espeakWarmUp }));
        break;
      case 'sherpa':
        engines.set(id, new SherpaEngine({ modelsDir: config.modelsDir, threads: config.sherpaThreads }));
        break;
      case 'azure':
        if (!config.azure) throw new EngineError('azure engine needs AZURE_SPEECH_KEY and AZURE_SPEECH_REGION');
        engines.set(id, new AzureEngine({ ...config.azure, fetch: deps.fetch }));
        break;
    }
  }
  const first = config.engines[0];
  if (!first) throw new EngineError('TTS_ENGINES names no engine');
  const registry: EngineRegistry = {
    defaultEngine: engines.get(first)!,
    get: (id) => engines.get(id),
    require(id) {
      const engine = engines.get(id);
      if (!engine) throw new EngineError(`speech engine ${id} is not configured (TTS_ENGINES)`);
      return engine;
    },
    all: () => [...engines.values()],
    async warmUp() {
      await Promise.all([...engines.values()].map((e) => e.warmUp?.()));
    },
    async voices() {
      const lists = await Promise.all([...engines.values()].map((e) => e.voices()));
      return lists.flat();
    },
    async close() {
      await Promise.all([...engines.values()].map((e) => e.close?.()));
    },
  };
  return registry;
}

export { AzureEngine } from './azure.ts';
export { EspeakEngine, ESPEAK_VOICES } from './espeak.ts';
export { SherpaEngine } from './sherpa.ts';
