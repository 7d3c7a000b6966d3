// The sd-webui adapter against a local server that speaks the AUTOMATIC1111 / Forge API: JSON
// `/sdapi/v1/txt2img` and `/sdapi/v1/img2img` answering `{images: [base64…], parameters, info}`, the
// ControlNet extension's `/controlnet/module_list` and `alwayson_scripts`, `/sdapi/v1/interrupt`,
// errors as the web UI's middleware writes them (`{error, detail, body, errors}`), and HTTP Basic auth
// for `--api-auth`.
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDrawProvider, DrawError, loadDrawConfig, type DrawProvider, type DrawRequest } from './index.ts';
import { fallbackDenoising, referenceWeight } from './sdWebui.ts';
import { batchColors, centreColor, gate, json, near, picture, rgb, startProtocolServer, type ProtocolServer } from './testServer.ts';

type Scenario = 'normal' | 'old-webui' | 'held' | 'hang' | 'oom' | 'crash' | 'no-api' | 'invalid';
let scenario: Scenario = 'normal';
/// What a 'held' drawing waits for, and what a 'held' or 'hanging' one opens when it arrives.
let held = gate();
let reached = gate();
let controlNet = true;
let requireAuth: string | null = null;
let server: ProtocolServer;

interface Txt2ImgBody {
  prompt: string;
  negative_prompt: string;
  width: number;
  height: number;
  batch_size: number;
  n_iter: number;
  steps: number;
  cfg_scale: number;
  sampler_name: string;
  seed: number;
  override_settings: Record<string, unknown>;
  init_images?: string[];
  denoising_strength?: number;
  resize_mode?: number;
  alwayson_scripts?: { controlnet?: { args: Record<string, unknown>[] } };
}

const bodies = () => server.requests.filter((r) => r.path.startsWith('/sdapi/v1/t') || r.path.startsWith('/sdapi/v1/img')).map((r) => ({ path: r.path, body: JSON.parse(r.body.toString()) as Txt2ImgBody }));

beforeAll(async () => {
  server = await startProtocolServer(async (request, response) => {
    if (requireAuth && request.headers.authorization !== `Basic ${Buffer.from(requireAuth).toString('base64')}`) {
      response.writeHead(401, { 'content-type': 'application/json', 'www-authenticate': 'Basic' });
      return response.end(JSON.stringify({ detail: 'Incorrect username or password' }));
    }
    if (scenario === 'no-api') return json(response, 404, { detail: 'Not Found' });
    if (request.path === '/controlnet/module_list') {
      if (!controlNet) return json(response, 404, { detail: 'Not Found' });
      return json(response, 200, { module_list: ['none', 'canny', 'depth_midas', 'openpose', 'reference_adain', 'reference_only', 'tile_resample'] });
    }
    if (request.path === '/sdapi/v1/interrupt') return json(response, 200, {});
    if (request.path !== '/sdapi/v1/txt2img' && request.path !== '/sdapi/v1/img2img') return json(response, 404, { detail: 'Not Found' });
    const body = JSON.parse(request.body.toString()) as Txt2ImgBody;
    if (scenario === 'invalid') {
      return json(response, 422, { detail: [{ loc: ['body', 'width'], msg: 'value is not a valid integer', type: 'type_error.integer' }] });
    }
    if (scenario === 'oom') {
      return json(response, 500, { error: 'OutOfMemoryError', detail: '', body: '', errors: 'CUDA out of memory. Tried to allocate 2.25 GiB (GPU 0; 8.00 GiB total capacity)' });
    }
    if (scenario === 'crash') return json(response, 500, { error: 'RuntimeError', detail: '', body: '', errors: 'Sizes of tensors must match except in dimension 1' });
    if (scenario === 'held' || scenario === 'hang') reached.open();
    if (scenario === 'held') await held.passed;
    if (scenario === 'hang') return;
    const { width, height, batch_size: count } = body;
    const images = await Promise.all(Array.from({ length: count }, (_, i) => picture(width, height, batchColors[i]!)));
    const out = images.map((image) => image.toString('base64'));
    // The web UI puts a grid of the batch first when `return_grid` is on; an old one ignores the
    // override. ControlNet appends its detected maps unless told not to save them.
    if (count > 1 && (body.override_settings?.return_grid !== false || scenario === 'old-webui')) {
      out.unshift((await picture(width * 2, height * Math.ceil(count / 2), '#777777')).toString('base64'));
    }
    const unit = body.alwayson_scripts?.controlnet?.args[0];
    if (unit && (unit.save_detected_map !== false || scenario === 'old-webui')) out.push((await picture(512, 512, '#000000')).toString('base64'));
    json(response, 200, { images: out, parameters: body, info: JSON.stringify({ seed: 1234, all_seeds: images.map((_, i) => 1234 + i) }) });
  });
});
afterAll(() => server.close());
beforeEach(() => {
  scenario = 'normal';
  held = gate();
  reached = gate();
  controlNet = true;
  requireAuth = null;
  server.requests.length = 0;
  server.abandoned.length = 0;
});

function provider(env: Record<string, string> = {}): DrawProvider {
  return createDrawProvider(loadDrawConfig({ DRAW_PROVIDER: 'sd-webui', DRAW_BASE_URL: server.url, ...env }));
}

const request = (over: Partial<DrawRequest> = {}): DrawRequest => ({
  prompt: 'a cottage by a lake, anime style illustration',
  negativePrompt: 'lowres, watermark',
  width: 720,
  height: 1280,
  count: 2,
  ...over,
});

async function expectBatch(images: Buffer[], width: number, height: number) {
  for (const [i, image] of images.entries()) {
    const meta = await sharp(image).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({ format: 'png', width, height });
    expect(near(await centreColor(image), rgb(batchColors[i]!))).toBe(true);
  }
}

async function failure(promise: Promise<unknown>): Promise<DrawError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DrawError);
  return error as DrawError;
}

describe('sd-webui adapter', () => {
  it('draws a batch with txt2img: size, count, prompts and sampler defaults arrive, and the batch comes back in order', async () => {
    const result = await provider().generate(request());
    const [sent] = bodies();
    expect(sent!.path).toBe('/sdapi/v1/txt2img');
    expect(sent!.body).toMatchObject({
      prompt: 'a cottage by a lake, anime style illustration',
      negative_prompt: 'lowres, watermark',
      width: 720,
      height: 1280,
      batch_size: 2,
      n_iter: 1,
      steps: 25,
      cfg_scale: 7,
      sampler_name: 'Euler a',
      seed: -1,
      override_settings: { return_grid: false },
    });
    expect(result.images).toHaveLength(2);
    await expectBatch(result.images, 720, 1280);
    expect(result.notes).toEqual([]);
  });

  it('repaints a reference with img2img: denoising_strength is the strength and the reference bytes arrive unchanged', async () => {
    const reference = await picture(600, 400, '#00897b', 'jpeg');
    const result = await provider().generate(request({ count: 1, reference: { image: reference, mode: 'repaint', strength: 0.35 } }));
    const [sent] = bodies();
    expect(sent!.path).toBe('/sdapi/v1/img2img');
    expect(sent!.body.denoising_strength).toBe(0.35);
    expect(sent!.body.resize_mode).toBe(1);
    expect(sent!.body.init_images).toHaveLength(1);
    expect(Buffer.from(sent!.body.init_images![0]!, 'base64').equals(reference)).toBe(true);
    await expectBatch(result.images, 720, 1280);
    // repaint never needs ControlNet.
    expect(server.requests.some((r) => r.path === '/controlnet/module_list')).toBe(false);
  });

  it('draws refonly with ControlNet reference_only when the server has it (asked once)', async () => {
    const reference = await picture(300, 300, '#5e35b1');
    const sd = provider();
    await sd.generate(request({ reference: { image: reference, mode: 'refonly', strength: 0.5 } }));
    const result = await sd.generate(request({ width: 1024, height: 1024, reference: { image: reference, mode: 'refonly', strength: 0.8 } }));
    expect(server.requests.filter((r) => r.path === '/controlnet/module_list')).toHaveLength(1);
    const [first, second] = bodies();
    expect(first!.path).toBe('/sdapi/v1/txt2img');
    expect(first!.body.init_images).toBeUndefined();
    const unit = first!.body.alwayson_scripts!.controlnet!.args[0]!;
    expect(unit).toMatchObject({ enabled: true, module: 'reference_only', model: 'None', weight: 1, resize_mode: 'Crop and Resize', save_detected_map: false });
    expect(Buffer.from(unit.image as string, 'base64').equals(reference)).toBe(true);
    expect(second!.body.alwayson_scripts!.controlnet!.args[0]!.weight).toBe(1.6);
    expect(result.images).toHaveLength(2);
    await expectBatch(result.images, 1024, 1024);
  });

  it('falls back to img2img at a high denoising strength without ControlNet, and says so', async () => {
    controlNet = false;
    const reference = await picture(300, 300, '#5e35b1');
    const result = await provider().generate(request({ count: 1, reference: { image: reference, mode: 'refonly', strength: 0.6 } }));
    const [sent] = bodies();
    expect(sent!.path).toBe('/sdapi/v1/img2img');
    expect(sent!.body.denoising_strength).toBe(0.7);
    expect(Buffer.from(sent!.body.init_images![0]!, 'base64').equals(reference)).toBe(true);
    expect(result.notes).toEqual(['绘画服务没有 ControlNet 的 reference_only，参考图片模式改用图生图（较高重绘幅度）']);
    // DRAW_SD_REFONLY=img2img skips the question.
    server.requests.length = 0;
    controlNet = true;
    await provider({ DRAW_SD_REFONLY: 'img2img' }).generate(request({ count: 1, reference: { image: reference, mode: 'refonly', strength: 0.6 } }));
    expect(server.requests.map((r) => r.path)).toEqual(['/sdapi/v1/img2img']);
  });

  it('maps strength to ControlNet weight and fallback denoising across the range', () => {
    expect([0, 0.5, 1].map(referenceWeight)).toEqual([0, 1, 2]);
    expect([0, 0.5, 1].map(fallbackDenoising)).toEqual([1, 0.75, 0.5]);
  });

  it('keeps exactly the batch from an older web UI that adds a grid first and a control map last', async () => {
    scenario = 'old-webui';
    const reference = await picture(300, 300, '#5e35b1');
    const result = await provider().generate(request({ count: 3, width: 1280, height: 720, reference: { image: reference, mode: 'refonly', strength: 0.5 } }));
    expect(result.images).toHaveLength(3);
    await expectBatch(result.images, 1280, 720);
  });

  it('switches checkpoint, steps, sampler and CFG from configuration, and signs in with --api-auth', async () => {
    requireAuth = 'painter:s3cret:with-colon';
    const denied = await failure(provider().generate(request({ count: 1 })));
    expect(denied).toMatchObject({ code: 'rejected', status: 401 });
    const result = await provider({
      DRAW_API_KEY: 'painter:s3cret:with-colon',
      DRAW_MODEL: 'sd_xl_base_1.0.safetensors [31e35c80fc]',
      DRAW_SD_STEPS: '30',
      DRAW_SD_SAMPLER: 'DPM++ 2M',
      DRAW_SD_CFG: '5.5',
    }).generate(request({ count: 1, seed: 42 }));
    expect(result.images).toHaveLength(1);
    expect(bodies().at(-1)!.body).toMatchObject({
      steps: 30,
      sampler_name: 'DPM++ 2M',
      cfg_scale: 5.5,
      seed: 42,
      override_settings: { return_grid: false, sd_model_checkpoint: 'sd_xl_base_1.0.safetensors [31e35c80fc]' },
    });
  });

  it('waits for a slow job until the time limit', async () => {
    // the deadline's clock is the test's: 5999 of 6000 ms pass while the web UI draws, then it answers
    scenario = 'held';
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const drawing = provider().generate(request({ count: 4, width: 1024, height: 1024 }), { timeoutMs: 6000 });
      // (not expect.poll: under fake timers it moves the clock while it waits)
      await reached.passed;
      vi.advanceTimersByTime(5999);
      held.open();
      await expectBatch((await drawing).images, 1024, 1024);
    } finally {
      vi.useRealTimers();
    }
    expect(server.requests.map((r) => r.path)).not.toContain('/sdapi/v1/interrupt');
  });

  it('gives up at the time limit and interrupts the web UI, so the GPU stops on a picture nobody waits for', async () => {
    // a web UI that never answers: only the deadline, on the test's clock, ends the call
    scenario = 'hang';
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let late: DrawError;
    try {
      const drawing = failure(provider().generate(request(), { timeoutMs: 400 }));
      await reached.passed;
      vi.advanceTimersByTime(400);
      late = await drawing;
    } finally {
      vi.useRealTimers();
    }
    expect(late).toMatchObject({ code: 'timeout', message: '绘画超时：1 秒内未完成，请稍后重试', retryable: true });
    await expect.poll(() => server.requests.map((r) => r.path)).toEqual(['/sdapi/v1/txt2img', '/sdapi/v1/interrupt']);
    await expect.poll(() => server.abandoned).toContain('/sdapi/v1/txt2img');
  });

  it('stops at once when the task is cancelled, and interrupts too', async () => {
    // cancelled while the web UI is drawing (it never answers): the cancel alone ends the call
    scenario = 'hang';
    const controller = new AbortController();
    const cancelling = failure(provider().generate(request(), { signal: controller.signal }));
    await reached.passed;
    controller.abort();
    expect(await cancelling).toMatchObject({ code: 'aborted', message: '绘画已取消', retryable: false });
    await expect.poll(() => server.requests.map((r) => r.path)).toContain('/sdapi/v1/interrupt');
    await expect.poll(() => server.abandoned).toContain('/sdapi/v1/txt2img');
  });

  it('reports the web UI errors: out of memory, a crash, the API not enabled, a refused field', async () => {
    scenario = 'oom';
    const oom = await failure(provider().generate(request()));
    expect(oom).toMatchObject({ code: 'provider', status: 500, message: '绘画服务显存不足，请减少张数或尺寸后重试' });
    expect(oom.detail).toContain('CUDA out of memory');

    scenario = 'crash';
    const crash = await failure(provider().generate(request()));
    expect(crash).toMatchObject({ code: 'provider', status: 500, message: '绘画服务出错，请稍后重试', retryable: true });
    expect(crash.detail).toContain('Sizes of tensors must match');

    scenario = 'no-api';
    const noApi = await failure(provider().generate(request()));
    expect(noApi).toMatchObject({ code: 'rejected', status: 404, message: '绘画服务未开启 API：请用 --api 参数启动 sd-webui / Forge' });

    scenario = 'invalid';
    const invalid = await failure(provider().generate(request()));
    expect(invalid).toMatchObject({ code: 'rejected', status: 422 });
    expect(invalid.detail).toContain('value is not a valid integer');
    // No interrupt for an answered request.
    expect(server.requests.some((r) => r.path === '/sdapi/v1/interrupt')).toBe(false);
  });

  it('says when the web UI is not running', async () => {
    const closed = await startProtocolServer(() => undefined);
    await closed.close();
    const error = await failure(createDrawProvider(loadDrawConfig({ DRAW_PROVIDER: 'sd-webui', DRAW_BASE_URL: closed.url })).generate(request()));
    expect(error).toMatchObject({ code: 'unreachable', message: '无法连接绘画服务，请稍后重试' });
  });
});
