import { decodeAudio } from '../../audio/index.ts';
import type { Pcm } from '../../providers/tts/types.ts';
import type { Db } from '../../db/index.ts';
import type { ObjectStorage } from '../../providers/storage/types.ts';

/// Decoded audio of stored files (sounds, BGM), kept for reuse: a task or audition names the same few
/// files again and again. Bounded by total samples.
export function pcmLoader(db: Db, storage: ObjectStorage, maxSamples = 24_000 * 60 * 20) {
  const cache = new Map<string, Pcm>();
  let held = 0;
  async function load(key: string): Promise<Pcm | null> {
    const hit = cache.get(key);
    if (hit) {
      cache.delete(key);
      cache.set(key, hit);
      return hit;
    }
    if ((await storage.size(key)) === null) return null;
    const pcm = await decodeAudio(await storage.readAll(key));
    cache.set(key, pcm);
    held += pcm.samples.length;
    for (const [old, value] of cache) {
      if (held <= maxSamples || old === key) break;
      cache.delete(old);
      held -= value.samples.length;
    }
    return pcm;
  }
  return {
    load,
    /** Drops a deleted file's decoded audio, so nothing mixes it in after the delete. */
    forget(key: string): void {
      const gone = cache.get(key);
      if (!gone) return;
      cache.delete(key);
      held -= gone.samples.length;
    },
    /** A sound of the plan by its id (the script's sound node); unknown ids are silence (null). */
    async sound(id: string): Promise<Pcm | null> {
      const n = Number(id);
      if (!Number.isSafeInteger(n) || n <= 0) return null;
      const row = await db.selectFrom('sounds').select('file_key').where('id', '=', n).executeTakeFirst();
      return row ? load(row.file_key) : null;
    },
  };
}

export type PcmLoader = ReturnType<typeof pcmLoader>;
