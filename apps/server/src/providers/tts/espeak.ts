// The embedded default engine: espeak-ng compiled to JavaScript (Emscripten's wasm2js), Mandarin
// `cmn`. Distinct anchors come from espeak's voice variants; children are a variant raised in
// pitch. espeak has no emotion styles or roles: those are prosody presets (EngineVoiceChoice.preset), and
// the catalogue says so.
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import { polyphoneHints, readPolyphones, type PhonemeHint } from '@peiyin/ssml';
import { usePhraseDictionary } from '../../script/phrases/index.ts';
import { espeakAloneReading } from './espeakReadings.ts';
import type { EngineSegment, EngineVoice, Pcm, SpeechEngine, SynthesizeOptions } from './types.ts';
import { EngineError } from './types.ts';
import { WorkerPool, type WorkerMessage } from './workerPool.ts';
import type { EspeakJob, loadEspeak, synthFloat } from './espeakCore.mjs';

interface EspeakVoiceSpec extends EngineVoice {
  /// espeak voice name with variant.
  variant: string;
  /// espeak pitch (0-99) at prosody pitch 0.
  basePitch: number;
}

const voice = (v: string, variant: string, name: string, sex: 1 | 2, age: EngineVoice['age'], basePitch: number): EspeakVoiceSpec => ({
  engine: 'espeak',
  voice: v,
  variant,
  name,
  sex,
  age,
  basePitch,
  locale: 'zh-CN',
  styles: [],
  roles: [],
});

/// The espeak anchors (measured median F0 at pitch 50: m3 ≈ 93 Hz, m7 ≈ 98, f2 ≈ 175, f3 ≈ 182,
/// grandpa ≈ 101, grandma ≈ 175, Annie ≈ 202).
export const ESPEAK_VOICES: readonly EspeakVoiceSpec[] = [
  voice('cmn+m3', 'cmn+m3', '云朗（男声）', 1, 'adult', 50),
  voice('cmn+m7', 'cmn+m7', '云深（低沉男声）', 1, 'adult', 40),
  voice('cmn+f2', 'cmn+f2', '晓岚（女声）', 2, 'adult', 50),
  voice('cmn+f3', 'cmn+f3', '晓萱（明亮女声）', 2, 'adult', 55),
  voice('cmn+child-girl', 'cmn+Annie', '童童（女童声）', 2, 'child', 78),
  voice('cmn+child-boy', 'cmn+m1', '小宇（男童声）', 1, 'child', 90),
  voice('cmn+grandpa', 'cmn+grandpa', '老陈（老年男声）', 1, 'elder', 42),
  voice('cmn+grandma', 'cmn+grandma', '王奶奶（老年女声）', 2, 'elder', 45),
  // The build also carries espeak's Cantonese and English dictionaries (catalogue locales 粤语, 美式英语).
  { ...voice('yue+f2', 'yue+f2', '阿珊（粤语女声）', 2, 'adult', 50), locale: 'zh-HK' },
  { ...voice('yue+m3', 'yue+m3', '阿明（粤语男声）', 1, 'adult', 50), locale: 'zh-HK' },
  { ...voice('en+f2', 'en-us+f2', 'Emma（英语女声）', 2, 'adult', 50), locale: 'en-US' },
  { ...voice('en+m3', 'en-us+m3', 'James（英语男声）', 1, 'adult', 50), locale: 'en-US' },
];

const clamp = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, x));

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);
}

/// The text espeak reads. espeak ignores SSML `phoneme ph`, but its `cmn` voice reads tone-numbered
/// pinyin (`hang2`) written in the text, so a pinyin hint replaces its character (spec 02 §2.3).
export function espeakText(segment: Pick<EngineSegment, 'text' | 'phonemes'>): string {
  const hints = [...segment.phonemes].sort((a, b) => a.offset - b.offset);
  let out = '';
  let at = 0;
  for (const h of hints) {
    if (h.offset < at) continue;
    out += escapeXml(segment.text.slice(at, h.offset)) + ` ${h.pinyin} `;
    at = h.offset + h.length;
  }
  return out + escapeXml(segment.text.slice(at));
}

/// espeak parameters for a segment: pitch -500..500 moves espeak's 0-99 pitch by a tenth; speed
/// 0.5-2 scales the 175 words/minute rate; presets add pitch and multiply speed.
export function espeakJob(segment: EngineSegment): EspeakJob {
  const spec = ESPEAK_VOICES.find((v) => v.voice === segment.voice.voice);
  if (!spec) throw new EngineError(`espeak has no voice ${segment.voice.voice}`);
  const preset = segment.voice.preset ?? {};
  const pitch = segment.prosody.pitch + (preset.pitch ?? 0);
  const speed = segment.prosody.speed * (preset.speed ?? 1);
  return {
    voice: spec.variant,
    text: espeakText(segment),
    pitch: Math.round(clamp(spec.basePitch + pitch / 10, 0, 99)),
    rate: Math.round(clamp(175 * speed, 80, 450)),
  };
}

/// Clauses like an audition's first ones (numbers, a price, a question), for the posted warm-up.
const POSTED_WARM_UP = ['今天下午第3回，', '我们一起去公园散步吧。', '价格是128元，', '请在周五之前完成！', '春天来了，花都开了。', '第2章、第15节；'];

/// A job for a worker: speak, or only give the phoneme mnemonics of the text.
type WorkerJob = (EspeakJob & { id: number; phonemes?: false }) | { id: number; phonemes: true; voice: string; text: string };

/// A worker's answer: samples, or the phonemes asked for.
interface WorkerAnswer extends WorkerMessage {
  samples?: Float32Array;
  sampleRate?: number;
  phonemes?: string;
}

type Synth = Awaited<ReturnType<typeof loadEspeak>>;

/// espeak in a pool of worker threads (one per core by default) or, with `workers: 0`, in-process.
export class EspeakEngine implements SpeechEngine {
  readonly id = 'espeak' as const;
  private readonly size: number;
  private readonly pool: WorkerPool<WorkerAnswer, Pcm | string>;
  private local: Promise<{ espeak: Synth; synthFloat: typeof synthFloat }> | null = null;
  private closed = false;

  private readonly warmUpLevel: 'full' | 'light';
  private readonly polyphones: boolean;
  private readonly phrases: boolean;

  private readonly onInput: ((input: { voice: string; text: string }) => void) | undefined;

  /// `polyphones: false` leaves every polyphone to espeak's own dictionary (the bench compares);
  /// `phrases: false` reads them without the server's phrase dictionary (as the browser does).
  /// `onInput` sees the exact text each sentence is spoken from (the development engine-input log).
  constructor(options: { workers?: number; warmUp?: 'full' | 'light'; polyphones?: boolean; phrases?: boolean; onInput?: (input: { voice: string; text: string }) => void } = {}) {
    this.size = options.workers ?? os.availableParallelism();
    this.warmUpLevel = options.warmUp ?? 'full';
    this.polyphones = options.polyphones ?? true;
    this.phrases = options.phrases ?? true;
    this.onInput = options.onInput;
    // A worker keeps the process alive while it warms up or works, not when idle.
    this.pool = new WorkerPool<WorkerAnswer, Pcm | string>({
      name: 'espeak',
      size: this.size,
      start: () => new Worker(new URL('./espeakWorker.mjs', import.meta.url), { workerData: { warmUp: this.warmUpLevel } }),
      result: (answer) => (answer.phonemes !== undefined ? answer.phonemes : { samples: answer.samples!, sampleRate: answer.sampleRate! }),
    });
  }

  async voices(): Promise<EngineVoice[]> {
    return ESPEAK_VOICES.map(({ variant: _v, basePitch: _p, ...v }) => v);
  }

  async synthesize(segment: EngineSegment, opts: SynthesizeOptions): Promise<Pcm> {
    if (this.closed) throw new EngineError('espeak engine is closed');
    opts.signal?.throwIfAborted();
    const hints = this.polyphoneHints(segment);
    const job = { ...espeakJob(hints.length ? { ...segment, phonemes: [...segment.phonemes, ...hints] } : segment), sampleRate: opts.sampleRate };
    this.onInput?.({ voice: job.voice, text: job.text });
    if (this.size === 0) {
      const local = await this.loadLocal();
      opts.signal?.throwIfAborted();
      return local.synthFloat(local.espeak, job);
    }
    return this.post(job, opts) as Promise<Pcm>;
  }

  /// Pinyin hints for the polyphones of a Mandarin segment: the front-end's reading of each (issue 25
  /// item 3: one reading for every engine, the one the editor suggests). The user's hints (phoneme
  /// markup, dictionary) are kept and never overridden. Computed in this thread from the text alone —
  /// espeak's own reading is no longer read first, so the first sentence of an audition goes straight
  /// to a worker (issue 25 item 4).
  polyphoneHints(segment: Pick<EngineSegment, 'voice' | 'text' | 'phonemes'>): PhonemeHint[] {
    if (!this.polyphones || !segment.voice.voice.startsWith('cmn')) return [];
    if (this.phrases) usePhraseDictionary();
    return polyphoneHints(readPolyphones(segment.text), segment.phonemes, espeakAloneReading);
  }

  /// What espeak would say for `text`, as its phoneme mnemonics (`espeak -x`: `S;_'y35_N`), computed
  /// without speaking. Used to learn the engine's own reading of polyphones (`espeakReadings`).
  async phonemes(text: string, opts: Pick<SynthesizeOptions, 'signal' | 'urgent'> = {}, voice = 'cmn'): Promise<string> {
    if (this.closed) throw new EngineError('espeak engine is closed');
    if (this.size === 0) return (await this.loadLocal()).espeak.phonemes({ voice, text });
    return this.post({ phonemes: true, voice, text }, opts) as Promise<string>;
  }

  private post(job: Omit<WorkerJob, 'id'>, opts: Pick<SynthesizeOptions, 'signal' | 'urgent'>): Promise<Pcm | string> {
    return this.pool.post(job, opts);
  }

  /// In-process mode: espeak loaded into this thread, once (imported lazily: it weighs ≈ 20 MB).
  private loadLocal() {
    this.local ??= import('./espeakCore.mjs').then(async (m) => ({ espeak: await m.loadEspeak(), synthFloat: m.synthFloat }));
    return this.local;
  }

  /// Starts every worker and waits until each has loaded and warmed up espeak (≈0.5-3 s of CPU
  /// each, depending on load), so the first audition after start is as fast as the rest. Workers
  /// also warm up by themselves when first started, between jobs, one sentence at a time.
  async warmUp(): Promise<void> {
    // the polyphone reader's dictionary (≈ 1 s to load) and its first reading, before any audition
    if (this.polyphones && this.phrases) usePhraseDictionary();
    espeakAloneReading('行');
    if (this.size === 0) {
      await this.loadLocal();
      return;
    }
    await this.pool.start();
    if (this.warmUpLevel === 'light') return;
    // Then sentences posted the way an audition's are. Measured: after the worker's own warm-up,
    // each worker's first posted sentence still took 200-480 ms, the next ones 20-40 ms; the first
    // audition after a start paid for it (bench (a): 330-470 ms against a median of ≈ 90).
    const voices = ['cmn+f2', 'cmn+m3', 'cmn+f3', 'cmn+m7'];
    await Promise.all(
      POSTED_WARM_UP.flatMap((text, i) =>
        Array.from({ length: this.size }, (_, w) =>
          this.synthesize({ voice: { engine: 'espeak', voice: voices[(i + w) % voices.length]! }, text, phonemes: [], prosody: { pitch: 0, speed: 1, volume: 100 } }, { sampleRate: 24000 }),
        ),
      ),
    );
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.pool.close();
  }
}
