// Speech to text with nothing to configure (issue 24 §5): Whisper base, run by onnxruntime in a process of its
// own (whisperWorker.mjs), its weights fetched once into the models cache (whisperModel.ts). While they are
// fetched the page says the recogniser is being prepared; while they are missing otherwise (no network,
// ASR_WHISPER_DOWNLOAD=false) that speech to text is off, as with no provider at all. It never keeps the
// server from starting.
import { fileURLToPath } from 'node:url';
import type { AsrConfig } from './config.ts';
import { runRecognizer } from './recognizerProcess.ts';
import { fetchWhisperModel, verifiedWhisper } from './whisperModel.ts';
import { ASR_PREPARING_MESSAGE, AsrError } from './types.ts';
import type { AsrProvider, TranscribeRequest, Transcript } from './types.ts';

const workerPath = fileURLToPath(new URL('./whisperWorker.mjs', import.meta.url));

/// The `whisper` settings (config.ts) and what the server hands every provider.
export type WhisperAsrOptions = Omit<Extract<AsrConfig, { provider: 'whisper' }>, 'provider'> & {
  ffmpegPath: string;
  fetch?: typeof fetch;
  /// Progress and state lines for the server's log.
  log?: (line: string) => void;
};

export class WhisperAsr implements AsrProvider {
  readonly id = 'whisper' as const;
  private modelDir: string | null = null;
  private preparing: Promise<boolean> | null = null;
  private fetching = false;

  constructor(private readonly options: WhisperAsrOptions) {}

  /// True once the verified weights are in the models cache (asked on every page load: a fetch that
  /// finishes while the server runs turns the tool on without a restart).
  get configured(): boolean {
    this.modelDir ??= verifiedWhisper(this.options.modelsDir);
    return this.modelDir !== null;
  }

  /// While the weights are being fetched, the page says so (and when to come back).
  get notice(): string | null {
    return this.fetching && !this.configured ? ASR_PREPARING_MESSAGE : null;
  }

  /// Makes the weights available: already there, fetched (when allowed), or not. Never throws; says once in
  /// the log what happened.
  prepare(signal?: AbortSignal): Promise<boolean> {
    this.preparing ??= (async () => {
      if (this.configured) return true;
      if (!this.options.download) {
        this.options.log?.(`语音识别模型（Whisper base）不在 ${this.options.modelsDir}，下载已关闭（ASR_WHISPER_DOWNLOAD=false）：文案提取暂不可用`);
        return false;
      }
      this.fetching = true;
      try {
        this.modelDir = await fetchWhisperModel({
          dir: this.options.modelsDir,
          ...(this.options.pypiIndex ? { pypiIndex: this.options.pypiIndex } : {}),
          ...(this.options.fetch ? { fetch: this.options.fetch } : {}),
          ...(signal ? { signal } : {}),
          progress: (line) => this.options.log?.(`Whisper: ${line}`),
        });
        this.options.log?.('语音识别模型（Whisper base）已就绪：文案提取可离线使用');
        return true;
      } catch (error) {
        if (!signal?.aborted) this.options.log?.(`语音识别模型（Whisper base）未能下载，文案提取暂不可用：${error instanceof Error ? error.message : String(error)}`);
        return false;
      } finally {
        this.fetching = false;
      }
    })();
    return this.preparing;
  }

  async transcribe(request: TranscribeRequest): Promise<Transcript> {
    if (request.signal?.aborted) throw new AsrError('aborted');
    if (!this.configured) throw new AsrError('unconfigured', { detail: this.fetching ? 'the Whisper weights are being fetched' : 'no verified Whisper weights' });
    const start = { modelDir: this.modelDir, language: request.language ?? this.options.language, prompt: this.options.prompt, threads: this.options.threads, beamSize: this.options.beamSize };
    return runRecognizer(workerPath, start, request, this.options);
  }
}
