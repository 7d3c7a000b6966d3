// The polyphone reading of texts off the event loop: segmentation and the phrase dictionary take about
// 15 ms per 1000 characters once warm (more on a cold start), too long to hold every other request of the
// process. One job = the texts of one check. The thread registers the phrase dictionary once, on start.
import { parentPort } from 'node:worker_threads';
import { readPolyphones } from '@peiyin/ssml';
import type { PolyphoneFlagItem } from '@peiyin/api-client';
import { usePhraseDictionary } from '../../script/phrases/index.ts';

export interface PolyphoneJob {
  id: number;
  texts: string[];
}

export interface PolyphoneAnswer {
  id: number;
  flags?: PolyphoneFlagItem[][];
  error?: string;
}

/// The polyphones of `text` the user should confirm, as the API answers them.
export function flagsOf(text: string): PolyphoneFlagItem[] {
  return readPolyphones(text)
    .filter((r) => r.toConfirm)
    .map((r) => ({ index: r.index, char: r.char, candidates: r.candidates, suggested: r.suggested }));
}

if (parentPort) usePhraseDictionary();

parentPort?.on('message', (job: PolyphoneJob) => {
  try {
    const flags = job.texts.map((text) => flagsOf(text));
    parentPort!.postMessage({ id: job.id, flags } satisfies PolyphoneAnswer);
  } catch (error) {
    parentPort!.postMessage({ id: job.id, error: error instanceof Error ? error.message : String(error) } satisfies PolyphoneAnswer);
  }
});
