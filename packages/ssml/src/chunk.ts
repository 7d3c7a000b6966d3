// Audition text and its chunks (spec 02 §4 "Audition player", §5 "Audition"): the player asks
// for one chunk after another and starts playing as soon as the first arrives, so the first
// chunk is short.
//
// Deliberate deviation from spec 02 §5 (issue 25 item 4, click → playing ≤ 300 ms): the spec's first chunk
// closes from 100 characters, and the player can only play a chunk once all of it has arrived and been
// decoded (≈ 25 s of speech: 0.4 s of synthesis and transfer and 0.1 s of decoding with espeak, many seconds with
// the neural voice). The first chunk is now the first sentence alone (its first clause when that sentence is
// long); the spec's 100 / 200 / 280 follow for the second, third and later chunks.
import type { Node as PMNode } from 'prosemirror-model';
import type { Validation } from './validate.ts';
import { AUDITION_AFTER_CURSOR, AUDITION_MAX_LENGTH, MESSAGES } from './validate.ts';
import { countSpeechLength, nodeSpeechLength } from './length.ts';
import { docToText } from './schema.ts';
import { toSsml } from './serialize.ts';
import type { VoiceSettings } from './voice.ts';

/// A chunk closes at the first sentence end once it reaches this many characters: the first at
/// once (the first sentence alone), the second from 100, the third from 200, later ones from 280.
export const AUDITION_CHUNK_THRESHOLDS = [1, 100, 200, 280] as const;
/// A sentence longer than this is cut at commas, then hard, so no request gets too long.
export const AUDITION_CHUNK_HARD_MAX = 300;
/// A first sentence longer than `max` characters is cut at its first comma that leaves at least
/// `min` (and at most `max`): the first sound comes from a clause, not a whole long sentence.
export const AUDITION_FIRST_CLAUSE = { min: 6, max: 20 } as const;

const SENTENCE_END = /[。！？!?；;…\n]/;
const CLOSERS = /[”’」』）)》"']/;
const COMMA = /[，,、：:]/;

const len = (s: string) => [...s].length;

/// Splits text into sentences, keeping each end mark (and closing quotes) with its sentence.
export function splitSentences(text: string): string[] {
  const out: string[] = [];
  let current = '';
  const chars = [...text];
  for (let i = 0; i < chars.length; i++) {
    current += chars[i];
    if (SENTENCE_END.test(chars[i]!)) {
      while (i + 1 < chars.length && (SENTENCE_END.test(chars[i + 1]!) || CLOSERS.test(chars[i + 1]!))) current += chars[++i];
      out.push(current);
      current = '';
    }
  }
  if (current) out.push(current);
  return out.map((s) => s.replace(/\n+/g, '').trim()).filter((s) => s !== '');
}

function cutLong(sentence: string, max: number): string[] {
  if (len(sentence) <= max) return [sentence];
  const parts: string[] = [];
  let current = '';
  for (const ch of sentence) {
    current += ch;
    if ((COMMA.test(ch) && len(current) >= max / 2) || len(current) >= max) {
      parts.push(current);
      current = '';
    }
  }
  if (current) parts.push(current);
  return parts;
}

/// The first sentence's first clause when the sentence is longer than `max`: its text up to the first comma
/// that leaves at least `min` characters and at most `max`; null when there is no such comma.
function firstClause(sentence: string, { min, max }: { min: number; max: number } = AUDITION_FIRST_CLAUSE): string | null {
  if (len(sentence) <= max) return null;
  let clause = '';
  for (const ch of sentence) {
    clause += ch;
    const n = len(clause);
    if (n > max) return null;
    if (n >= min && COMMA.test(ch)) return clause;
  }
  return null;
}

/// Splits audition text into chunks of whole sentences: the first sentence alone (its first clause
/// when long), then from 100 characters, from 200, later ones from 280 (spec 02 §5, with the first
/// chunk shortened: see the top of this file). Blank text gives no chunk.
export function chunkForAudition(
  text: string,
  {
    thresholds = AUDITION_CHUNK_THRESHOLDS,
    hardMax = AUDITION_CHUNK_HARD_MAX,
    firstClause: clauseLimits = AUDITION_FIRST_CLAUSE,
  }: { thresholds?: readonly number[]; hardMax?: number; firstClause?: { min: number; max: number } | null } = {},
): string[] {
  const chunks: string[] = [];
  let current = '';
  const sentences = splitSentences(text).flatMap((s) => cutLong(s, hardMax));
  const clause = clauseLimits && sentences.length ? firstClause(sentences[0]!, clauseLimits) : null;
  if (clause !== null) sentences.splice(0, 1, clause, [...sentences[0]!].slice(len(clause)).join(''));
  for (const sentence of sentences) {
    const threshold = thresholds[Math.min(chunks.length, thresholds.length - 1)]!;
    if (current && len(current) + len(sentence) > hardMax) {
      chunks.push(current);
      current = '';
    }
    current += sentence;
    if (len(current) >= threshold) {
      chunks.push(current);
      current = '';
    }
  }
  if (current) chunks.push(current);
  return chunks;
}

/// The part of a document to audition: the selection (at most 1000 characters), or with a
/// collapsed cursor the next 300 characters after it. Positions are document positions; cut
/// the range with `doc.cut(from, to)` to serialise or read it.
export function auditionRange(doc: PMNode, from: number, to: number): Validation<{ from: number; to: number }> {
  if (from !== to) {
    const part = doc.cut(from, to);
    const length = countSpeechLength(part);
    if (docToText(part).trim() === '') return { ok: false, message: MESSAGES.auditionBlank };
    if (length > AUDITION_MAX_LENGTH) return { ok: false, message: MESSAGES.auditionTooLong };
    return { ok: true, value: { from, to } };
  }
  let remaining = AUDITION_AFTER_CURSOR;
  let end = from;
  doc.nodesBetween(from, doc.content.size, (node, pos) => {
    if (remaining <= 0) return false;
    if (!node.isInline) return true;
    if (node.isText) {
      const start = Math.max(pos, from);
      const chars = [...(node.text ?? '').slice(start - pos)];
      const taken = chars.slice(0, remaining).join('');
      remaining -= Math.min(chars.length, remaining);
      end = start + taken.length;
    } else {
      remaining -= nodeSpeechLength(node);
      end = pos + node.nodeSize;
    }
    return false;
  });
  if (end === from || docToText(doc.cut(from, end)).trim() === '') return { ok: false, message: MESSAGES.auditionBlank };
  return { ok: true, value: { from, to: end } };
}

/// The audition of a document range as SSML chunks that keep their markup (breaks, pinyin,
/// readings, multi-voice and local-pitch ranges): the range is cut at sentence ends (and at
/// commas or anywhere when a sentence is too long) with the same thresholds and first clause as `chunkForAudition`,
/// and each chunk is serialised with `toSsml` in `voice`. Blank chunks are left out.
export function auditionChunks(
  doc: PMNode,
  from: number,
  to: number,
  voice: VoiceSettings,
  {
    thresholds = AUDITION_CHUNK_THRESHOLDS,
    hardMax = AUDITION_CHUNK_HARD_MAX,
    firstClause: clauseLimits = AUDITION_FIRST_CLAUSE,
  }: { thresholds?: readonly number[]; hardMax?: number; firstClause?: { min: number; max: number } | null } = {},
): string[] {
  const part = doc.cut(from, to);
  // Candidate cut points: after sentence ends (with their closers), at paragraph ends, and after commas.
  const sentenceEnds: number[] = [];
  const commas = new Set<number>();
  part.descendants((node, pos) => {
    if (node.isTextblock) {
      sentenceEnds.push(pos + node.nodeSize - 1);
      return true;
    }
    if (!node.isText) return false;
    const chars = [...(node.text ?? '')];
    let offset = pos;
    for (let i = 0; i < chars.length; i++) {
      offset += chars[i]!.length;
      if (SENTENCE_END.test(chars[i]!) && !(i + 1 < chars.length && (SENTENCE_END.test(chars[i + 1]!) || CLOSERS.test(chars[i + 1]!)))) sentenceEnds.push(offset);
      else if (COMMA.test(chars[i]!)) commas.add(offset);
    }
    return false;
  });
  const ends = [...new Set(sentenceEnds)].sort((a, b) => a - b);
  const size = (a: number, b: number) => countSpeechLength(part.cut(a, b));
  const chunks: PMNode[] = [];
  let start = 0;
  const close = (end: number) => {
    const chunk = part.cut(start, end);
    if (docToText(chunk).trim() !== '') chunks.push(chunk);
    start = end;
  };
  for (const end of ends) {
    if (end <= start) continue;
    // A run longer than hardMax is closed early: at the last comma that leaves at least half, else hard.
    while (size(start, end) > hardMax) {
      const limit = positionAfter(part, start, hardMax);
      const comma = [...commas].filter((c) => c > start && c <= limit && size(start, c) >= hardMax / 2).pop();
      close(comma ?? limit);
    }
    // the first sentence, when long, gives its first clause alone
    if (chunks.length === 0 && clauseLimits && size(start, end) > clauseLimits.max) {
      const clause = [...commas].find((c) => c > start && c < end && size(start, c) >= clauseLimits.min);
      if (clause !== undefined && size(start, clause) <= clauseLimits.max) close(clause);
    }
    const threshold = thresholds[Math.min(chunks.length, thresholds.length - 1)]!;
    if (size(start, end) >= threshold) close(end);
  }
  if (start < part.content.size) close(part.content.size);
  return chunks.map((chunk) => toSsml(chunk, voice));
}

/// The document position after `count` characters of speech from `start` (markup counts its length).
function positionAfter(doc: PMNode, start: number, count: number): number {
  let remaining = count;
  let end = start;
  doc.nodesBetween(start, doc.content.size, (node, pos) => {
    if (remaining <= 0) return false;
    if (!node.isInline) return true;
    if (node.isText) {
      const from = Math.max(pos, start);
      const chars = [...(node.text ?? '').slice(from - pos)];
      const taken = chars.slice(0, remaining).join('');
      remaining -= Math.min(chars.length, remaining);
      end = from + taken.length;
    } else {
      remaining -= nodeSpeechLength(node);
      end = pos + node.nodeSize;
    }
    return false;
  });
  return Math.max(end, start + 1);
}
