// Local neural voices through sherpa-onnx: each folder of TTS_MODELS_DIR is one model in the
// VITS, Matcha or Kokoro layout sherpa-onnx publishes. A voice is `<folder>#<speaker id>`.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { EngineSegment, EngineVoice, Pcm, SpeechEngine, SynthesizeOptions } from './types.ts';
import { EngineError } from './types.ts';

interface OfflineTts {
  numSpeakers: number;
  sampleRate: number;
  generateAsync(request: { text: string; sid: number; speed: number }): Promise<{ samples: Float32Array; sampleRate: number }>;
}
interface SherpaModule {
  OfflineTts: { createAsync(config: unknown): Promise<OfflineTts> };
}

/// Optional `peiyin.json` in a model folder: names of its speakers for the catalogue.
export interface SherpaModelInfo {
  name?: string;
  speakers?: { sid: number; name: string; sex?: 1 | 2; age?: EngineVoice['age'] }[];
}

export type SherpaLayout = 'vits' | 'matcha' | 'kokoro';

/// The sherpa-onnx config of a model folder, recognised by its files (the layouts of the
/// sherpa-onnx TTS model releases).
export function sherpaModelConfig(dir: string, threads = 1): { layout: SherpaLayout; config: Record<string, unknown> } {
  const files = readdirSync(dir);
  const has = (name: string) => files.includes(name);
  const file = (name: string) => path.join(dir, name);
  const lexicon = files
    .filter((f) => /^lexicon.*\.txt$/.test(f))
    .map(file)
    .join(',');
  const dataDir = has('espeak-ng-data') ? file('espeak-ng-data') : '';
  const dictDir = has('dict') && statSync(file('dict')).isDirectory() ? file('dict') : '';
  const ruleFsts = files
    .filter((f) => /\.fst$/.test(f))
    .map(file)
    .join(',');
  const ruleFars = files
    .filter((f) => /\.far$/.test(f))
    .map(file)
    .join(',');
  if (!has('tokens.txt')) throw new EngineError(`${dir}: no tokens.txt`);
  const common = { numThreads: threads, provider: 'cpu', debug: 0 };
  let layout: SherpaLayout;
  let model: Record<string, unknown>;
  const acoustic = files.find((f) => /^model-steps-\d+\.onnx$/.test(f));
  const vocoder = files.find((f) => /(vocos|hifigan).*\.onnx$/.test(f));
  if (acoustic && vocoder) {
    layout = 'matcha';
    model = { matcha: { acousticModel: file(acoustic), vocoder: file(vocoder), lexicon, tokens: file('tokens.txt'), dataDir, dictDir }, ...common };
  } else if (has('voices.bin')) {
    const onnx = files.find((f) => f.endsWith('.onnx'));
    if (!onnx) throw new EngineError(`${dir}: no .onnx model`);
    layout = 'kokoro';
    model = { kokoro: { model: file(onnx), voices: file('voices.bin'), tokens: file('tokens.txt'), dataDir, dictDir, lexicon }, ...common };
  } else {
    const onnx = has('model.onnx') ? 'model.onnx' : files.find((f) => f.endsWith('.onnx'));
    if (!onnx) throw new EngineError(`${dir}: no .onnx model`);
    layout = 'vits';
    model = { vits: { model: file(onnx), lexicon, tokens: file('tokens.txt'), dataDir, dictDir }, ...common };
  }
  return { layout, config: { model, ruleFsts, ruleFars, maxNumSentences: 1 } };
}

function readInfo(dir: string): SherpaModelInfo {
  const p = path.join(dir, 'peiyin.json');
  if (!existsSync(p)) return {};
  try {
    return JSON.parse(readFileSync(p, 'utf8')) as SherpaModelInfo;
  } catch {
    throw new EngineError(`${p} is not valid JSON`);
  }
}

const requireCjs = createRequire(import.meta.url);

export class SherpaEngine implements SpeechEngine {
  readonly id = 'sherpa' as const;
  private readonly models = new Map<string, Promise<OfflineTts>>();
  private sherpa: SherpaModule | null = null;

  constructor(private readonly options: { modelsDir: string; threads?: number }) {}

  /// Model folders: every sub-folder holding a tokens.txt.
  modelDirs(): string[] {
    if (!existsSync(this.options.modelsDir)) return [];
    return readdirSync(this.options.modelsDir)
      .filter((name) => existsSync(path.join(this.options.modelsDir, name, 'tokens.txt')))
      .sort();
  }

  /// Loads (once) the model of a folder; errors from sherpa-onnx are passed on as EngineErrors.
  load(folder: string): Promise<OfflineTts> {
    let model = this.models.get(folder);
    if (!model) {
      const dir = path.join(this.options.modelsDir, folder);
      model = (async () => {
        if (path.dirname(dir) !== path.resolve(this.options.modelsDir) || !existsSync(dir)) throw new EngineError(`sherpa model ${folder} not found in ${this.options.modelsDir}`);
        const { config } = sherpaModelConfig(dir, this.options.threads ?? 1);
        this.sherpa ??= requireCjs('sherpa-onnx-node') as SherpaModule;
        try {
          return await this.sherpa.OfflineTts.createAsync(config);
        } catch (error) {
          throw new EngineError(`sherpa model ${folder}: ${error instanceof Error ? error.message : String(error)}`);
        }
      })();
      model.catch(() => this.models.delete(folder));
      this.models.set(folder, model);
    }
    return model;
  }

  async voices(): Promise<EngineVoice[]> {
    const voices: EngineVoice[] = [];
    for (const folder of this.modelDirs()) {
      const info = readInfo(path.join(this.options.modelsDir, folder));
      const speakers = info.speakers ?? [{ sid: 0, name: info.name ?? folder }];
      for (const s of speakers) {
        voices.push({ engine: 'sherpa', voice: `${folder}#${s.sid}`, name: s.name, sex: s.sex ?? 2, age: s.age ?? 'adult', locale: 'zh-CN', styles: [], roles: [] });
      }
    }
    return voices;
  }

  /// Speed is sherpa's own (it scales the model's length); pitch is not a model input, so it is
  /// not rendered (README says so); pinyin hints are not passed (the model's lexicon decides).
  async synthesize(segment: EngineSegment, opts: SynthesizeOptions): Promise<Pcm> {
    const [folder, sidText = '0'] = segment.voice.voice.split('#');
    const sid = Number(sidText);
    if (!folder || !Number.isInteger(sid) || sid < 0) throw new EngineError(`sherpa voice must be <model>#<speaker id>, got ${segment.voice.voice}`);
    const tts = await this.load(folder);
    opts.signal?.throwIfAborted();
    if (sid >= Math.max(1, tts.numSpeakers)) throw new EngineError(`sherpa model ${folder} has ${tts.numSpeakers} speakers, not ${sid + 1}`);
    const speed = Math.min(2, Math.max(0.5, segment.prosody.speed * (segment.voice.preset?.speed ?? 1)));
    const audio = await tts.generateAsync({ text: segment.text, sid, speed });
    return { samples: audio.samples, sampleRate: audio.sampleRate };
  }
}
