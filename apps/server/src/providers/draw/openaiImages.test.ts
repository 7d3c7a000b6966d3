// The OpenAI-compatible adapter against a local server that speaks the images API the way OpenAI
// documents it: JSON `/images/generations`, multipart `/images/edits`, `{data: [{b64_json} | {url}]}`,
// errors as `{error: {message, type, code}}`, sizes refused unless the model supports them.
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDrawProvider, DrawError, loadDrawConfig, nearestSize, type DrawProvider, type DrawRequest } from './index.ts';
import { batchColors, centreColor, gate, json, near, picture, rgb, startProtocolServer, type ProtocolServer, type ReceivedRequest } from './testServer.ts';
import { drawMessages } from './types.ts';

const KEY = 'sk-test-123';
const modelSizes: Record<string, string[] | 'any'> = {
  'gpt-image-1': ['1024x1024', '1024x1536', '1536x1024'],
  'dall-e-3': ['1024x1024', '1024x1792', '1792x1024'],
  'local-sdxl': 'any',
};

type Scenario = 'normal' | 'url' | 'ignores-n' | 'jpeg-other-size' | 'held' | 'hang' | 'fail500' | 'policy' | 'huge-url' | 'no-data';
let scenario: Scenario = 'normal';
/// What a 'held' drawing waits for, and what a 'held' or 'hanging' one opens when it arrives.
let held = gate();
let reached = gate();
let server: ProtocolServer;
/// What the edits endpoint received as the reference image.
const references: { width: number; height: number; centre: [number, number, number]; type: string }[] = [];

async function formOf(request: ReceivedRequest): Promise<FormData> {
  return new Response(new Uint8Array(request.body), { headers: { 'content-type': String(request.headers['content-type']) } }).formData();
}

beforeAll(async () => {
  server = await startProtocolServer(async (request, response) => {
    if (request.method === 'GET' && request.path.startsWith('/files/')) {
      if (scenario === 'huge-url') {
        response.writeHead(200, { 'content-type': 'image/png', 'content-length': String(300 * 1024 * 1024) });
        response.write(Buffer.alloc(1024));
        return;
      }
      const [, , w, h, color] = request.path.split('/');
      response.writeHead(200, { 'content-type': 'image/png' });
      response.end(await picture(Number(w), Number(h), `#${color}`));
      return;
    }
    if (request.headers.authorization !== `Bearer ${KEY}`) {
      return json(response, 401, { error: { message: 'Incorrect API key provided: sk-wrong.', type: 'invalid_request_error', param: null, code: 'invalid_api_key' } });
    }
    let fields: Record<string, string>;
    if (request.path === '/v1/images/generations') {
      fields = JSON.parse(request.body.toString()) as Record<string, string>;
    } else if (request.path === '/v1/images/edits') {
      const form = await formOf(request);
      fields = Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === 'string')) as Record<string, string>;
      const image = form.get('image');
      if (!(image instanceof Blob)) return json(response, 400, { error: { message: "Missing required parameter: 'image'.", type: 'invalid_request_error', code: null } });
      const bytes = Buffer.from(await image.arrayBuffer());
      const meta = await sharp(bytes).metadata();
      references.push({ width: meta.width!, height: meta.height!, centre: await centreColor(bytes), type: image.type });
    } else {
      return json(response, 404, { error: { message: 'Invalid URL', type: 'invalid_request_error', code: null } });
    }
    const allowed = modelSizes[fields.model!];
    if (!allowed) return json(response, 404, { error: { message: `The model '${fields.model}' does not exist`, type: 'invalid_request_error', code: 'model_not_found' } });
    if (allowed !== 'any' && !allowed.includes(fields.size!)) {
      return json(response, 400, { error: { message: `Invalid value: '${fields.size}'. Supported values are: ${allowed.join(', ')}.`, type: 'invalid_request_error', param: 'size', code: 'invalid_value' } });
    }
    if (fields.model === 'gpt-image-1' && 'response_format' in fields) {
      return json(response, 400, { error: { message: "Unknown parameter: 'response_format'.", type: 'invalid_request_error', param: 'response_format', code: 'unknown_parameter' } });
    }
    const n = Number(fields.n ?? 1);
    if (fields.model === 'dall-e-3' && n !== 1) return json(response, 400, { error: { message: 'You must provide n=1 for this model.', type: 'invalid_request_error', code: null } });
    if (scenario === 'fail500') return json(response, 500, { error: { message: 'The server had an error while processing your request. Sorry about that!', type: 'server_error', param: null, code: null } });
    if (scenario === 'policy') {
      return json(response, 400, { error: { message: 'Your request was rejected as a result of our safety system.', type: 'image_generation_user_error', param: null, code: 'content_policy_violation' } });
    }
    if (scenario === 'no-data') return json(response, 200, { created: 1 });
    if (scenario === 'held' || scenario === 'hang') reached.open();
    if (scenario === 'held') await held.passed;
    if (scenario === 'hang') return;
    const [w, h] = fields.size!.split('x').map(Number) as [number, number];
    const made = scenario === 'ignores-n' ? 1 : n;
    const before = server.requests.filter((r) => r.path === request.path).length - 1;
    const data = await Promise.all(
      Array.from({ length: made }, async (_, i) => {
        const color = batchColors[(before + i) % batchColors.length]!;
        if (scenario === 'url' || scenario === 'huge-url') return { url: `${server.url}/files/${w}/${h}/${color.slice(1)}` };
        const bytes = scenario === 'jpeg-other-size' ? await picture(w + 100, h, color, 'jpeg') : await picture(w, h, color);
        return { b64_json: bytes.toString('base64'), revised_prompt: fields.prompt };
      }),
    );
    json(response, 200, { created: Math.floor(Date.now() / 1000), data });
  });
});
afterAll(() => server.close());
beforeEach(() => {
  scenario = 'normal';
  held = gate();
  reached = gate();
  server.requests.length = 0;
  server.abandoned.length = 0;
  references.length = 0;
});

function provider(env: Record<string, string> = {}): DrawProvider {
  return createDrawProvider(loadDrawConfig({ DRAW_PROVIDER: 'openai', DRAW_BASE_URL: `${server.url}/v1`, DRAW_API_KEY: KEY, ...env }));
}

const request = (over: Partial<DrawRequest> = {}): DrawRequest => ({ prompt: '湖边的小屋, photorealistic', width: 720, height: 1280, count: 2, ...over });

async function expectPngs(images: Buffer[], width: number, height: number) {
  for (const image of images) {
    const meta = await sharp(image).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({ format: 'png', width, height });
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

describe('size mapping', () => {
  it('picks the supported size closest in shape, covering the asked one, else the largest of that shape', () => {
    const gpt = [
      { width: 1024, height: 1024 },
      { width: 1024, height: 1536 },
      { width: 1536, height: 1024 },
    ];
    expect(nearestSize(720, 1280, gpt)).toEqual({ width: 1024, height: 1536 });
    expect(nearestSize(1280, 720, gpt)).toEqual({ width: 1536, height: 1024 });
    expect(nearestSize(1024, 1024, gpt)).toEqual({ width: 1024, height: 1024 });
    const squares = [256, 512, 1024].map((side) => ({ width: side, height: side }));
    expect(nearestSize(1280, 720, squares)).toEqual({ width: 1024, height: 1024 });
    expect(nearestSize(500, 500, squares)).toEqual({ width: 512, height: 512 });
    expect(nearestSize(720, 1280, 'any')).toEqual({ width: 720, height: 1280 });
  });
});

describe('openai images adapter', () => {
  it('asks gpt-image-1 for its nearest size and returns PNGs cropped to the asked size, in order', async () => {
    const result = await provider().generate(request());
    expect(server.requests).toHaveLength(1);
    const sent = JSON.parse(server.requests[0]!.body.toString()) as Record<string, unknown>;
    expect(sent).toEqual({ model: 'gpt-image-1', prompt: '湖边的小屋, photorealistic', n: 2, size: '1024x1536' });
    expect(server.requests[0]!.headers['content-type']).toBe('application/json');
    expect(result.images).toHaveLength(2);
    await expectPngs(result.images, 720, 1280);
    expect(near(await centreColor(result.images[0]!), rgb(batchColors[0]))).toBe(true);
    expect(near(await centreColor(result.images[1]!), rgb(batchColors[1]))).toBe(true);
    expect(result.notes).toEqual(['该模型只能生成 1024×1536，已缩放裁剪为 720×1280']);
  });

  it('sends the exact size and response_format to a self-hosted model that takes any size', async () => {
    const result = await provider({ DRAW_MODEL: 'local-sdxl' }).generate(request({ width: 1280, height: 720, count: 4 }));
    expect(JSON.parse(server.requests[0]!.body.toString())).toMatchObject({ model: 'local-sdxl', n: 4, size: '1280x720', response_format: 'b64_json' });
    await expectPngs(result.images, 1280, 720);
    expect(result.images).toHaveLength(4);
    expect(result.notes).toEqual([]);
  });

  it('makes one request per picture for dall-e-3, which takes n=1 only', async () => {
    const result = await provider({ DRAW_MODEL: 'dall-e-3' }).generate(request({ width: 1280, height: 720, count: 3 }));
    expect(server.requests).toHaveLength(3);
    for (const sent of server.requests) expect(JSON.parse(sent.body.toString())).toMatchObject({ n: 1, size: '1792x1024', response_format: 'b64_json' });
    await expectPngs(result.images, 1280, 720);
  });

  it('fetches url answers, and converts a JPEG of another size to the asked PNG', async () => {
    scenario = 'url';
    const fromUrl = await provider({ DRAW_MODEL: 'local-sdxl', DRAW_RESPONSE_FORMAT: 'url' }).generate(request({ width: 1024, height: 1024, count: 2 }));
    expect(JSON.parse(server.requests[0]!.body.toString())).toMatchObject({ response_format: 'url' });
    expect(server.requests.filter((r) => r.method === 'GET')).toHaveLength(2);
    await expectPngs(fromUrl.images, 1024, 1024);
    expect(near(await centreColor(fromUrl.images[1]!), rgb(batchColors[1]))).toBe(true);

    scenario = 'jpeg-other-size';
    const converted = await provider({ DRAW_MODEL: 'local-sdxl' }).generate(request({ count: 1 }));
    await expectPngs(converted.images, 720, 1280);
  });

  it('asks again when a service ignores n', async () => {
    scenario = 'ignores-n';
    const result = await provider({ DRAW_MODEL: 'local-sdxl' }).generate(request({ count: 3 }));
    expect(server.requests.map((r) => (JSON.parse(r.body.toString()) as { n: number }).n)).toEqual([3, 2, 1]);
    expect(result.images).toHaveLength(3);
  });

  it('posts a reference picture to /images/edits as multipart, framed to the API size', async () => {
    const reference = await picture(400, 300, '#00897b', 'jpeg');
    const result = await provider().generate(request({ count: 1, reference: { image: reference, mode: 'repaint', strength: 0.35 } }));
    expect(server.requests[0]!.path).toBe('/v1/images/edits');
    expect(server.requests[0]!.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    const form = await formOf(server.requests[0]!);
    expect(Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === 'string'))).toEqual({ model: 'gpt-image-1', prompt: '湖边的小屋, photorealistic', n: '1', size: '1024x1536' });
    expect(references).toHaveLength(1);
    expect(references[0]).toMatchObject({ width: 1024, height: 1536, type: 'image/png' });
    expect(near(references[0]!.centre, rgb('#00897b'))).toBe(true);
    await expectPngs(result.images, 720, 1280);
    expect(result.notes).toContain('参考图已随请求发送（images/edits）；该协议没有参考强度参数');
  });

  it('waits for a slow job until the time limit', async () => {
    // the deadline's clock is the test's: 4999 of 5000 ms pass while the service draws, then it answers
    scenario = 'held';
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const drawing = provider({ DRAW_MODEL: 'local-sdxl' }).generate(request({ count: 1 }), { timeoutMs: 5000 });
      // (not expect.poll: under fake timers it moves the clock while it waits)
      await reached.passed;
      vi.advanceTimersByTime(4999);
      held.open();
      const result = await drawing;
      expect(result.images).toHaveLength(1);
      expect(server.abandoned).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('gives up at the time limit, and at once when the task is cancelled', async () => {
    // a service that never answers: only the deadline (on the test's clock) or the cancel can end the call,
    // and either closes the request the service is still working on
    scenario = 'hang';
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let late: DrawError;
    try {
      const drawing = failure(provider({ DRAW_MODEL: 'local-sdxl' }).generate(request(), { timeoutMs: 300 }));
      await reached.passed;
      vi.advanceTimersByTime(300);
      late = await drawing;
    } finally {
      vi.useRealTimers();
    }
    expect(late.code).toBe('timeout');
    expect(late.message).toBe('绘画超时：1 秒内未完成，请稍后重试');
    expect(late.retryable).toBe(true);
    await expect.poll(() => server.abandoned).toEqual(['/v1/images/generations']);

    const controller = new AbortController();
    reached = gate();
    const cancelling = failure(provider({ DRAW_MODEL: 'local-sdxl' }).generate(request(), { signal: controller.signal, timeoutMs: 60_000 }));
    await reached.passed;
    controller.abort();
    expect(await cancelling).toMatchObject({ code: 'aborted', message: '绘画已取消' });
    await expect.poll(() => server.abandoned).toEqual(['/v1/images/generations', '/v1/images/generations']);
  });

  it('reports the provider error JSON: 500, content policy, a wrong key, an unsupported size', async () => {
    scenario = 'fail500';
    const crashed = await failure(provider().generate(request()));
    expect(crashed).toMatchObject({ code: 'provider', status: 500, message: '绘画服务出错，请稍后重试', retryable: true });
    expect(crashed.detail).toContain('The server had an error while processing your request');

    scenario = 'policy';
    const refused = await failure(provider().generate(request()));
    expect(refused).toMatchObject({ code: 'content_policy', message: '画面描述未通过内容安全审核，请修改后重试', retryable: false });

    scenario = 'normal';
    const wrongKey = await failure(provider({ DRAW_API_KEY: 'sk-wrong' }).generate(request()));
    expect(wrongKey).toMatchObject({ code: 'rejected', status: 401, retryable: false });
    expect(wrongKey.detail).toContain('invalid_api_key');

    // A model that only takes its own sizes, configured as if it took any.
    const badSize = await failure(provider({ DRAW_MODEL: 'dall-e-3', DRAW_SIZES: 'any' }).generate(request({ count: 1 })));
    expect(badSize).toMatchObject({ code: 'rejected', status: 400, message: '绘画服务拒绝了请求，请检查绘画服务的配置（密钥、模型、尺寸）' });
    expect(badSize.detail).toContain("Invalid value: '720x1280'");
  });

  it('refuses an answer without pictures and a picture download over the cap', async () => {
    scenario = 'no-data';
    expect((await failure(provider().generate(request()))).code).toBe('bad_response');
    scenario = 'huge-url';
    const huge = await failure(provider({ DRAW_MODEL: 'local-sdxl', DRAW_RESPONSE_FORMAT: 'url' }).generate(request({ count: 1 })));
    expect(huge).toMatchObject({ code: 'bad_response', message: '绘画服务返回的数据无法识别' });
    expect(huge.detail).toContain('bytes declared');
  });

  it('says when the service cannot be reached', async () => {
    const closed = await startProtocolServer(() => undefined);
    await closed.close();
    const error = await failure(createDrawProvider(loadDrawConfig({ DRAW_PROVIDER: 'openai', DRAW_BASE_URL: `${closed.url}/v1`, DRAW_API_KEY: KEY })).generate(request()));
    expect(error).toMatchObject({ code: 'unreachable', message: '无法连接绘画服务，请稍后重试', retryable: true });
  });

  it('refuses a bad request before calling the service', async () => {
    const p = provider();
    expect((await failure(p.generate(request({ prompt: '  ' })))).message).toBe('请输入画面描述词');
    expect((await failure(p.generate(request({ count: 5 })))).message).toBe('生成数量须为 1-4 张');
    expect((await failure(p.generate(request({ width: 10 })))).message).toBe('图片尺寸无效');
    expect((await failure(p.generate(request({ reference: { image: Buffer.from('GIF89a....'), mode: 'repaint', strength: 0.5 } })))).message).toBe('参考图片仅支持 png/jpeg');
    expect((await failure(p.generate(request({ reference: { image: await picture(8, 8, '#000'), mode: 'refonly', strength: 1.5 } })))).message).toBe('参考强度须在 0-1 之间');
    expect(server.requests).toHaveLength(0);
  });
});

describe('no provider configured', () => {
  it('answers in plain words that drawing is off', async () => {
    const none = createDrawProvider(loadDrawConfig({}));
    expect(none).toMatchObject({ id: 'none', configured: false });
    const error = await failure(none.generate(request()));
    expect(error.code).toBe('not_configured');
    expect(error.message).toBe(drawMessages.notConfigured);
    expect(error.message).not.toMatch(/DRAW_/);
  });
});
