/// AI drawing (spec 02 §2.11, issue "AI drawing"): a prompt in, PNG pictures out, from an image model
/// behind one interface. The drawing module (tasks, queue, storage) calls `generate`; adapters speak one
/// protocol each: `openai` (the OpenAI images API and the services that copy it) and `sd-webui`
/// (AUTOMATIC1111 / Forge on the user's own GPU).
export type DrawProviderId = 'openai' | 'sd-webui';

/// spec 02 §2.11: repaint (参考内容) keeps the reference's content and redraws it; refonly (参考图片)
/// takes the reference as a guide for look and subject.
export type ReferenceMode = 'repaint' | 'refonly';

export interface DrawReference {
  /** PNG or JPEG bytes (the upload service has checked the type by content). */
  image: Buffer;
  mode: ReferenceMode;
  /** 0-1 (spec 02 §9: the slider's percent / 100). repaint: how much is redrawn (sd-webui's
   *  denoising_strength, 重绘幅度); refonly: how strongly the reference weighs (ControlNet weight). */
  strength: number;
}

export interface DrawRequest {
  /** The user's description with the style's words already added (styles.ts `applyStyle`). */
  prompt: string;
  negativePrompt?: string;
  width: number;
  height: number;
  /** 1-4 pictures. */
  count: number;
  reference?: DrawReference;
  /** Same seed, same picture where the provider supports it (sd-webui); random when absent. */
  seed?: number;
}

export interface DrawOptions {
  /** The task's own cancellation (deleted task, shutting down). */
  signal?: AbortSignal;
  /** Overrides the configured time limit for this call. */
  timeoutMs?: number;
}

export interface DrawResult {
  /** PNG files of exactly width × height, `count` of them. */
  images: Buffer[];
  /** What was done differently from the request, in Chinese, for the task's status text or a log
   *  (a size the API could not make exactly, a reference mode the server does not offer). */
  notes: string[];
}

export interface DrawProvider {
  readonly id: DrawProviderId | 'none';
  /** False when no provider is configured: `generate` then rejects with DrawError('not_configured'). */
  readonly configured: boolean;
  generate(request: DrawRequest, options?: DrawOptions): Promise<DrawResult>;
}

export type DrawErrorCode =
  | 'not_configured'
  | 'invalid_request'
  | 'timeout'
  | 'aborted'
  | 'unreachable'
  | 'rejected'
  | 'content_policy'
  | 'provider'
  | 'bad_response';

/// Why a drawing failed. `message` is Chinese and fit for the task's status text; `detail` is for the
/// log (the provider's own words, the URL, the HTTP status). `retryable` tells the queue whether
/// trying again later may help.
export class DrawError extends Error {
  override readonly name = 'DrawError';
  /** The provider's HTTP status, when it answered one. */
  readonly status: number | undefined;
  constructor(
    readonly code: DrawErrorCode,
    message: string,
    readonly detail?: string,
    options?: { cause?: unknown; status?: number },
  ) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.status = options?.status;
  }
  get retryable(): boolean {
    return this.code === 'timeout' || this.code === 'unreachable' || (this.code === 'provider' && (this.status === undefined || this.status >= 500 || this.status === 429));
  }
}

export const drawMessages = {
  // for the user (issue 28): the administrator's settings are in the README and the log at start
  notConfigured: '本站暂未开通AI绘画，暂时不能生成图片。',
  emptyPrompt: '请输入画面描述词',
  promptTooLong: '画面描述词不能超过500字',
  badCount: '生成数量须为 1-4 张',
  badSize: '图片尺寸无效',
  badStrength: '参考强度须在 0-1 之间',
  badReference: '参考图片仅支持 png/jpeg',
  timeout: (seconds: number) => `绘画超时：${seconds} 秒内未完成，请稍后重试`,
  aborted: '绘画已取消',
  unreachable: '无法连接绘画服务，请稍后重试',
  rejected: '绘画服务拒绝了请求，请检查绘画服务的配置（密钥、模型、尺寸）',
  contentPolicy: '画面描述未通过内容安全审核，请修改后重试',
  provider: '绘画服务出错，请稍后重试',
  outOfMemory: '绘画服务显存不足，请减少张数或尺寸后重试',
  badResponse: '绘画服务返回的数据无法识别',
  apiMissing: '绘画服务未开启 API：请用 --api 参数启动 sd-webui / Forge',
} as const;

/// spec 02 §9: prompt ≤ 500, count 1-4; sizes within what image models make (64-2048 px per side).
export const DRAW_LIMITS = { promptMax: 500, countMin: 1, countMax: 4, sideMin: 64, sideMax: 2048, referenceMaxBytes: 5 * 1024 * 1024 } as const;

/// The checks every adapter relies on, so a bad request fails the same way whatever the provider.
export function validateDrawRequest(request: DrawRequest): void {
  const invalid = (message: string) => new DrawError('invalid_request', message);
  if (typeof request.prompt !== 'string' || request.prompt.trim() === '') throw invalid(drawMessages.emptyPrompt);
  // The user's 500 characters plus a style's words.
  if ([...request.prompt].length > DRAW_LIMITS.promptMax + 1000) throw invalid(drawMessages.promptTooLong);
  if (!Number.isInteger(request.count) || request.count < DRAW_LIMITS.countMin || request.count > DRAW_LIMITS.countMax) throw invalid(drawMessages.badCount);
  for (const side of [request.width, request.height]) {
    if (!Number.isInteger(side) || side < DRAW_LIMITS.sideMin || side > DRAW_LIMITS.sideMax) throw invalid(drawMessages.badSize);
  }
  const reference = request.reference;
  if (reference) {
    if (!(reference.strength >= 0 && reference.strength <= 1)) throw invalid(drawMessages.badStrength);
    if (reference.mode !== 'repaint' && reference.mode !== 'refonly') throw invalid(drawMessages.badReference);
    if (!isPngOrJpeg(reference.image)) throw invalid(drawMessages.badReference);
  }
}

export function isPngOrJpeg(bytes: Buffer): boolean {
  const png = bytes.length > 8 && bytes.readUInt32BE(0) === 0x89504e47 && bytes.readUInt32BE(4) === 0x0d0a1a0a;
  const jpeg = bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
  return png || jpeg;
}
