// Shared by the drawing test suites.
import { contract, type DrawTask, type Envelope } from '@peiyin/api-client';
import sharp from 'sharp';
import type { App } from '../../app.ts';
import { send } from '../../testing/harness.ts';

export const drawInput = (extra: Record<string, unknown> = {}) => ({
  styleId: 2,
  prompt: '江南水乡，小桥流水，清晨薄雾',
  size: '720*1280',
  count: 2,
  ...extra,
});

/// A real PNG (or JPEG) of a given colour, like a photo a user picks as the reference.
export const referencePicture = (color = '#3366cc', format: 'png' | 'jpeg' = 'png', width = 320, height = 240) => {
  const image = sharp({ create: { width, height, channels: 3, background: color } });
  return format === 'png' ? image.png().toBuffer() : image.jpeg().toBuffer();
};

/// Posts a file to the URL a policy names, as the browser does: the policy's fields in order, then `file`.
export async function postUpload(app: App, fields: Record<string, string>, file: { name: string; bytes: Buffer }) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(file.bytes)]), file.name);
  const request = new Request('http://local/', { method: 'POST', body: form });
  const response = await app.inject({
    method: 'POST',
    url: '/api/upload',
    headers: { 'content-type': request.headers.get('content-type')! },
    payload: Buffer.from(await request.arrayBuffer()),
  });
  return response.json() as Envelope<{ key: string } | null>;
}

/// The whole reference flow: a policy, the upload, and the key `task/add` names.
export async function uploadReference(app: App, token: string, bytes: Buffer, name = 'reference.png'): Promise<string> {
  const policy = await send(app, contract.draw.ossPolicy, { filename: name }, { token });
  if (policy.body.code !== 200) throw new Error(`no policy: ${policy.body.message}`);
  const uploaded = await postUpload(app, policy.body.data.fields, { name, bytes });
  if (uploaded.code !== 200) throw new Error(`upload refused: ${uploaded.message}`);
  return policy.body.data.key;
}

/// Checks the task until it is done or failed.
export async function settledDraw(app: App, token: string, code: string, timeoutMs = 20_000): Promise<DrawTask> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const task = (await send(app, contract.draw.taskCheck, { taskCode: code }, { token })).body.data!;
    if (task.taskStatus > 1) return task;
    if (Date.now() > until) throw new Error(`drawing ${code} did not settle: ${JSON.stringify(task)}`);
    await new Promise((resolve) => setTimeout(resolve, 30));
  }
}

/// Fetches a signed picture link through the server.
export async function fetchImage(app: App, url: string) {
  const response = await app.inject({ method: 'GET', url });
  return { status: response.statusCode, headers: response.headers, bytes: response.rawPayload, body: response.statusCode === 200 ? null : (response.json() as Envelope<null>) };
}

export const queueTimings = { heartbeatMs: 50, staleMs: 400, pollMs: 20 };
