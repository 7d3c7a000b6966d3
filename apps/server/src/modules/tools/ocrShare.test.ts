// Issue 26 §3: OCR could be denied to everyone. Pictures that cost a decoder far more than their size are
// refused from their headers, one account runs one recognition at a time and cannot queue in front of others,
// and a full service answers 503 with its Chinese message, never a gateway's 504. Real tesseract workers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@peiyin/api-client';
import { readFileSync } from 'node:fs';
import { characterAccuracy } from '../../providers/ocr/accuracy.ts';
import { OCR_MESSAGES } from '../../providers/ocr/types.ts';
import { send, signIn, startServer, type TestServer } from '../../testing/harness.ts';
import { deepPng, manyScanJpeg } from '../../testing/pictures.ts';
import { postUpload } from '../../testing/upload.ts';

const { tools } = contract;
const fixture = (name: string) => readFileSync(new URL(`../../providers/ocr/fixtures/${name}`, import.meta.url));
const truth = JSON.parse(readFileSync(new URL('../../providers/ocr/fixtures/truth.json', import.meta.url), 'utf8')) as Record<string, { text: string }>;

describe('OCR under abuse (issue 26 §3)', () => {
  let server: TestServer & { stop: () => Promise<void> };
  beforeAll(async () => {
    // the default pool (two workers), with room for a loaded machine's slow recognitions
    server = await startServer('sqlite', { env: { OCR_TIMEOUT_MS: '120000', OCR_WAIT_MS: '120000' } });
  });
  afterAll(async () => {
    await server.stop();
  });

  async function upload(token: string, name: string, bytes: Buffer): Promise<string> {
    const policy = (await send(server.app, tools.ocrPolicy, { filename: name }, { token })).body.data!;
    const uploaded = await postUpload(server.app, policy, { name, bytes });
    expect(uploaded.body.code).toBe(200);
    return policy.key;
  }
  const recognizeKey = (token: string, key: string) => send(server.app, tools.ocrRecognize, { key, type: 0 }, { token });
  const recognize = async (token: string, name: string, bytes: Buffer) => recognizeKey(token, await upload(token, name, bytes));

  it('refuses from the headers a 16-bit 7071×7071 PNG and a JPEG of thousands of scans, with a 400 that says why', { timeout: 60_000 }, async () => {
    const { token } = await signIn(server.app);
    const deep = await deepPng(7071, 7071);
    expect(deep.length).toBeLessThan(1024 * 1024);
    const answer = await recognize(token, 'deep.png', deep);
    expect(answer).toEqual({ status: 400, body: { code: 400, message: OCR_MESSAGES.decoded(server.app.ocr.limits), data: null } });
    const scans = await recognize(token, 'scans.jpg', await manyScanJpeg(20_000));
    expect(scans).toEqual({ status: 400, body: { code: 400, message: OCR_MESSAGES.scans, data: null } });
    expect(server.app.ocr.stats().running).toBe(0);
  });

  it('serves another account while one account sends three pictures at once: its third is refused as busy (503)', { timeout: 120_000 }, async () => {
    const heavy = await signIn(server.app);
    const other = await signIn(server.app);
    // a high-density page: a second or two of recognition, far longer than the requests take to arrive
    const keys = await Promise.all([1, 2, 3].map((i) => upload(heavy.token, `page-${i}.png`, fixture('sans-20@4.png'))));
    const mine = await upload(other.token, '通知.png', fixture('sans-20.png'));
    const floods = keys.map((key) => recognizeKey(heavy.token, key));
    const answer = await recognizeKey(other.token, mine);
    expect(answer.status).toBe(200);
    expect(characterAccuracy(answer.body.data!.content, truth['sans-20.png']!.text).accuracy).toBeGreaterThanOrEqual(0.95);
    const flooded = await Promise.all(floods);
    const refused = flooded.filter((a) => a.status !== 200);
    expect(refused).toEqual([{ status: 503, body: { code: 503, message: OCR_MESSAGES.busy, data: null } }]);
    // the refused picture is deleted like every other: nothing of it is kept
    for (const key of keys) expect(await server.app.storage.exists(key)).toBe(false);
  });
});
