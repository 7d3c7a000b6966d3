// Picture-to-text (issue 16, tool 1 图片文字识别; spec 02 §2.7, §5 Tools, §8): the interface every OCR
// provider implements and the errors a caller turns into the envelope's Chinese message.

/// spec 02 §5: recognise type 0 通用 (general), 1 手写 (handwriting).
export type OcrType = 0 | 1;
export const OCR_TYPES: readonly OcrType[] = [0, 1];

export type OcrProviderId = 'tesseract' | 'none';
export const OCR_PROVIDER_IDS: readonly OcrProviderId[] = ['tesseract', 'none'];

/// What the tool page should say about handwriting (type 1), shown beside the type choice. Tesseract
/// ships no handwriting model: type 1 runs the same printed-text model, starting with a local
/// threshold that separates pen strokes from ruled lines and shadows (tesseract.ts TYPE_PASSES).
export const HANDWRITING_NOTE =
  '手写识别与通用识别使用同一个印刷体文字模型（开源的 Tesseract 没有手写模型），只是先按局部明暗分离字迹，更适合横线纸和光照不均的照片。字迹越工整越准确；连笔、潦草的字迹基本无法识别，请识别后仔细核对。';

export interface OcrLimits {
  /// spec 02 §9: 10 MB.
  maxBytes: number;
  /// Decoded size bounds: width × height, and either side.
  maxPixels: number;
  maxSide: number;
  /// Bytes of the decoded picture: width × height × channels × bytes per sample (issue 26 §3).
  maxDecodedBytes: number;
  /// Scans of a JPEG (a progressive one has about ten; each is a pass of the decoder over the picture).
  maxScans: number;
}

export const OCR_MAX_BYTES = 10 * 1024 * 1024;

export interface OcrInput {
  /// The picture's bytes (PNG or JPEG, recognised by content).
  image: Uint8Array;
  type: OcrType;
  /// Who asks (the account): one recognition per owner at a time, and owners take turns for workers.
  owner?: string | number;
  /// Aborting drops a job that is still waiting for a worker; a running one finishes unobserved.
  signal?: AbortSignal;
}

export interface OcrResult {
  /// Lines as they appear in the picture, paragraphs separated by one empty line; no spaces between
  /// Chinese characters. Empty when no text was found.
  text: string;
  /// Mean word confidence, 0-100.
  confidence: number;
  /// The picture's pixel size, as read from its header.
  width: number;
  height: number;
  /// Time spent recognising, excluding the wait for a free worker.
  ms: number;
}

export interface OcrProvider {
  readonly id: OcrProviderId;
  readonly limits: OcrLimits;
  recognize(input: OcrInput): Promise<OcrResult>;
  /// Starts one worker ahead of the first request (optional: workers otherwise start on demand).
  warmUp(): Promise<void>;
  /// Workers alive, running jobs, jobs waiting.
  stats(): { workers: number; running: number; queued: number };
  close(): Promise<void>;
}

export type OcrErrorKind = 'format' | 'size' | 'dimensions' | 'corrupt' | 'busy' | 'timeout' | 'unavailable' | 'failed' | 'aborted';

export const OCR_MESSAGES = {
  // spec 02 §5 Tools
  format: '图片格式仅支持 jpg/png',
  size: '图片文件大小不超过10M',
  dimensions: (l: Pick<OcrLimits, 'maxPixels' | 'maxSide'>) =>
    `图片尺寸过大：宽高均不超过${l.maxSide}像素，总像素不超过${Math.floor(l.maxPixels / 10_000)}万`,
  decoded: (l: Pick<OcrLimits, 'maxDecodedBytes'>) => `图片过大：解码后超过${Math.floor(l.maxDecodedBytes / 1024 / 1024)}MB（宽×高×通道数×色深），请缩小尺寸或另存为8位色深的图片再试`,
  scans: '图片的渐进式扫描层数过多，无法识别，请另存为普通JPEG或PNG再试',
  corrupt: '图片无法读取，文件可能已损坏',
  busy: '图片文字识别繁忙，请稍后再试',
  timeout: '图片文字识别超时，请换一张较小或更清晰的图片再试',
  unavailable: '本站暂未开通图片文字识别。你可以把图片中的文字直接输入配音编辑器。',
  failed: '图片文字识别出错，请稍后再试',
  aborted: '图片文字识别已取消',
} as const;

/// An error whose message is shown to the user as is (the module prefixes 图片文字识别失败: per spec 02 §8
/// where the page calls for it). `kind` lets a caller pick a status code: format/size/dimensions are
/// the user's input (400), and so is corrupt; a picture that takes past the deadline is too (422); busy
/// is 503; the rest are the server's.
export class OcrError extends Error {
  constructor(
    readonly kind: OcrErrorKind,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'OcrError';
  }
}
