import { createHash } from 'node:crypto';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { endless, jpeg, media, png, streamOf } from './fixtures.ts';
import { acceptUpload, consumeUpload, declaredLengthExceeds, signUploadPolicy, verifyUploadPolicy } from './policy.ts';
import { UploadRefusedError, type UploadLimits } from './types.ts';

const SECRET = 'an-upload-policy-secret-of-32-bytes!';
const MB = 1024 * 1024;

/// A sink that keeps what it receives, as storage would.
async function collect(body: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  await pipeline(
    body,
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
    }),
  );
  return Buffer.concat(chunks);
}

async function refusal(promise: Promise<unknown>): Promise<UploadRefusedError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(UploadRefusedError);
  return error as UploadRefusedError;
}

describe('local upload policy (HMAC)', () => {
  const now = Date.UTC(2026, 4, 1, 8, 0, 0);
  const policy = { key: 'uploads/draw/7/abc', maxBytes: 5 * MB, types: ['image/png', 'image/jpeg'], exp: now / 1000 + 600 };

  it('verifies what it signed and returns the limits it carries', () => {
    const fields = signUploadPolicy(SECRET, policy);
    expect(fields.key).toBe(policy.key);
    expect(verifyUploadPolicy(SECRET, fields, now)).toEqual({ v: 1, ...policy });
  });

  it('refuses a widened policy, a foreign signature, another key and an expired policy', () => {
    const fields = signUploadPolicy(SECRET, policy);
    const widened = Buffer.from(JSON.stringify({ v: 1, ...policy, maxBytes: 500 * MB })).toString('base64url');
    expect(() => verifyUploadPolicy(SECRET, { ...fields, policy: widened }, now)).toThrow('上传凭证无效，请重新上传');
    const foreign = signUploadPolicy('another-secret-that-is-32-bytes-long', policy);
    expect(() => verifyUploadPolicy(SECRET, foreign, now)).toThrow(UploadRefusedError);
    expect(() => verifyUploadPolicy(SECRET, { ...fields, key: 'uploads/draw/8/abc' }, now)).toThrow('上传凭证无效，请重新上传');
    expect(() => verifyUploadPolicy(SECRET, { key: fields.key }, now)).toThrow('上传凭证无效，请重新上传');
    expect(() => verifyUploadPolicy(SECRET, fields, now + 599_000)).not.toThrow();
    const expired = (() => {
      try {
        verifyUploadPolicy(SECRET, fields, now + 600_000);
      } catch (error) {
        return error as UploadRefusedError;
      }
    })();
    expect(expired?.reason).toBe('policy_expired');
    expect(expired?.message).toBe('上传凭证已过期，请重新上传');
  });

  it('refuses an oversized policy field before decoding it', () => {
    const fields = signUploadPolicy(SECRET, policy);
    expect(() => verifyUploadPolicy(SECRET, { ...fields, policy: 'a'.repeat(100_000) }, now)).toThrow(UploadRefusedError);
  });
});

describe('consuming an upload stream', () => {
  const images: UploadLimits = { maxBytes: 5 * MB, allowedTypes: ['image/png', 'image/jpeg'], messages: { tooLarge: '图片文件大小不超过5M' } };
  const audioVideo: UploadLimits = { maxBytes: 100 * MB, allowedTypes: ['audio/mpeg', 'audio/wav', 'video/mp4', 'audio/x-m4a', 'video/quicktime'] };
  const files: Record<string, Buffer> = {};
  beforeAll(async () => {
    files.png = await png();
    files.jpeg = await jpeg();
    for (const name of ['tone.mp3', 'bare.mp3', 'tone.wav', 'clip.mp4', 'tone.m4a', 'clip.mov'] as const) files[name] = await media(name);
  });

  it.each([
    ['png', 'image/png', 'png'],
    ['jpeg', 'image/jpeg', 'jpg'],
  ])('accepts a %s picture and passes every byte on', async (name, mime, ext) => {
    const { type, size, result } = await consumeUpload(streamOf(files[name]!, 1000), images, (body) => collect(body));
    expect(type).toEqual({ mime, ext });
    expect(size).toBe(files[name]!.length);
    expect(result.equals(files[name]!)).toBe(true);
  });

  it.each([
    ['tone.mp3', 'audio/mpeg'],
    ['bare.mp3', 'audio/mpeg'],
    ['tone.wav', 'audio/wav'],
    ['clip.mp4', 'video/mp4'],
    ['tone.m4a', 'audio/x-m4a'],
    ['clip.mov', 'video/quicktime'],
  ])('accepts %s as %s by its bytes', async (name, mime) => {
    const data = files[name]!;
    const { type, result } = await consumeUpload(streamOf(data), audioVideo, (body) => collect(body));
    expect(type.mime).toBe(mime);
    expect(createHash('sha256').update(result).digest('hex')).toBe(createHash('sha256').update(data).digest('hex'));
  });

  it('assembles the head from tiny chunks (a slow client) before judging the type', async () => {
    const { type, result } = await consumeUpload(streamOf(files['tone.wav']!, 7), audioVideo, (body) => collect(body));
    expect(type.mime).toBe('audio/wav');
    expect(result.equals(files['tone.wav']!)).toBe(true);
  });

  it('refuses wrong magic bytes whatever the name says, before the sink sees a byte', async () => {
    let sinkCalled = false;
    const sink = async () => void (sinkCalled = true);
    const text = Buffer.from('这不是图片，只是改了扩展名的文本。'.repeat(200));
    const wrong = await refusal(consumeUpload(streamOf(text), images, sink));
    expect(wrong.reason).toBe('type');
    expect(wrong.status).toBe(415);
    expect(wrong.message).toBe('文件格式仅支持 png/jpg');
    // A real file, but not one of the allowed types (an MP3 posted as a draw reference).
    expect((await refusal(consumeUpload(streamOf(files['tone.mp3']!), images, sink))).reason).toBe('type');
    // A picture posted where audio is expected.
    expect((await refusal(consumeUpload(streamOf(files.jpeg!), audioVideo, sink))).reason).toBe('type');
    expect((await refusal(consumeUpload(streamOf(Buffer.alloc(0)), images, sink))).reason).toBe('empty');
    expect(sinkCalled).toBe(false);
  });

  it('aborts an endless upload shortly after the cap, without reading on', async () => {
    const client = endless(files.png!.subarray(0, 64));
    const limits = { ...images, maxBytes: 1 * MB };
    let stored = 0;
    const error = await refusal(
      consumeUpload(client.stream, limits, async (body) => {
        for await (const chunk of body) stored += (chunk as Buffer).length;
      }),
    );
    expect(error.reason).toBe('too_large');
    expect(error.status).toBe(413);
    expect(error.message).toBe('图片文件大小不超过5M');
    // The sink never received more than the cap, and the client was read at most a few chunks past it.
    expect(stored).toBeLessThanOrEqual(1 * MB);
    expect(client.produced()).toBeLessThan(1 * MB + 4 * 64 * 1024);
    expect(client.destroyed()).toBe(true);
  });

  it('accepts a file of exactly the cap and refuses one byte more', async () => {
    const file = files.png!;
    const exact = { ...images, maxBytes: file.length };
    await expect(consumeUpload(streamOf(file, 10), exact, (body) => collect(body))).resolves.toMatchObject({ size: file.length });
    const under = { ...images, maxBytes: file.length - 1 };
    expect((await refusal(consumeUpload(streamOf(file, 10), under, (body) => collect(body)))).reason).toBe('too_large');
  });

  it('refuses during the head when the cap is smaller than the sniffing window', async () => {
    const error = await refusal(acceptUpload(streamOf(Buffer.concat([files.png!, Buffer.alloc(8000)])), { ...images, maxBytes: 100 }));
    expect(error.reason).toBe('too_large');
    expect(error.message).toBe('图片文件大小不超过5M');
  });

  it('a consumer that gives up releases the source', async () => {
    const client = endless(files.png!.subarray(0, 64));
    const accepted = await acceptUpload(client.stream, { ...images, maxBytes: 50 * MB });
    for await (const chunk of accepted.body) {
      expect((chunk as Buffer).length).toBeGreaterThan(0);
      break;
    }
    await new Promise((resolve) => setImmediate(resolve));
    expect(client.destroyed()).toBe(true);
    expect(client.produced()).toBeLessThan(1 * MB);
  });

  it('names the limit in the default message', async () => {
    const error = await refusal(consumeUpload(streamOf(Buffer.concat([files.png!, Buffer.alloc(3 * MB)])), { maxBytes: 2 * MB, allowedTypes: ['image/png'] }, (body) => collect(body)));
    expect(error.message).toBe('文件大小不超过2M');
  });
});

describe('declared length', () => {
  it('refuses a body declared beyond the cap plus the form envelope, and trusts the stream otherwise', () => {
    expect(declaredLengthExceeds('6000000', 5 * MB)).toBe(true);
    expect(declaredLengthExceeds(String(5 * MB + 1000), 5 * MB)).toBe(false);
    expect(declaredLengthExceeds(undefined, 5 * MB)).toBe(false);
    expect(declaredLengthExceeds('not a number', 5 * MB)).toBe(false);
  });
});
