// The texts of one polyphone check (contract.pronunciation.polyphones) cut from the script's runs, and
// its answers put back by run for the editor: pure, so the mapping is tested without a browser.
import { pronunciationLimits, type PolyphoneFlagItem } from '@peiyin/api-client';
import type { PolyphoneAnalysis, PolyphoneFlag } from '@peiyin/ssml';

/// One text the server is asked about: `run`'s text from `offset`.
export interface PolyphonePiece {
  run: string;
  offset: number;
  text: string;
}

const isHan = (c: number) => (c >= 0x4e00 && c <= 0x9fff) || (c >= 0x3400 && c <= 0x4dbf);

/// Cuts the script's runs into the texts of one check within the call's bounds: a run longer than a
/// text may be is cut (after a punctuation mark or other non-Chinese character where one is near, so a
/// word is rarely split), and runs past the call's total are left unasked (a script fits: its speech
/// length is at most 8000).
export function polyphonePieces(
  runs: readonly string[],
  limits: Record<'polyphoneTexts' | 'polyphoneTextLength' | 'polyphoneTotalLength', number> = pronunciationLimits,
): PolyphonePiece[] {
  const pieces: PolyphonePiece[] = [];
  let total = 0;
  for (const run of runs) {
    for (let offset = 0; offset < run.length; ) {
      let end = Math.min(run.length, offset + limits.polyphoneTextLength);
      if (end < run.length) {
        // look back at most a tenth of the bound for a character that ends a word
        const floor = offset + Math.floor(limits.polyphoneTextLength * 0.9);
        let cut = end;
        while (cut > floor && isHan(run.charCodeAt(cut - 1))) cut--;
        if (!isHan(run.charCodeAt(cut - 1))) end = cut;
        // never between the halves of a surrogate pair
        const last = run.charCodeAt(end - 1);
        if (last >= 0xd800 && last <= 0xdbff) end--;
      }
      const text = run.slice(offset, end);
      if (pieces.length >= limits.polyphoneTexts || total + text.length > limits.polyphoneTotalLength) return pieces;
      pieces.push({ run, offset, text });
      total += text.length;
      offset = end;
    }
  }
  return pieces;
}

/// The answers of a check, by run as the editor takes them (flag offsets back in the run's own text).
/// Every asked run has an entry (an empty list: nothing to confirm).
export function polyphoneAnalysis(pieces: readonly PolyphonePiece[], answers: readonly (readonly PolyphoneFlagItem[])[]): PolyphoneAnalysis {
  const byRun = new Map<string, PolyphoneFlag[]>();
  pieces.forEach((piece, i) => {
    const flags = byRun.get(piece.run) ?? [];
    for (const f of answers[i] ?? []) {
      // an answer for another text (it cannot happen with the server's order, but it must not mark a wrong character)
      if (piece.text.slice(f.index, f.index + f.char.length) !== f.char) continue;
      flags.push({ index: piece.offset + f.index, char: f.char, candidates: f.candidates, suggested: f.suggested });
    }
    byRun.set(piece.run, flags);
  });
  return byRun;
}
