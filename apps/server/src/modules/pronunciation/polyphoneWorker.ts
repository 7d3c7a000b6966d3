// The polyphone reading of texts off the event loop: pinyin-pro's context mode takes about 25 ms per
// 1000 characters (measured 120-240 ms for a 5000-character script), too long to hold every other
// request of the process. One job = the texts of one check with the engine's reading of each character.
import { parentPort } from 'node:worker_threads';
import { readPolyphones } from '@peiyin/ssml';
import type { PolyphoneFlagItem } from '@peiyin/api-client';

export interface PolyphoneJob {
  id: number;
  texts: string[];
  /// Per text, the engine's reading of each character by UTF-16 offset (null where unknown).
  engines: (string[] | null)[][];
}

export interface PolyphoneAnswer {
  id: number;
  flags?: PolyphoneFlagItem[][];
  error?: string;
}

/// The polyphones of `text` the user should confirm, as the API answers them.
export function flagsOf(text: string, engine: readonly (readonly string[] | null)[]): PolyphoneFlagItem[] {
  return readPolyphones(text, { engine })
    .filter((r) => r.toConfirm)
    .map((r) => ({ index: r.index, char: r.char, candidates: r.candidates, suggested: r.suggested }));
}

parentPort?.on('message', (job: PolyphoneJob) => {
  try {
    const flags = job.texts.map((text, i) => flagsOf(text, job.engines[i] ?? []));
    parentPort!.postMessage({ id: job.id, flags } satisfies PolyphoneAnswer);
  } catch (error) {
    parentPort!.postMessage({ id: job.id, error: error instanceof Error ? error.message : String(error) } satisfies PolyphoneAnswer);
  }
});
