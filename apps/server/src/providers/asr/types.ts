// Speech to text behind 文案提取 (issue 16, spec 02 §2.7, §3 "Speech-to-text task"): one
// interface: the embedded Whisper (the default), a local recognizer (sherpa-onnx) and any OpenAI-compatible
// transcription server.
// Adapters import only this file (and the helpers beside it that import only this file).

export interface TranscribeRequest {
  /// The uploaded file as stored: audio (mp3, wav, m4a…) or video (mp4, mov). Each adapter reads
  /// its audio track with ffmpeg into what its protocol needs (16 kHz mono PCM for sherpa, a
  /// 16 kHz mono MP3 or WAV upload for a transcription server), so callers never convert.
  file: string;
  /// Language hint (`zh`, `en`, `yue`, `ja`, `ko`); '' lets the model detect it. Default: the
  /// configured `ASR_LANGUAGE` (`zh`).
  language?: string;
  /// Aborting stops the work at once: the recognizer process and ffmpeg are killed, the upload
  /// is cancelled. The promise then rejects with AsrError `aborted`.
  signal?: AbortSignal;
  /// At most this much of the audio reaches the recognizer, counted in decoded samples (the caller measured
  /// the file and metered its minutes; a header that lies cannot send more). Default: no bound.
  maxMs?: number;
  /// Fraction of the audio recognised so far, 0-1 (sherpa reports per sentence; a transcription
  /// server only at the end).
  onProgress?: (fraction: number) => void;
}

/// One sentence with its place in the audio (spec: beginTime, endTime, text).
export interface Sentence {
  beginMs: number;
  endMs: number;
  text: string;
}

export interface Transcript {
  /// In order, non-empty, within [0, durationMs].
  sentences: Sentence[];
  /// The sentences one per line, ready for the editor.
  text: string;
  /// Length of the audio track.
  durationMs: number;
  /// The language the model reported, when it reports one (`zh`, `en`…).
  language?: string;
}

export interface AsrProvider {
  readonly id: 'whisper' | 'sherpa' | 'openai-compatible' | 'none';
  /// False when nothing is configured: `transcribe` then rejects with `unconfigured`, whose
  /// message says what to set, and the page shows it instead of the upload form.
  readonly configured: boolean;
  /// While not configured, what the page says when it is not the plain `unconfigured` message (the embedded
  /// recogniser's weights being fetched on a first start).
  readonly notice?: string | null;
  transcribe(request: TranscribeRequest): Promise<Transcript>;
}

export type AsrErrorCode =
  | 'unconfigured'
  | 'model_missing'
  | 'model_invalid'
  | 'audio_invalid'
  | 'auth'
  | 'rate_limit'
  | 'file_too_large'
  | 'model_not_found'
  | 'bad_request'
  | 'bad_response'
  | 'unavailable'
  | 'timeout'
  | 'network'
  | 'aborted';

/// Chinese messages shown to the user as they are (a task's status text, or the envelope's message).
export const ASR_ERROR_MESSAGES: Record<AsrErrorCode, string> = {
  // Written for the user (issue 28): what is missing and what to do instead; what the administrator sets is in
  // the README and the server's log at start (providers/asr/plugin.ts), and each error's `detail` is logged.
  unconfigured: '本站暂未开通语音识别，暂时不能把音频、视频转成文字。你可以直接粘贴文案，或导入字幕文件（.srt）去配音。',
  model_missing: '语音识别暂时无法使用，请稍后再试；一直如此时请通过意见反馈告诉我们',
  model_invalid: '语音识别暂时无法使用，请稍后再试；一直如此时请通过意见反馈告诉我们',
  audio_invalid: '无法读取该文件中的音频，请上传有效的音频或视频文件',
  auth: '语音识别暂时无法使用，请稍后再试；一直如此时请通过意见反馈告诉我们',
  rate_limit: '语音识别服务请求过于频繁或额度不足，请稍后再试',
  file_too_large: '音频超过语音识别服务允许的大小',
  model_not_found: '语音识别暂时无法使用，请稍后再试；一直如此时请通过意见反馈告诉我们',
  bad_request: '语音识别服务拒绝了本次请求',
  bad_response: '语音识别服务返回了无法识别的结果',
  unavailable: '语音识别服务暂时不可用，请稍后再试',
  timeout: '语音识别超时，请稍后再试',
  network: '无法连接语音识别服务，请稍后再试',
  aborted: '语音识别已取消',
};

/// The embedded recogniser on a first start, while its weights are fetched (about 133 MB, once per machine).
export const ASR_PREPARING_MESSAGE = '语音识别模型正在准备（首次启动时下载一次，约需几分钟），请稍后刷新本页再试。你也可以先直接粘贴文案，或导入字幕文件（.srt）去配音。';

export class AsrError extends Error {
  override readonly name = 'AsrError';
  /// What the upstream, ffmpeg or sherpa-onnx said: for the log, never for the user.
  readonly detail: string | undefined;

  constructor(
    readonly code: AsrErrorCode,
    options: { detail?: string; cause?: unknown } = {},
  ) {
    super(ASR_ERROR_MESSAGES[code], { cause: options.cause });
    this.detail = options.detail;
  }
}

/// Thrown by `loadAsrConfig` for a value that cannot be right (the server refuses to start).
export class AsrConfigError extends Error {
  override readonly name = 'AsrConfigError';
}
