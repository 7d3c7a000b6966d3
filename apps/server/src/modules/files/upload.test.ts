// The local "policy then upload" endpoint (ARCHITECTURE "Files"): a policy signed by our server names one key,
// a cap and the types; /api/upload keeps a file only when it matches all three, checked by content.
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import type { Envelope } from '@peiyin/api-client';
import type { App } from '../../app.ts';
import { describeOnBothDatabases } from '../../testing/harness.ts';

async function post(app: App, fields: Record<string, string>, file: { name: string; bytes: Buffer } | null, headers: Record<string, string> = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append('file', new Blob([new Uint8Array(file.bytes)]), file.name);
  const request = new Request('http://local/', { method: 'POST', body: form });
  const response = await app.inject({
    method: 'POST',
    url: '/api/upload',
    headers: { 'content-type': request.headers.get('content-type')!, ...headers },
    payload: Buffer.from(await request.arrayBuffer()),
  });
  return { status: response.statusCode, body: response.json() as Envelope<{ key: string; size: number; mime: string } | null> };
}

// noise, so the PNG is ≈ 12 KB whatever the compressor does
const png = () => sharp(randomBytes(64 * 64 * 3), { raw: { width: 64, height: 64, channels: 3 } }).png().toBuffer();

describeOnBothDatabases('file upload with a signed policy', (server) => {
  const policy = (app: App, maxBytes = 1024 * 1024) =>
    app.storage.createUploadPolicy({ keyPrefix: 'uploads/test', maxBytes, allowedTypes: ['image/png', 'image/jpeg'], expiresIn: 300, messages: { tooLarge: '图片文件大小不超过1M', type: '图片格式仅支持 jpg/png' } });

  it('keeps a PNG under the key its policy names, and the stored bytes are the posted ones', async () => {
    const { app } = server();
    const granted = await policy(app);
    const bytes = await png();
    const answer = await post(app, granted.fields, { name: 'cover.png', bytes });
    expect(answer.body).toMatchObject({ code: 200, data: { key: granted.key, size: bytes.length, mime: 'image/png' } });
    expect(Buffer.compare(await app.storage.readAll(granted.key), bytes)).toBe(0);
  });

  it('refuses a text file named .png by its content, and keeps nothing', async () => {
    const { app } = server();
    const granted = await policy(app);
    const answer = await post(app, granted.fields, { name: 'fake.png', bytes: Buffer.from('这不是图片'.repeat(100)) });
    expect(answer.body).toMatchObject({ code: 415, message: '图片格式仅支持 jpg/png' });
    expect(await app.storage.exists(granted.key)).toBe(false);
  });

  it('refuses a file over the policy cap with the policy message', async () => {
    const { app } = server();
    const granted = await policy(app, 4096);
    const answer = await post(app, granted.fields, { name: 'big.png', bytes: await png() });
    expect(answer.body).toMatchObject({ code: 413, message: '图片文件大小不超过1M' });
    expect(await app.storage.exists(granted.key)).toBe(false);
  });

  it('refuses an altered policy, a policy used twice, and a form without a file', async () => {
    const { app } = server();
    const granted = await policy(app);
    const firstKey = Object.keys(granted.fields).find((name) => granted.fields[name]!.length > 20)!;
    const altered = { ...granted.fields, [firstKey]: `${granted.fields[firstKey]!.slice(0, -2)}xx` };
    expect((await post(app, altered, { name: 'a.png', bytes: await png() })).body.code).toBe(400);
    expect((await post(app, granted.fields, { name: 'a.png', bytes: await png() })).body.code).toBe(200);
    const again = await post(app, granted.fields, { name: 'a.png', bytes: await png() });
    expect(again.body.code).toBe(400);
    expect(again.body.message).toMatch(/[\u4e00-\u9fff]/);
    expect((await post(app, granted.fields, null)).body).toMatchObject({ code: 400, message: '缺少上传文件' });
  });

  it('refuses a body declaring more than any upload may be before reading it', async () => {
    const { app } = server();
    const response = await app.inject({
      method: 'POST',
      url: '/api/upload',
      headers: { 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(200 * 1024 * 1024) },
      payload: '--x--',
    });
    expect(response.json()).toMatchObject({ code: 413, message: '文件过大' });
  });
});
