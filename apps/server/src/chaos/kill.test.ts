// Issue 26 "Chaos and load in CI": a real server process killed with SIGKILL in the middle of an upload and in
// the middle of a payment notification, on SQLite and on PostgreSQL, then started again on the same data: nothing
// is lost and nothing is applied twice. (The kill during a synthesis task is src/jobs/crash.test.ts.)
import { mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createApiClient, type ApiClient } from '@peiyin/api-client';
import { SandboxPayProvider } from '../providers/pay/sandbox.ts';
import { childServer, type ChildServer } from '../testing/childServer.ts';
import { createPgDatabase, databaseKinds } from '../testing/harness.ts';
import { readQr } from '../testing/qrDecode.ts';

const SANDBOX_SECRET = 'a-sandbox-secret-the-test-shares-with-the-server';
const DAY_MS = 86_400_000;
const fixture = (name: string) => path.join(import.meta.dirname, '../providers/ocr/fixtures', name);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until<T>(what: string, probe: () => Promise<T | undefined> | T | undefined, ms = 60_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await Promise.resolve(probe()).catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

/// Every `.part` file under the data folder's files.
function partials(dataDir: string): string[] {
  try {
    return readdirSync(path.join(dataDir, 'files'), { recursive: true })
      .map(String)
      .filter((name) => name.endsWith('.part'))
      .map((name) => path.join(dataDir, 'files', name));
  } catch {
    return [];
  }
}

function multipart(fields: Record<string, string>, file: Buffer): { type: string; head: Buffer; tail: Buffer; file: Buffer } {
  const boundary = 'ChaosBoundary26';
  const head = Buffer.concat([
    ...Object.entries(fields).map(([name, value]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="page.png"\r\nContent-Type: image/png\r\n\r\n`),
  ]);
  return { type: `multipart/form-data; boundary=${boundary}`, head, tail: Buffer.from(`\r\n--${boundary}--\r\n`), file };
}

for (const kind of databaseKinds) {
  describe(`kill -9 during an upload and during a payment notification [${kind}]`, () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'peiyin-chaos-'));
    let server: ChildServer;
    let drop: (() => Promise<void>) | undefined;
    let api: ApiClient;
    let token = '';

    beforeAll(async () => {
      let databaseUrl = '';
      if (kind === 'postgres') {
        const adminUrl = inject('pgUrl');
        if (!adminUrl) throw new Error(inject('pgError') ?? 'no PostgreSQL server for the tests');
        const database = await createPgDatabase(adminUrl);
        databaseUrl = database.url;
        drop = database.drop;
      }
      server = await childServer({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl, RATE_LIMIT_MAX: '100000', PAY_SANDBOX_SECRET: SANDBOX_SECRET, OCR_WORKERS: '1', TTS_ESPEAK_WORKERS: '1', TTS_TASK_CONCURRENCY: '0' });
      await server.start();
      api = createApiClient({ baseUrl: server.baseUrl, getToken: () => token });
      const phone = '13912345600';
      await api.sms.loginVerifyCode({ phone });
      const last = (await (await fetch(`${server.baseUrl}/api/dev/sms/last?phone=${phone}`)).json()) as { data: { code: string } };
      token = (await api.user.loginBySms({ phone, code: last.data.code })).token;
    }, 180_000);
    afterAll(async () => {
      await server?.kill9();
      await drop?.();
      rmSync(dataDir, { recursive: true, force: true });
    });

    it('an upload cut by the kill leaves nothing under its key, its half-written file is swept, and the same policy then stores the file once', { timeout: 240_000 }, async () => {
      const policy = await api.tools.ocrPolicy({ filename: 'page.png' });
      // a real PNG's first bytes, then 8 MB sent slowly: the kill lands while the server writes it
      const picture = readFileSync(fixture('sans-20.png'));
      const body = multipart(policy.fields, Buffer.concat([picture.subarray(0, 64), Buffer.alloc(8 * 1024 * 1024, 7)]));
      const upload = httpRequest(`${server.baseUrl}/api/upload`, { method: 'POST', headers: { 'content-type': body.type, 'content-length': body.head.length + body.file.length + body.tail.length } });
      upload.on('error', () => {});
      upload.write(body.head);
      upload.write(body.file.subarray(0, 1024 * 1024));
      await until('the server to be writing the upload', () => (partials(dataDir).length > 0 ? true : undefined));
      await server.kill9();
      upload.destroy();
      const left = partials(dataDir);
      expect(left).toHaveLength(1);
      // ten minutes pass before the next start: a writer that died is recognised by its silence
      const past = new Date(Date.now() - 11 * 60_000);
      utimesSync(left[0]!, past, past);

      await server.start();
      await until('the half-written file to be swept', () => (partials(dataDir).length === 0 ? true : undefined));
      // nothing under the key: recognising it finds no upload
      await expect(api.tools.ocrRecognize({ key: policy.key, type: 0 }, { handled: true })).rejects.toMatchObject({ code: 400 });
      // the policy was never used up: the whole picture goes through it once, and once only
      const form = new FormData();
      for (const [name, value] of Object.entries(policy.fields)) form.append(name, value);
      form.append('file', new Blob([new Uint8Array(picture)]), 'page.png');
      expect((await (await fetch(`${server.baseUrl}${policy.url}`, { method: 'POST', body: form })).json()).code).toBe(200);
      const again = new FormData();
      for (const [name, value] of Object.entries(policy.fields)) again.append(name, value);
      again.append('file', new Blob([new Uint8Array(picture)]), 'page.png');
      expect((await (await fetch(`${server.baseUrl}${policy.url}`, { method: 'POST', body: again })).json()).code).not.toBe(200);
      const read = await api.tools.ocrRecognize({ key: policy.key, type: 0 });
      expect(read.content).toContain('交通安全');
    });

    it('a payment notification cut by the kill is applied exactly once when the provider delivers it again', { timeout: 240_000 }, async () => {
      const order = await api.trade.newPresetOrder({ productType: 100, productId: 101, payMethod: 1, qrWidth: 300 });
      const ticket = Object.fromEntries(new URL(readQr(order.qrcode)).searchParams);
      // the provider's side of the sandbox: the same secret signs the same trade
      const gateway = new SandboxPayProvider({ secret: SANDBOX_SECRET, publicUrl: null });
      const notification = gateway.pay(ticket);
      const deliver = () =>
        fetch(`${server.baseUrl}/api/trade/notify/sandbox`, { method: 'POST', headers: notification.headers, body: notification.body }).then(
          (answer) => answer.status,
          () => 'cut' as const,
        );
      // twenty deliveries at once; the kill lands when the first is answered, with the others in flight
      const deliveries = Array.from({ length: 20 }, deliver);
      await Promise.race(deliveries);
      await server.kill9();
      const outcomes = await Promise.all(deliveries);
      expect(outcomes.filter((o) => o === 'cut').length, 'the kill landed after every delivery was answered').toBeGreaterThan(0);

      await server.start();
      // the provider retries until it hears success
      for (let i = 0; i < 3; i++) expect(await deliver()).toBe(200);
      expect((await api.trade.checkPresetOrderStatus({ orderNo: order.orderNo })).status).toBe(1);
      const member = await api.vip.memberInfo();
      expect(member).toMatchObject({ vipLevel: 2 });
      // thirty days, not sixty: one grant
      expect(member.endTime! - member.startTime!).toBe(30 * DAY_MS);
      const flows = await api.trade.flows({});
      expect(flows.list.filter((f) => f.code === order.orderNo)).toHaveLength(1);
    });
  });
}
