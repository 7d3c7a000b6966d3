// The S3 adapter against s3rver, a local server speaking the S3 protocol (started here on a temp dir),
// and its browser-POST uploads also through a gate that applies S3's POST-policy rules (s3rver itself
// ignores the policy: see postPolicyGate.ts).
import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endless, jpeg, media, noisyPng, png } from './fixtures.ts';
import { createStorage, loadStorageConfig, S3Storage, StorageConfigError, UploadRefusedError, type UploadLimits, type UploadPolicy } from './index.ts';
import { startPostPolicyGate, type PostPolicyGate } from './postPolicyGate.ts';

const MB = 1024 * 1024;
const BUCKET = 'peiyin-files';
// s3rver's built-in account.
const ACCESS_KEY = 'S3RVER';
const SECRET_KEY = 'S3RVER';
const drawReference: UploadLimits = {
  maxBytes: 1 * MB,
  allowedTypes: ['image/png', 'image/jpeg'],
  messages: { tooLarge: '图片文件大小不超过5M', type: '图片格式仅支持 jpg/png' },
};

let dir: string;
let server: S3rver;
let endpoint: string;
let storage: S3Storage;
let gate: PostPolicyGate;
let skew = 0;
/// The S3 calls the adapter made, by command name.
const calls: string[] = [];

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'peiyin-s3rver-'));
  server = new S3rver({ address: '127.0.0.1', port: 0, directory: dir, silent: true, configureBuckets: [{ name: BUCKET }] });
  const { port } = await server.run();
  endpoint = `http://127.0.0.1:${port}`;
  const config = loadStorageConfig(
    { S3_ENDPOINT: endpoint, S3_REGION: 'cn-north-1', S3_BUCKET: BUCKET, S3_ACCESS_KEY_ID: ACCESS_KEY, S3_SECRET_ACCESS_KEY: SECRET_KEY, S3_FORCE_PATH_STYLE: 'true' },
    '/unused',
  );
  storage = createStorage(config, { policySecret: 'unused-for-s3-but-32-bytes-long!!' }) as S3Storage;
  storage.client.middlewareStack.add(
    (next, context) => async (args) => {
      calls.push(context.commandName ?? '?');
      return next(args);
    },
    { step: 'initialize' },
  );
  gate = await startPostPolicyGate({ target: endpoint, secrets: { [ACCESS_KEY]: SECRET_KEY }, now: () => Date.now() + skew });
});
afterAll(async () => {
  await storage?.close();
  await gate?.close();
  await server?.close();
  await rm(dir, { recursive: true, force: true });
});

async function text(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/// What a browser does with a policy: a multipart form with the fields in order, then the file, last.
async function postForm(policy: UploadPolicy, file: Buffer, options: { url?: string; extra?: Record<string, string> } = {}): Promise<{ status: number; body: string }> {
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...policy.fields, ...options.extra })) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(file)]), 'upload.bin');
  const response = await fetch(options.url ?? policy.url, { method: 'POST', body: form });
  return { status: response.status, body: await response.text() };
}

const throughGate = (policy: UploadPolicy) => policy.url.replace(endpoint, gate.url);

describe('S3 configuration', () => {
  it('selects S3 when an S3_* variable is set, and names what a partial configuration lacks', () => {
    expect(() => loadStorageConfig({ S3_ENDPOINT: 'http://minio:9000' }, '/data')).toThrow(new StorageConfigError('S3 storage (an S3_* variable is set) needs S3_BUCKET'));
    expect(() => loadStorageConfig({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k' }, '/data')).toThrow('needs S3_SECRET_ACCESS_KEY');
    expect(() => loadStorageConfig({ S3_BUCKET: 'b', S3_ENDPOINT: 'minio:9000' }, '/data')).toThrow('S3_ENDPOINT must be an http(s) URL');
    expect(() => loadStorageConfig({ S3_BUCKET: 'b', S3_FORCE_PATH_STYLE: 'sometimes' }, '/data')).toThrow('S3_FORCE_PATH_STYLE must be true or false');
    expect(loadStorageConfig({ S3_BUCKET: 'b' }, '/data')).toEqual({ driver: 's3', bucket: 'b', region: 'us-east-1', forcePathStyle: false });
    expect(
      loadStorageConfig(
        { S3_BUCKET: 'b', S3_ENDPOINT: 'https://oss.example.com/', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's', S3_FORCE_PATH_STYLE: '1', S3_PUBLIC_URL: 'https://cdn.example.com/files/' },
        '/data',
      ),
    ).toEqual({
      driver: 's3',
      bucket: 'b',
      region: 'us-east-1',
      endpoint: 'https://oss.example.com',
      accessKeyId: 'k',
      secretAccessKey: 's',
      forcePathStyle: true,
      publicUrl: 'https://cdn.example.com/files',
    });
  });

  it('gives a public URL only when S3_PUBLIC_URL says objects are public', () => {
    expect(storage.publicUrl('draw/1/a.png')).toBeNull();
    const open = new S3Storage({ bucket: BUCKET, region: 'us-east-1', forcePathStyle: true, endpoint, publicUrl: 'https://cdn.example.com/f/' });
    expect(open.publicUrl('draw/1/a.png')).toBe('https://cdn.example.com/f/draw/1/a.png');
  });
});

describe('S3 storage against s3rver', () => {
  it('puts, stats, gets (whole and ranges), reads and deletes', async () => {
    const data = Buffer.from('0123456789abcdef'.repeat(4096));
    expect(await storage.put('tasks/t1.mp3', data, { contentType: 'audio/mpeg' })).toEqual({ size: data.length });
    expect(await storage.stat('tasks/t1.mp3')).toMatchObject({ size: data.length, contentType: 'audio/mpeg' });
    expect(await storage.exists('tasks/t1.mp3')).toBe(true);
    expect(await storage.size('tasks/t1.mp3')).toBe(data.length);
    expect((await storage.readAll('tasks/t1.mp3')).equals(data)).toBe(true);
    const part = await storage.get('tasks/t1.mp3', { start: 10, end: 25 });
    expect(part?.size).toBe(data.length);
    expect((await text(part!.body)).toString()).toBe('abcdef0123456789');
    expect((await text(storage.read('tasks/t1.mp3', { start: 0, end: 3 }))).toString()).toBe('0123');

    await storage.delete('tasks/t1.mp3');
    await storage.delete('tasks/t1.mp3');
    expect(await storage.stat('tasks/t1.mp3')).toBeNull();
    expect(await storage.get('tasks/t1.mp3')).toBeNull();
    await expect(storage.readAll('tasks/t1.mp3')).rejects.toMatchObject({ code: 'not_found' });
    await expect(text(storage.read('tasks/t1.mp3'))).rejects.toMatchObject({ code: 'not_found' });
  });

  it('streams a large object of unknown length in (multipart) and back out, byte for byte', async () => {
    // 21 MiB from a stream: three 8 MiB parts, the last one short.
    const size = 21 * MB;
    const block = Buffer.alloc(MB);
    for (let i = 0; i < block.length; i++) block[i] = (i * 31) & 0xff;
    const expected = createHash('sha256');
    let sent = 0;
    const source = new Readable({
      read() {
        if (sent >= size) return void this.push(null);
        const chunk = Buffer.from(block);
        chunk.writeUInt32BE(sent, 0);
        expected.update(chunk);
        sent += chunk.length;
        this.push(chunk);
      },
    });
    calls.length = 0;
    expect(await storage.put('tasks/large.wav', source, { maxBytes: 64 * MB })).toEqual({ size });
    expect(calls).toEqual(['CreateMultipartUploadCommand', 'UploadPartCommand', 'UploadPartCommand', 'UploadPartCommand', 'CompleteMultipartUploadCommand']);
    expect(await storage.size('tasks/large.wav')).toBe(size);
    const object = await storage.get('tasks/large.wav');
    const actual = createHash('sha256');
    let chunks = 0;
    for await (const chunk of object!.body) {
      actual.update(chunk as Buffer);
      chunks++;
    }
    expect(actual.digest('hex')).toBe(expected.digest('hex'));
    expect(chunks).toBeGreaterThan(1);
    const tail = await storage.get('tasks/large.wav', { start: size - 4 * MB, end: size - 4 * MB + 3 });
    expect((await text(tail!.body)).readUInt32BE(0)).toBe(size - 4 * MB);
    await storage.delete('tasks/large.wav');
  }, 60_000);

  it('a capped put of an endless stream fails at the cap and leaves no object', async () => {
    const client = endless(Buffer.from('x'));
    calls.length = 0;
    const error = await storage.put('bgm/endless.wav', client.stream, { maxBytes: 10 * MB }).catch((e: unknown) => e);
    // The parts already sent are thrown away with the upload (no orphaned parts billed by the store).
    expect(calls).toContain('CreateMultipartUploadCommand');
    expect(calls.at(-1)).toBe('AbortMultipartUploadCommand');
    expect(calls).not.toContain('CompleteMultipartUploadCommand');
    expect(error).toBeInstanceOf(UploadRefusedError);
    expect((error as UploadRefusedError).message).toBe('文件大小不超过10M');
    // Read at most the cap plus the parts in flight.
    expect(client.produced()).toBeLessThan(10 * MB + 2 * 8 * MB);
    expect(await storage.stat('bgm/endless.wav')).toBeNull();
    await expect(storage.put('bgm/small.wav', Buffer.alloc(11), { maxBytes: 10 })).rejects.toBeInstanceOf(UploadRefusedError);
    expect(await storage.stat('bgm/small.wav')).toBeNull();
  });
});

describe('presigned POST uploads', () => {
  it('signs a policy for one fresh key with the size range and the expiry', async () => {
    const before = Date.now();
    const policy = await storage.createUploadPolicy({ keyPrefix: 'uploads/draw/7', expiresIn: 300, ...drawReference });
    expect(policy.url).toBe(`${endpoint}/${BUCKET}`);
    expect(policy.key).toMatch(/^uploads\/draw\/7\/[0-9a-f]{24}$/);
    expect(policy.fields).toMatchObject({ key: policy.key, 'X-Amz-Algorithm': 'AWS4-HMAC-SHA256', bucket: BUCKET });
    expect(policy.fields['X-Amz-Credential']).toMatch(/^S3RVER\/\d{8}\/cn-north-1\/s3\/aws4_request$/);
    const document = JSON.parse(Buffer.from(policy.fields.Policy!, 'base64').toString()) as { expiration: string; conditions: unknown[] };
    expect(document.conditions).toContainEqual(['content-length-range', 1, drawReference.maxBytes]);
    expect(document.conditions).toContainEqual({ key: policy.key });
    expect(Date.parse(document.expiration)).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000 + 300_000);
    expect(Date.parse(document.expiration)).toBeLessThanOrEqual(Date.now() + 300_000);
    expect(policy.expiresAt).toBe(Date.parse(document.expiration));
  });

  it('an allowed picture posted like a browser is stored under the key and passes the check', async () => {
    const policy = await storage.createUploadPolicy({ keyPrefix: 'uploads/draw/7', expiresIn: 300, ...drawReference });
    const picture = await png(300, 200);
    const posted = await postForm(policy, picture, { url: throughGate(policy) });
    expect(posted.status).toBe(204);
    expect((await storage.readAll(policy.key)).equals(picture)).toBe(true);
    await expect(storage.verifyUpload(policy.key, drawReference)).resolves.toEqual({ key: policy.key, size: picture.length, mime: 'image/png', ext: 'png' });
  });

  it('the policy refuses a file over the size range, an expired policy, another key and a tampered policy', async () => {
    const policy = await storage.createUploadPolicy({ keyPrefix: 'uploads/draw/7', expiresIn: 60, ...drawReference });
    const large = await noisyPng(700, 700);
    expect(large.length).toBeGreaterThan(drawReference.maxBytes);
    const tooLarge = await postForm(policy, large, { url: throughGate(policy) });
    expect(tooLarge.status).toBe(400);
    expect(tooLarge.body).toContain('<Code>EntityTooLarge</Code>');

    const otherKey = await postForm({ ...policy, fields: { ...policy.fields, key: 'uploads/draw/8/stolen' } }, await png(), { url: throughGate(policy) });
    expect(otherKey.status).toBe(403);
    expect(otherKey.body).toContain('Policy Condition failed');

    const widened = JSON.parse(Buffer.from(policy.fields.Policy!, 'base64').toString()) as { conditions: unknown[] };
    widened.conditions = widened.conditions.map((c) => (Array.isArray(c) && c[0] === 'content-length-range' ? ['content-length-range', 1, 100 * MB] : c));
    const tampered = await postForm({ ...policy, fields: { ...policy.fields, Policy: Buffer.from(JSON.stringify(widened)).toString('base64') } }, large, { url: throughGate(policy) });
    expect(tampered.status).toBe(403);
    expect(tampered.body).toContain('SignatureDoesNotMatch');

    const extra = await postForm(policy, await png(), { url: throughGate(policy), extra: { 'Content-Type': 'text/html' } });
    expect(extra.status).toBe(403);

    skew = 61_000;
    try {
      const late = await postForm(policy, await png(), { url: throughGate(policy) });
      expect(late.status).toBe(403);
      expect(late.body).toContain('Policy expired');
    } finally {
      skew = 0;
    }
    expect(await storage.exists(policy.key)).toBe(false);
    expect(await storage.exists('uploads/draw/8/stolen')).toBe(false);
  });

  it('s3rver alone does not enforce the policy, so the server-side check refuses and deletes what slipped through', async () => {
    // Straight to s3rver: it stores an oversized file and a file of the wrong type; a store that skips
    // policy checks (or a policy made too wide) is caught by verifyUpload.
    const policy = await storage.createUploadPolicy({ keyPrefix: 'uploads/draw/7', expiresIn: 60, ...drawReference });
    expect((await postForm(policy, await noisyPng(700, 700))).status).toBe(204);
    const large = await storage.verifyUpload(policy.key, drawReference).catch((e: unknown) => e);
    expect(large).toMatchObject({ reason: 'too_large', message: '图片文件大小不超过5M' });
    expect(await storage.exists(policy.key)).toBe(false);

    const second = await storage.createUploadPolicy({ keyPrefix: 'uploads/draw/7', expiresIn: 60, ...drawReference });
    expect((await postForm(second, await media('tone.mp3'), { url: throughGate(second) })).status).toBe(204);
    const wrongType = await storage.verifyUpload(second.key, drawReference).catch((e: unknown) => e);
    expect(wrongType).toMatchObject({ reason: 'type', message: '图片格式仅支持 jpg/png' });
    expect(await storage.exists(second.key)).toBe(false);

    const never = await storage.verifyUpload('uploads/draw/7/never', drawReference).catch((e: unknown) => e);
    expect(never).toMatchObject({ reason: 'missing' });
  });

  it('a JPEG passes as image/jpeg', async () => {
    const policy = await storage.createUploadPolicy({ keyPrefix: 'uploads/ocr/3', expiresIn: 60, ...drawReference });
    expect((await postForm(policy, await jpeg(), { url: throughGate(policy) })).status).toBe(204);
    await expect(storage.verifyUpload(policy.key, drawReference)).resolves.toMatchObject({ mime: 'image/jpeg', ext: 'jpg' });
  });
});
