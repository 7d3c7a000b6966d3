// Local speech to text with sherpa-onnx: a Paraformer-zh or SenseVoice model folder from
// ASR_MODELS_DIR, and Silero VAD to cut the audio into sentences with their times. Nothing leaves
// the machine. The work runs in a child process (sherpaWorker.mjs says why).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ASR_SAMPLE_RATE } from './audio.ts';
import { runRecognizer } from './recognizerProcess.ts';
import { AsrError } from './types.ts';
import type { AsrProvider, TranscribeRequest, Transcript } from './types.ts';

export type SherpaAsrKind = 'sense-voice' | 'paraformer';

export interface SherpaAsrModel {
  /// The folder's name under ASR_MODELS_DIR (what ASR_MODEL names).
  folder: string;
  kind: SherpaAsrKind;
  /// The .onnx file used: the int8 one when the folder has both, as the releases do (a quarter
  /// of the size, about as accurate, faster on CPU).
  model: string;
  tokens: string;
}

/// Recognises a sherpa-onnx offline model folder by its files: an .onnx model and a tokens.txt
/// whose symbols tell SenseVoice (language and text-normalisation tags such as <|zh|>,
/// <|withitn|>) from Paraformer (<s> </s> and characters). Both release layouts have the same
/// file names, so the names alone cannot tell them apart. Null for anything else.
export function detectAsrModel(dir: string): SherpaAsrModel | null {
  if (!existsSync(path.join(dir, 'tokens.txt'))) return null;
  const files = readdirSync(dir);
  const onnx = files.filter((f) => f.endsWith('.onnx'));
  const model = ['model.int8.onnx', 'model.onnx'].find((f) => files.includes(f)) ?? (onnx.length === 1 ? onnx[0] : undefined);
  if (!model) return null;
  const tokens = readFileSync(path.join(dir, 'tokens.txt'), 'utf8');
  const symbols = new Set(tokens.split('\n').map((line) => line.slice(0, line.lastIndexOf(' '))));
  const kind: SherpaAsrKind | null = symbols.has('<|zh|>') || symbols.has('<|withitn|>') ? 'sense-voice' : symbols.has('</s>') ? 'paraformer' : null;
  if (!kind) return null;
  return { folder: path.basename(dir), kind, model: path.join(dir, model), tokens: path.join(dir, 'tokens.txt') };
}

/// The recognizer folders and the Silero VAD file (`silero_vad.onnx`, or any `silero*.onnx`) of
/// a models folder.
export function scanAsrModels(modelsDir: string): { models: SherpaAsrModel[]; vad: string | null } {
  if (!existsSync(modelsDir)) return { models: [], vad: null };
  const entries = readdirSync(modelsDir).sort();
  const models = entries
    .map((name) => path.join(modelsDir, name))
    .filter((dir) => statSync(dir).isDirectory())
    .map(detectAsrModel)
    .filter((m): m is SherpaAsrModel => m !== null);
  const vadFile = entries.find((name) => /^silero.*\.onnx$/i.test(name));
  return { models, vad: vadFile ? path.join(modelsDir, vadFile) : null };
}

/// VAD settings: Silero's window at 16 kHz is 512 samples (v5 accepts nothing else; sherpa-onnx
/// ends the process on another); a pause of 0.4 s ends a sentence; a piece of speech longer
/// than 15 s is cut (SenseVoice and Paraformer were trained on short utterances, and a subtitle
/// line should not run longer).
export const VAD_SETTINGS = { threshold: 0.5, minSilenceDuration: 0.4, minSpeechDuration: 0.25, maxSpeechDuration: 15, windowSize: 512 } as const;

/// The configs sent to sherpa-onnx for a model folder (exported for the test).
export function sherpaAsrConfigs(model: SherpaAsrModel, vad: string, options: { language: string; threads: number }) {
  const common = { tokens: model.tokens, numThreads: options.threads, provider: 'cpu', debug: 0 };
  const modelConfig =
    model.kind === 'sense-voice'
      ? // SenseVoice names its languages zh, en, yue, ja, ko; '' lets it detect. With inverse
        // text normalisation it writes punctuation and digits, as a script needs.
        { senseVoice: { model: model.model, language: ['zh', 'en', 'yue', 'ja', 'ko'].includes(options.language) ? options.language : '', useInverseTextNormalization: 1 }, ...common }
      : { paraformer: { model: model.model }, ...common };
  return {
    recognizer: { featConfig: { sampleRate: ASR_SAMPLE_RATE, featureDim: 80 }, modelConfig },
    vad: { sileroVad: { model: vad, ...VAD_SETTINGS }, sampleRate: ASR_SAMPLE_RATE, numThreads: 1, provider: 'cpu', debug: 0 },
  };
}

const workerPath = fileURLToPath(new URL('./sherpaWorker.mjs', import.meta.url));

export class SherpaAsr implements AsrProvider {
  readonly id = 'sherpa' as const;
  readonly configured = true;

  constructor(private readonly options: { modelsDir: string; model: string | null; language: string; threads: number; timeoutMs: number; ffmpegPath: string }) {}

  /// The model folder and VAD file a transcription would use; AsrError `model_missing` saying
  /// what is absent otherwise.
  resolveModel(): { model: SherpaAsrModel; vad: string } {
    const { models, vad } = scanAsrModels(this.options.modelsDir);
    const wanted = this.options.model;
    const model = wanted ? models.find((m) => m.folder === wanted) : models[0];
    if (!model) {
      const found = models.map((m) => m.folder).join(', ') || 'none';
      throw new AsrError('model_missing', { detail: wanted ? `ASR_MODEL=${wanted} is not a Paraformer or SenseVoice folder in ${this.options.modelsDir} (found: ${found})` : `no Paraformer or SenseVoice folder in ${this.options.modelsDir}` });
    }
    if (!vad) throw new AsrError('model_missing', { detail: `no silero_vad.onnx in ${this.options.modelsDir}` });
    return { model, vad };
  }

  async transcribe(request: TranscribeRequest): Promise<Transcript> {
    if (request.signal?.aborted) throw new AsrError('aborted');
    const { model, vad } = this.resolveModel();
    const configs = sherpaAsrConfigs(model, vad, { language: request.language ?? this.options.language, threads: this.options.threads });
    return runRecognizer(workerPath, { ...configs, sampleRate: ASR_SAMPLE_RATE }, request, this.options);
  }
}
