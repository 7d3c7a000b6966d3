import type { ApiSize, OpenAiDrawConfig } from './config.ts';
import { excerpt, send, startDeadline, type Deadline, type HttpAnswer } from './http.ts';
import { frameReference, toExactPng } from './image.ts';
import { DrawError, drawMessages, validateDrawRequest, type DrawOptions, type DrawProvider, type DrawRequest, type DrawResult } from './types.ts';

/// An API answer holds up to 10 base64 pictures of up to ≈ 3 MB each.
const MAX_ANSWER_BYTES = 64 * 1024 * 1024;
/// One picture fetched from a URL answer.
const MAX_PICTURE_BYTES = 25 * 1024 * 1024;

/// The supported size closest in shape to the asked one (aspect ratio first, on a log scale, so 9:16
/// and 16:9 are equally far from 1:1), then the smallest that covers it, so the picture is scaled
/// down and centre-cropped rather than blown up.
export function nearestSize(width: number, height: number, sizes: ApiSize[] | 'any'): ApiSize {
  if (sizes === 'any' || sizes.length === 0) return { width, height };
  const shape = (size: ApiSize) => Math.abs(Math.log(size.width / size.height / (width / height)));
  const best = Math.min(...sizes.map(shape));
  const sameShape = sizes.filter((size) => shape(size) - best < 1e-9);
  const covering = sameShape.filter((size) => size.width >= width && size.height >= height).sort((a, b) => a.width * a.height - b.width * b.height);
  return covering[0] ?? [...sameShape].sort((a, b) => b.width * b.height - a.width * a.height)[0]!;
}

interface ImagesAnswer {
  data?: { b64_json?: string; url?: string }[];
}

interface OpenAiErrorBody {
  error?: { message?: string; type?: string; code?: string | null };
}

/// The OpenAI images API (`/images/generations`, `/images/edits` for a reference picture): OpenAI's
/// own models and the many services and self-hosted servers that speak the same protocol. Whatever size
/// comes back is scaled and centre-cropped to the asked size, as PNG.
export class OpenAiImagesProvider implements DrawProvider {
  readonly id = 'openai' as const;
  readonly configured = true;

  constructor(private readonly config: OpenAiDrawConfig) {}

  async generate(request: DrawRequest, options: DrawOptions = {}): Promise<DrawResult> {
    validateDrawRequest(request);
    const { width, height, count } = request;
    const size = nearestSize(width, height, this.config.sizes);
    const notes: string[] = [];
    if (size.width !== width || size.height !== height) notes.push(`该模型只能生成 ${size.width}×${size.height}，已缩放裁剪为 ${width}×${height}`);
    if (request.reference) notes.push('参考图已随请求发送（images/edits）；该协议没有参考强度参数');
    const deadline = startDeadline(options.timeoutMs ?? this.config.timeoutMs, options.signal);
    try {
      const reference = request.reference ? await frameReference(request.reference.image, size.width, size.height) : null;
      const ask = (n: number) => this.call(request.prompt, n, size, reference, deadline);
      // Models that make one picture per request (dall-e-3) get parallel requests.
      const batches: number[] = [];
      for (let left = count; left > 0; left -= this.config.maxPerRequest) batches.push(Math.min(left, this.config.maxPerRequest));
      const pictures = (await Promise.all(batches.map(ask))).flat();
      // Some services ignore `n` and answer one picture: ask again for the rest, one at a time.
      for (let extra = 0; pictures.length < count && extra < count; extra++) pictures.push(...(await ask(count - pictures.length)));
      if (pictures.length < count) throw new DrawError('bad_response', drawMessages.badResponse, `asked ${count} pictures, got ${pictures.length}`);
      const images = await Promise.all(pictures.slice(0, count).map((picture) => toExactPng(picture, width, height)));
      return { images, notes };
    } catch (error) {
      const stopped = deadline.signal.aborted;
      deadline.cancel();
      if (stopped && !(error instanceof DrawError && (error.code === 'timeout' || error.code === 'aborted'))) throw deadline.reason();
      throw error;
    } finally {
      deadline.dispose();
    }
  }

  private headers(): Record<string, string> {
    return this.config.apiKey ? { authorization: `Bearer ${this.config.apiKey}` } : {};
  }

  private async call(prompt: string, n: number, size: ApiSize, reference: Buffer | null, deadline: Deadline): Promise<Buffer[]> {
    const sizeText = `${size.width}x${size.height}`;
    let answer: HttpAnswer;
    if (reference) {
      const form = new FormData();
      form.append('model', this.config.model);
      form.append('prompt', prompt);
      form.append('n', String(n));
      form.append('size', sizeText);
      if (this.config.responseFormat) form.append('response_format', this.config.responseFormat);
      form.append('image', new Blob([new Uint8Array(reference)], { type: 'image/png' }), 'reference.png');
      answer = await send(`${this.config.baseUrl}/images/edits`, { method: 'POST', headers: this.headers(), body: form }, deadline, MAX_ANSWER_BYTES, 'images/edits');
    } else {
      const body = { model: this.config.model, prompt, n, size: sizeText, ...(this.config.responseFormat ? { response_format: this.config.responseFormat } : {}) };
      answer = await send(
        `${this.config.baseUrl}/images/generations`,
        { method: 'POST', headers: { ...this.headers(), 'content-type': 'application/json' }, body: JSON.stringify(body) },
        deadline,
        MAX_ANSWER_BYTES,
        'images/generations',
      );
    }
    if (answer.status !== 200) throw this.failure(answer);
    const data = (answer.json as ImagesAnswer | undefined)?.data;
    if (!Array.isArray(data)) throw new DrawError('bad_response', drawMessages.badResponse, `no data array: ${excerpt(answer.body.toString('utf8'))}`);
    return Promise.all(data.map((item) => this.picture(item, deadline)));
  }

  private async picture(item: { b64_json?: string; url?: string }, deadline: Deadline): Promise<Buffer> {
    if (typeof item.b64_json === 'string' && item.b64_json.length > 0) return Buffer.from(item.b64_json, 'base64');
    const url = item.url;
    if (typeof url === 'string') {
      const inline = /^data:image\/[a-z+.-]{1,20};base64,/i.exec(url.slice(0, 40));
      if (inline) return Buffer.from(url.slice(inline[0].length), 'base64');
      if (/^https?:\/\//i.test(url)) {
        const answer = await send(url, { method: 'GET' }, deadline, MAX_PICTURE_BYTES, 'picture download');
        if (answer.status !== 200) throw new DrawError('provider', drawMessages.provider, `picture download answered HTTP ${answer.status}`, { status: answer.status });
        return answer.body;
      }
    }
    throw new DrawError('bad_response', drawMessages.badResponse, 'an item has neither b64_json nor an http(s) url');
  }

  private failure(answer: HttpAnswer): DrawError {
    const error = (answer.json as OpenAiErrorBody | undefined)?.error;
    const said = error?.message ?? excerpt(answer.body.toString('utf8'));
    const detail = `HTTP ${answer.status} ${error?.type ?? ''} ${error?.code ?? ''}: ${excerpt(said)}`.replace(/\s+/g, ' ');
    const options = { status: answer.status };
    if (/content_policy|moderation_blocked/i.test(error?.code ?? '') || /safety system|content policy/i.test(said)) {
      return new DrawError('content_policy', drawMessages.contentPolicy, detail, options);
    }
    if (answer.status === 429 || answer.status >= 500) return new DrawError('provider', drawMessages.provider, detail, options);
    return new DrawError('rejected', drawMessages.rejected, detail, options);
  }
}
