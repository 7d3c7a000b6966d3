import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endless, jpeg, png, streamOf } from './fixtures.ts';
import { createStorage, loadStorageConfig, LocalStorage, type LocalObjectStorage, type UploadLimits } from './index.ts';
import { UploadRefusedError } from './types.ts';

const SECRET = 'an-upload-policy-secret-of-32-bytes!';
const MB = 1024 * 1024;
const drawReference: UploadLimits = {
  maxBytes: 5 * MB,
  allowedTypes: ['image/png', 'image/jpeg'],
  messages: { tooLarge: '图片文件大小不超过5M', type: '图片格式仅支持 jpg/png' },
};

let root: string;
let clock = Date.UTC(2026, 4, 1, 8, 0, 0);
let storage: LocalObjectStorage;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'peiyin-local-storage-'));
  const built = createStorage(loadStorageConfig({}, root), { policySecret: SECRET, now: () => clock });
  // The registry's type narrows on the driver: only local storage answers uploads itself.
  if (built.driver !== 'local') throw new Error('local storage expected without S3_*');
  storage = built;
});
afterAll(() => rm(root, { recursive: true, force: true }));

/// Every file under the storage root, so a test can say "nothing was stored".
async function filesOnDisk(): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

async function refusal(promise: Promise<unknown>): Promise<UploadRefusedError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(UploadRefusedError);
  return error as UploadRefusedError;
}

describe('local storage', () => {
  it('is the default: DATA_DIR/files, uploads answered by our own endpoint', () => {
    expect(loadStorageConfig({ S3_BUCKET: '' }, '/srv/peiyin')).toEqual({ driver: 'local', root: '/srv/peiyin/files', uploadUrl: '/api/upload' });
    expect(storage).toBeInstanceOf(LocalStorage);
    expect(storage.publicUrl('draw/a.png')).toBeNull();
  });

  it('puts, stats, reads (whole and ranges), streams and deletes', async () => {
    const data = Buffer.from('0123456789abcdef'.repeat(1000));
    expect(await storage.put('tasks/a1.mp3', data)).toEqual({ size: data.length });
    expect(await storage.stat('tasks/a1.mp3')).toMatchObject({ size: data.length, contentType: 'audio/mpeg' });
    expect(await storage.exists('tasks/a1.mp3')).toBe(true);
    expect((await storage.readAll('tasks/a1.mp3')).equals(data)).toBe(true);
    const part = await storage.get('tasks/a1.mp3', { start: 10, end: 25 });
    expect(part?.size).toBe(data.length);
    const chunks: Buffer[] = [];
    for await (const chunk of part!.body) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('abcdef0123456789');

    await storage.put('draw/u1/b2.png', streamOf(data, 100));
    expect(await storage.size('draw/u1/b2.png')).toBe(data.length);
    await storage.delete('draw/u1/b2.png');
    await storage.delete('draw/u1/b2.png');
    expect(await storage.get('draw/u1/b2.png')).toBeNull();
    expect(await storage.size('draw/u1/b2.png')).toBeNull();
    await expect(storage.readAll('draw/u1/b2.png')).rejects.toMatchObject({ code: 'not_found' });
  });

  it('refuses keys that could leave the root', async () => {
    for (const key of ['../etc/passwd', '/abs/x.png', 'a/../../x', 'a//b', 'a/b.', 'a/.png', 'a\\b', 'a/b c', '']) {
      await expect(storage.put(key, Buffer.from('x'))).rejects.toMatchObject({ code: 'invalid_key' });
    }
  });

  it('a capped put of an endless stream stops at the cap and keeps nothing', async () => {
    const before = await filesOnDisk();
    const client = endless(Buffer.from('x'));
    const error = await refusal(storage.put('bgm/endless.wav', client.stream, { maxBytes: 2 * MB }));
    expect(error.message).toBe('文件大小不超过2M');
    expect(client.produced()).toBeLessThan(2 * MB + 4 * 64 * 1024);
    expect(await filesOnDisk()).toEqual(before);
  });
});

describe('what a killed process left half-written (issue 26: kill -9 during an upload)', () => {
  it('sweeps `.part` files nobody has written for ten minutes, and keeps fresh ones and finished files', async () => {
    await storage.put('uploads/sweep/kept.png', await png());
    const kept = (await readdir(root, { recursive: true })).find((name) => name.endsWith(path.join('sweep', 'kept.png')))!;
    const dir = path.dirname(path.join(root, kept));
    const stale = path.join(dir, 'abc.png.4242.deadbeef.part');
    const fresh = path.join(dir, 'def.png.4243.cafebabe.part');
    await writeFile(stale, 'half a picture');
    await writeFile(fresh, 'a picture arriving');
    const eleven = new Date(Date.now() - 11 * 60_000);
    await utimes(stale, eleven, eleven);
    expect(await storage.sweepPartials()).toBe(1);
    expect((await readdir(dir)).sort()).toEqual(['def.png.4243.cafebabe.part', 'kept.png']);
    await rm(fresh);
  });
});

describe('local policy-then-upload', () => {
  it('issues a signed policy for a fresh key under the prefix, and stores an allowed picture posted with it', async () => {
    const policy = await storage.createUploadPolicy({ keyPrefix: 'uploads/draw/7', expiresIn: 600, ...drawReference });
    expect(policy.url).toBe('/api/upload');
    expect(policy.key).toMatch(/^uploads\/draw\/7\/[0-9a-f]{24}$/);
    expect(Object.keys(policy.fields)).toEqual(['key', 'policy', 'signature']);
    expect(policy.expiresAt).toBe(clock + 600_000);
    const picture = await png(320, 200);
    const stored = await storage.receiveUpload(policy.fields, streamOf(picture, 1000));
    expect(stored).toEqual({ key: policy.key, size: picture.length, mime: 'image/png', ext: 'png' });
    expect((await storage.readAll(policy.key)).equals(picture)).toBe(true);
    // The feature's next call checks what was uploaded: it passes.
    await expect(storage.verifyUpload(policy.key, drawReference)).resolves.toEqual(stored);
  });

  it('refuses a second file on a used policy, and any file on an expired or altered one, storing nothing', async () => {
    const policy = await storage.createUploadPolicy({ keyPrefix: 'uploads/draw/7', expiresIn: 60, ...drawReference });
    await storage.receiveUpload(policy.fields, streamOf(await jpeg()));
    const before = await filesOnDisk();
    expect((await refusal(storage.receiveUpload(policy.fields, streamOf(await png())))).reason).toBe('policy_used');

    const late = await storage.createUploadPolicy({ keyPrefix: 'uploads/draw/7', expiresIn: 60, ...drawReference });
    clock += 61_000;
    const expired = await refusal(storage.receiveUpload(late.fields, streamOf(await png())));
    expect(expired.message).toBe('上传凭证已过期，请重新上传');

    const fresh = await storage.createUploadPolicy({ keyPrefix: 'uploads/draw/7', expiresIn: 60, ...drawReference });
    const altered = { ...fresh.fields, key: 'uploads/draw/8/aaaaaaaaaaaaaaaaaaaaaaaa' };
    expect((await refusal(storage.receiveUpload(altered, streamOf(await png())))).reason).toBe('policy_invalid');
    expect(await filesOnDisk()).toEqual(before);
  });

  it('refuses a wrong type and an oversized file while streaming, before anything is kept', async () => {
    const before = await filesOnDisk();
    const policy = await storage.createUploadPolicy({ keyPrefix: 'uploads/draw/7', expiresIn: 600, ...drawReference });
    const notPicture = Buffer.from('GIF89a'.padEnd(5000, '!'));
    const wrong = await refusal(storage.receiveUpload(policy.fields, streamOf(notPicture)));
    expect(wrong.message).toBe('图片格式仅支持 jpg/png');

    const client = endless(await png());
    const large = await refusal(storage.receiveUpload(policy.fields, client.stream));
    expect(large.message).toBe('图片文件大小不超过5M');
    expect(client.produced()).toBeLessThan(5 * MB + 4 * 64 * 1024);
    expect(await filesOnDisk()).toEqual(before);
    // The key is still unused: a correct file may follow on the same policy.
    await expect(storage.receiveUpload(policy.fields, streamOf(await png()))).resolves.toMatchObject({ mime: 'image/png' });
  });

  it('verifyUpload refuses and deletes a stored file that is not what the feature accepts', async () => {
    await storage.put('uploads/ocr/1/notes', Buffer.from('plain text, not a picture'.repeat(10)));
    const error = await refusal(storage.verifyUpload('uploads/ocr/1/notes', drawReference));
    expect(error.reason).toBe('type');
    expect(await storage.exists('uploads/ocr/1/notes')).toBe(false);
    expect((await refusal(storage.verifyUpload('uploads/ocr/1/never', drawReference))).message).toBe('文件未上传或已失效，请重新上传');
  });

  it('refuses a policy request with a bad prefix or limits', async () => {
    await expect(storage.createUploadPolicy({ keyPrefix: '../x', expiresIn: 60, ...drawReference })).rejects.toMatchObject({ code: 'invalid_key' });
    await expect(storage.createUploadPolicy({ keyPrefix: 'uploads/x', expiresIn: 0, ...drawReference })).rejects.toThrow(RangeError);
    await expect(storage.createUploadPolicy({ keyPrefix: 'uploads/x', expiresIn: 60, maxBytes: 0, allowedTypes: ['image/png'] })).rejects.toThrow(RangeError);
  });
});
