// Shaping recognised pieces into the sentence list of a transcript (spec 02 §3: beginTime,
// endTime, text), the same way for every adapter.
import type { Sentence, Transcript } from './types.ts';

const SENTENCE_END = new Set(['。', '！', '？', '!', '?', '…']);

/// Sentences in order, trimmed, non-empty, in whole milliseconds within [0, durationMs].
export function normalizeSentences(sentences: readonly Sentence[], durationMs: number): Sentence[] {
  const clamp = (ms: number) => Math.min(durationMs, Math.max(0, Math.round(Number.isFinite(ms) ? ms : 0)));
  return sentences
    .map((s) => ({ beginMs: clamp(s.beginMs), endMs: clamp(s.endMs), text: s.text.trim() }))
    .filter((s) => s.text !== '')
    .map((s) => (s.endMs < s.beginMs ? { ...s, endMs: s.beginMs } : s))
    .sort((a, b) => a.beginMs - b.beginMs);
}

/// A transcript from its sentences: the text is one sentence per line, as the editor takes it
/// (a line break is a pause, and each line can be checked against its time).
export function transcriptOf(sentences: readonly Sentence[], durationMs: number, language?: string): Transcript {
  const list = normalizeSentences(sentences, durationMs);
  return { sentences: list, text: list.map((s) => s.text).join('\n'), durationMs, ...(language ? { language } : {}) };
}

/// Splits one recognised piece at its sentence ends, using the time of each token (seconds from
/// the piece's start, as sherpa-onnx reports for SenseVoice). A piece of speech the VAD cut can
/// hold several sentences; subtitles and the editor want them apart. Tokens without usable timestamps keep
/// the piece whole; a piece with text only has its time shared out by length.
export function splitAtSentenceEnds(piece: { text: string; tokens: readonly string[]; timestamps: readonly number[]; beginMs: number; endMs: number }): Sentence[] {
  const { tokens, timestamps, beginMs, endMs } = piece;
  // Text without tokens (a timed sentence from the embedded Whisper, which times its sentences itself; a server's
  // segment): the piece's time is shared out by length. Tokens without times (Paraformer): its pieces are short,
  // one sentence each.
  if (tokens.length === 0) return sentencesFromText(piece.text, endMs - beginMs).map((s) => ({ ...s, beginMs: beginMs + s.beginMs, endMs: beginMs + s.endMs }));
  if (tokens.length !== timestamps.length) return [{ beginMs, endMs, text: piece.text }];
  const out: Sentence[] = [];
  let text = '';
  let start = beginMs;
  tokens.forEach((token, i) => {
    text += token;
    const last = token.at(-1);
    const next = timestamps[i + 1];
    if (last !== undefined && SENTENCE_END.has(last) && next !== undefined) {
      const cut = Math.min(endMs, beginMs + next * 1000);
      out.push({ beginMs: start, endMs: cut, text: cleanTokens(text) });
      text = '';
      start = cut;
    }
  });
  if (text) out.push({ beginMs: start, endMs, text: cleanTokens(text) });
  return out;
}

/// SentencePiece marks a word start with ▁ (SenseVoice's English); it reads as a space.
const cleanTokens = (text: string) => text.replaceAll('▁', ' ').trim();

/// Sentences from a plain transcript when a server gives no timestamps (OpenAI's
/// gpt-4o-transcribe, a server asked for `json`): split at sentence ends and line breaks, with
/// times shared out by length. An approximation, and said so where it is used.
export function sentencesFromText(text: string, durationMs: number): Sentence[] {
  const parts: string[] = [];
  let current = '';
  for (const ch of text) {
    if (ch === '\n') {
      parts.push(current);
      current = '';
      continue;
    }
    current += ch;
    if (SENTENCE_END.has(ch)) {
      parts.push(current);
      current = '';
    }
  }
  parts.push(current);
  const kept = parts.map((p) => p.trim()).filter(Boolean);
  const total = kept.reduce((n, p) => n + [...p].length, 0);
  let at = 0;
  return kept.map((p) => {
    const beginMs = total ? (at / total) * durationMs : 0;
    at += [...p].length;
    return { beginMs, endMs: total ? (at / total) * durationMs : durationMs, text: p };
  });
}
