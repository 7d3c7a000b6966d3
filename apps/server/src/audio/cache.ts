// Sentence-level cache (issue 4 "Audio pipeline"): re-synthesis reuses every sentence whose
// (engine, voice, prosody, text) did not change. In memory (LRU by size) and, optionally, on disk.
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { EngineSegment, Pcm } from '../providers/tts/types.ts';
import { toInt16 } from './wav.ts';

export interface SpeechCache {
  get(key: string): Promise<Pcm | null>;
  set(key: string, pcm: Pcm): Promise<void>;
  /// Settles when the start-up sweep of stale temporary files is done (how many it removed).
  swept: Promise<number>;
}

/// Temporary files older than this are left by a process that died mid-write (a live writer renames its
/// file within milliseconds; another process sharing the folder may be writing right now, so not all `.tmp`).
export const STALE_TEMP_MS = 10 * 60 * 1000;

/// Removes the `.tmp` files a killed process left in the disk cache (issue 14 §7: one per kill).
export async function sweepStaleTemp(dir: string, now = Date.now(), maxAgeMs = STALE_TEMP_MS): Promise<number> {
  let removed = 0;
  let shards: string[];
  try {
    shards = await readdir(dir);
  } catch {
    return 0;
  }
  for (const shard of shards) {
    let names: string[];
    try {
      names = await readdir(path.join(dir, shard));
    } catch {
      continue; // a file, not a shard folder
    }
    for (const name of names) {
      if (!name.endsWith('.tmp')) continue;
      const full = path.join(dir, shard, name);
      try {
        if (now - (await stat(full)).mtimeMs > maxAgeMs) {
          await unlink(full);
          removed++;
        }
      } catch {
        // renamed or removed meanwhile by its writer or another sweeper
      }
    }
  }
  return removed;
}

/// The cache key: everything the engine hears. Volume is applied after the engine, so it is not part of it.
export function cacheKey(segment: EngineSegment): string {
  const { voice, text, phonemes, prosody } = segment;
  // The leading revision changes when an engine says the same input differently (2: espeak's
  // corrected Mandarin dictionary and its own polyphone hints, issue 12; 3: every polyphone read by
  // the front-end's reader, issue 25), so old audio is not reused.
  const parts = [3, voice.engine, voice.voice, voice.style ?? '', voice.styleDegree ?? '', voice.role ?? '', voice.preset?.pitch ?? 0, voice.preset?.speed ?? 1, prosody.pitch, prosody.speed, JSON.stringify(phonemes), text];
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
}

export interface CacheOptions {
  /// Memory budget in MB (Float32 samples); 0 keeps nothing in memory.
  memoryMb?: number;
  /// Folder for the on-disk cache (16-bit PCM files), or null.
  dir?: string | null;
}

export function createSpeechCache(options: CacheOptions = {}): SpeechCache {
  const budget = (options.memoryMb ?? 128) * 1024 * 1024;
  const memory = new Map<string, Pcm>();
  let bytes = 0;
  let writes = 0;
  const dir = options.dir ?? null;
  const file = (key: string) => path.join(dir!, key.slice(0, 2), `${key}.pcm`);

  const remember = (key: string, pcm: Pcm) => {
    if (budget <= 0 || pcm.samples.byteLength > budget) return;
    const old = memory.get(key);
    if (old) {
      bytes -= old.samples.byteLength;
      memory.delete(key);
    }
    memory.set(key, pcm);
    bytes += pcm.samples.byteLength;
    // Map order is insertion order: the first entries are the least recently used.
    for (const [k, v] of memory) {
      if (bytes <= budget) break;
      memory.delete(k);
      bytes -= v.samples.byteLength;
    }
  };

  return {
    swept: dir ? sweepStaleTemp(dir) : Promise.resolve(0),
    async get(key) {
      const hit = memory.get(key);
      if (hit) {
        memory.delete(key);
        memory.set(key, hit);
        return hit;
      }
      if (!dir) return null;
      try {
        const buf = await readFile(file(key));
        const sampleRate = buf.readUInt32LE(0);
        const n = (buf.length - 4) >> 1;
        const samples = new Float32Array(n);
        for (let i = 0; i < n; i++) samples[i] = buf.readInt16LE(4 + i * 2) / 32768;
        const pcm = { samples, sampleRate };
        remember(key, pcm);
        return pcm;
      } catch {
        return null;
      }
    },
    async set(key, pcm) {
      remember(key, pcm);
      if (!dir) return;
      const target = file(key);
      const s16 = toInt16(pcm.samples);
      const head = Buffer.alloc(4);
      head.writeUInt32LE(pcm.sampleRate, 0);
      // Written under a name of its own and renamed, so a crash never leaves half a sentence and
      // two writers of the same sentence never collide.
      const tmp = `${target}.${process.pid}.${++writes}.tmp`;
      try {
        await mkdir(path.dirname(target), { recursive: true });
        await writeFile(tmp, Buffer.concat([head, Buffer.from(s16.buffer, s16.byteOffset, s16.byteLength)]));
        await rename(tmp, target);
      } catch {
        // The disk cache is a convenience: a full disk or a removed folder must not fail synthesis.
        await unlink(tmp).catch(() => {});
      }
    },
  };
}
