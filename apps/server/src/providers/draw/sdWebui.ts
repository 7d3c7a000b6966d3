import type { SdWebuiDrawConfig } from './config.ts';
import { excerpt, send, startDeadline, type Deadline, type HttpAnswer } from './http.ts';
import { imageSize, toExactPng } from './image.ts';
import { DrawError, drawMessages, validateDrawRequest, type DrawOptions, type DrawProvider, type DrawRequest, type DrawResult } from './types.ts';

/// Four base64 PNGs of 1280 × 720 are ≈ 12 MB; a grid and control maps may come along.
const MAX_ANSWER_BYTES = 128 * 1024 * 1024;

/// refonly without ControlNet: img2img that keeps only the reference's colours and layout. Strength
/// (the reference's weight) 0 → denoising 1 (a new picture), 1 → 0.5 (still clearly redrawn).
export function fallbackDenoising(strength: number): number {
  return Math.round((1 - 0.5 * strength) * 1000) / 1000;
}

/// ControlNet's weight runs 0-2 with 1 as its default; the slider's default 50 (0.5) lands on it.
export function referenceWeight(strength: number): number {
  return Math.round(2 * strength * 1000) / 1000;
}

interface SdAnswer {
  images?: unknown;
}

interface SdErrorBody {
  error?: string;
  detail?: unknown;
  body?: string;
  errors?: string;
}

/// AUTOMATIC1111's stable-diffusion-webui and Forge over their HTTP API (`--api`): txt2img, img2img
/// for repaint (denoising_strength = strength) and the ControlNet extension's `reference_only` unit for
/// refonly where the server has it, else img2img at a high denoising strength (see README).
export class SdWebuiProvider implements DrawProvider {
  readonly id = 'sd-webui' as const;
  readonly configured = true;
  /// Whether the server has ControlNet's reference_only (asked once; asked again after a failed look).
  private referenceOnly: Promise<boolean> | null = null;

  constructor(private readonly config: SdWebuiDrawConfig) {}

  async generate(request: DrawRequest, options: DrawOptions = {}): Promise<DrawResult> {
    validateDrawRequest(request);
    const deadline = startDeadline(options.timeoutMs ?? this.config.timeoutMs, options.signal);
    const notes: string[] = [];
    let started = false;
    try {
      const base = this.baseBody(request);
      let path: '/sdapi/v1/txt2img' | '/sdapi/v1/img2img' = '/sdapi/v1/txt2img';
      let body: Record<string, unknown> = base;
      const reference = request.reference;
      if (reference) {
        const image = reference.image.toString('base64');
        const img2img = (denoising: number) => {
          path = '/sdapi/v1/img2img';
          // resize_mode 1: crop and resize, so the reference fills the frame without distortion.
          body = { ...base, init_images: [image], denoising_strength: denoising, resize_mode: 1, include_init_images: false };
        };
        if (reference.mode === 'repaint') img2img(reference.strength);
        else if (await this.hasReferenceOnly(deadline)) {
          body = {
            ...base,
            alwayson_scripts: {
              controlnet: {
                args: [
                  {
                    enabled: true,
                    module: 'reference_only',
                    model: 'None',
                    image,
                    weight: referenceWeight(reference.strength),
                    resize_mode: 'Crop and Resize',
                    control_mode: 'Balanced',
                    // reference_only's one slider: style fidelity, at its default.
                    threshold_a: 0.5,
                    guidance_start: 0,
                    guidance_end: 1,
                    pixel_perfect: true,
                    save_detected_map: false,
                  },
                ],
              },
            },
          };
        } else {
          img2img(fallbackDenoising(reference.strength));
          notes.push('绘画服务没有 ControlNet 的 reference_only，参考图片模式改用图生图（较高重绘幅度）');
        }
      }
      started = true;
      const answer = await send(
        `${this.config.baseUrl}${path}`,
        { method: 'POST', headers: { ...this.headers(), 'content-type': 'application/json' }, body: JSON.stringify(body) },
        deadline,
        MAX_ANSWER_BYTES,
        path,
      );
      if (answer.status !== 200) throw this.failure(answer);
      const images = await this.pictures(answer, request);
      return { images, notes };
    } catch (error) {
      // The GPU keeps working on a request nobody waits for: stop it (the drawing queue sends one
      // job at a time to a web UI, so the job interrupted is ours).
      if (started && deadline.signal.aborted) void this.interrupt();
      if (deadline.signal.aborted && !(error instanceof DrawError && (error.code === 'timeout' || error.code === 'aborted'))) throw deadline.reason();
      throw error;
    } finally {
      deadline.dispose();
    }
  }

  private baseBody(request: DrawRequest): Record<string, unknown> {
    return {
      prompt: request.prompt,
      negative_prompt: request.negativePrompt ?? '',
      width: request.width,
      height: request.height,
      batch_size: request.count,
      n_iter: 1,
      steps: this.config.steps,
      cfg_scale: this.config.cfgScale,
      sampler_name: this.config.sampler,
      seed: request.seed ?? -1,
      send_images: true,
      save_images: false,
      // The web UI puts a grid of the batch first unless told not to.
      override_settings: { return_grid: false, ...(this.config.model ? { sd_model_checkpoint: this.config.model } : {}) },
      override_settings_restore_afterwards: true,
    };
  }

  private headers(): Record<string, string> {
    const auth = this.config.auth;
    return auth ? { authorization: `Basic ${Buffer.from(`${auth.user}:${auth.password}`).toString('base64')}` } : {};
  }

  private hasReferenceOnly(deadline: Deadline): Promise<boolean> {
    if (this.config.refOnly !== 'auto') return Promise.resolve(this.config.refOnly === 'controlnet');
    this.referenceOnly ??= (async () => {
      const answer = await send(`${this.config.baseUrl}/controlnet/module_list`, { headers: this.headers() }, deadline, 4 * 1024 * 1024, 'controlnet/module_list');
      if (answer.status === 404) return false;
      if (answer.status !== 200) throw this.failure(answer);
      const modules = (answer.json as { module_list?: unknown } | undefined)?.module_list;
      return Array.isArray(modules) && modules.includes('reference_only');
    })();
    const asked = this.referenceOnly;
    asked.catch(() => {
      if (this.referenceOnly === asked) this.referenceOnly = null;
    });
    return asked;
  }

  /// The batch's pictures of the asked size, in order; a grid (other size) or control maps that an
  /// older web UI adds despite the settings are left out. When the server drew another size (a hires
  /// fix in its defaults), the first `count` are scaled and cropped to the asked one.
  private async pictures(answer: HttpAnswer, request: DrawRequest): Promise<Buffer[]> {
    const list = (answer.json as SdAnswer | undefined)?.images;
    if (!Array.isArray(list) || list.length === 0) throw new DrawError('bad_response', drawMessages.badResponse, `no images: ${excerpt(answer.body.toString('utf8'))}`);
    const decoded = list.filter((item): item is string => typeof item === 'string').map((item) => Buffer.from(item.replace(/^data:image\/[a-z]+;base64,/, ''), 'base64'));
    const sized = await Promise.all(decoded.map(async (bytes) => ({ bytes, size: await imageSize(bytes) })));
    const exact = sized.filter(({ size }) => size.width === request.width && size.height === request.height);
    const chosen = (exact.length >= request.count ? exact : sized).slice(0, request.count);
    if (chosen.length < request.count) throw new DrawError('bad_response', drawMessages.badResponse, `asked ${request.count} pictures, got ${chosen.length}`);
    return Promise.all(chosen.map(({ bytes }) => toExactPng(bytes, request.width, request.height)));
  }

  private async interrupt(): Promise<void> {
    try {
      await fetch(`${this.config.baseUrl}/sdapi/v1/interrupt`, { method: 'POST', headers: this.headers(), signal: AbortSignal.timeout(3000) });
    } catch {
      // Best effort: the web UI may be the thing that is gone.
    }
  }

  private failure(answer: HttpAnswer): DrawError {
    const body = answer.json as SdErrorBody | undefined;
    const said = body?.errors || body?.error || (body?.detail !== undefined ? excerpt(body.detail) : '') || excerpt(answer.body.toString('utf8'));
    const detail = `HTTP ${answer.status}: ${excerpt(said)}`;
    const options = { status: answer.status };
    if (answer.status === 404) return new DrawError('rejected', drawMessages.apiMissing, detail, options);
    if (answer.status >= 500 && /out of memory/i.test(said)) return new DrawError('provider', drawMessages.outOfMemory, detail, options);
    if (answer.status === 429 || answer.status >= 500) return new DrawError('provider', drawMessages.provider, detail, options);
    return new DrawError('rejected', drawMessages.rejected, detail, options);
  }
}
