// Local servers that speak the image models' protocols, for the drawing module's API tests and the end-to-end
// journey: AUTOMATIC1111 / Forge's `sdapi` (JSON txt2img / img2img answering base64 PNGs) and the OpenAI
// images API (JSON generations, multipart edits). They draw real PNGs of the asked size and count, one colour
// per picture of a batch, record every request, and can be told to be slow, to fail or to hang.
import { batchColors, json, picture, sleep, startProtocolServer, type ProtocolServer } from '../providers/draw/testServer.ts';

export interface Behaviour {
  /** Milliseconds before answering a drawing. */
  delayMs: number;
  /** Drawings wait for this before answering: a test's gate (`gate()` of providers/draw/testServer.ts), opened
   *  once the test has seen the task unfinished, so no timer decides whether it is still drawing when looked at. */
  held: Promise<void> | null;
  /** Answer drawings with the provider's own failure. */
  failure: 'none' | 'oom' | 'crash' | 'content-policy' | 'hang';
}

export interface DrawServer extends ProtocolServer {
  behaviour: Behaviour;
  /** The JSON (sd-webui, OpenAI generations) or form fields (OpenAI edits) of every drawing request, in order. */
  drawings(): { path: string; body: Record<string, unknown> }[];
}

const isDrawing = (path: string) => /^\/sdapi\/v1\/(txt2img|img2img)$|^\/v1\/images\/(generations|edits)$/.test(path);

/// An sd-webui (AUTOMATIC1111 / Forge, started with --api) without ControlNet: refonly falls back to img2img.
export async function startSdWebuiServer(initial: Partial<Behaviour> = {}): Promise<DrawServer> {
  const behaviour: Behaviour = { delayMs: 0, held: null, failure: 'none', ...initial };
  const server = await startProtocolServer(async (request, response) => {
    if (request.path === '/controlnet/module_list') return json(response, 404, { detail: 'Not Found' });
    if (request.path === '/sdapi/v1/interrupt') return json(response, 200, {});
    if (request.path !== '/sdapi/v1/txt2img' && request.path !== '/sdapi/v1/img2img') return json(response, 404, { detail: 'Not Found' });
    const body = JSON.parse(request.body.toString()) as { width: number; height: number; batch_size: number };
    if (behaviour.delayMs) await sleep(behaviour.delayMs);
    if (behaviour.held) await behaviour.held;
    if (behaviour.failure === 'hang') return;
    if (behaviour.failure === 'oom') {
      return json(response, 500, { error: 'OutOfMemoryError', detail: '', body: '', errors: 'CUDA out of memory. Tried to allocate 2.25 GiB' });
    }
    if (behaviour.failure === 'crash') return json(response, 500, { error: 'RuntimeError', detail: '', body: '', errors: 'Sizes of tensors must match' });
    const images = await Promise.all(Array.from({ length: body.batch_size }, (_, i) => picture(body.width, body.height, batchColors[i % batchColors.length]!)));
    json(response, 200, { images: images.map((image) => image.toString('base64')), parameters: body, info: '{}' });
  });
  return Object.assign(server, {
    behaviour,
    drawings: () => server.requests.filter((r) => isDrawing(r.path)).map((r) => ({ path: r.path, body: JSON.parse(r.body.toString()) as Record<string, unknown> })),
  });
}

/// The OpenAI images API (`/v1/images/generations`, `/v1/images/edits`) with bearer keys, as OpenAI and the
/// services that copy it answer: `{created, data: [{b64_json}]}`, errors as `{error: {message, type, code}}`.
export async function startOpenAiImagesServer(apiKey: string, initial: Partial<Behaviour> = {}): Promise<DrawServer> {
  const behaviour: Behaviour = { delayMs: 0, held: null, failure: 'none', ...initial };
  const forms = new Map<object, Record<string, unknown>>();
  const server = await startProtocolServer(async (request, response) => {
    if (request.headers.authorization !== `Bearer ${apiKey}`) {
      return json(response, 401, { error: { message: 'Incorrect API key provided', type: 'invalid_request_error', code: 'invalid_api_key' } });
    }
    let fields: Record<string, unknown>;
    if (request.path === '/v1/images/generations') fields = JSON.parse(request.body.toString()) as Record<string, unknown>;
    else if (request.path === '/v1/images/edits') {
      const form = await new Request('http://local/', { method: 'POST', headers: { 'content-type': String(request.headers['content-type']) }, body: new Uint8Array(request.body) }).formData();
      fields = {};
      for (const [name, value] of form.entries()) fields[name] = typeof value === 'string' ? value : { file: value.name, type: value.type, size: value.size };
      forms.set(request, fields);
    } else return json(response, 404, { error: { message: 'Not found', type: 'invalid_request_error', code: null } });
    if (behaviour.delayMs) await sleep(behaviour.delayMs);
    if (behaviour.held) await behaviour.held;
    if (behaviour.failure === 'hang') return;
    if (behaviour.failure === 'content-policy') {
      return json(response, 400, { error: { message: 'Your request was rejected as a result of our safety system.', type: 'image_generation_user_error', code: 'content_policy_violation' } });
    }
    if (behaviour.failure !== 'none') return json(response, 500, { error: { message: 'The server had an error while processing your request.', type: 'server_error', code: null } });
    const [width, height] = String(fields['size']).split('x').map(Number) as [number, number];
    const n = Number(fields['n'] ?? 1);
    const images = await Promise.all(Array.from({ length: n }, (_, i) => picture(width, height, batchColors[i % batchColors.length]!)));
    json(response, 200, { created: Math.floor(Date.now() / 1000), data: images.map((image) => ({ b64_json: image.toString('base64') })) });
  });
  return Object.assign(server, {
    behaviour,
    drawings: () =>
      server.requests
        .filter((r) => isDrawing(r.path))
        .map((r) => ({ path: r.path, body: forms.get(r) ?? (r.path.endsWith('/edits') ? {} : (JSON.parse(r.body.toString()) as Record<string, unknown>)) })),
  });
}
