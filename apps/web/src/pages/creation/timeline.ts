// The sentence timeline's pure core (issue 27): the sentences of a script range with their positions, where a task's
// sentences are in the script, their estimated starts for an audition, and which one is heard at a position.
import type { Node as PMNode } from 'prosemirror-model';
import { estimateDuration, planSynthesis, type VoiceSettings } from '@peiyin/ssml';
import type { SentenceState, TimelineSentence } from '@peiyin/ui';

/// One sentence of the script: its document range and its words as written.
export interface ScriptSentence {
  from: number;
  to: number;
  text: string;
}

// The marks that end a sentence, and what may follow one and still belong to it (as the audition chunks cut).
const SENTENCE_END = /[。！？!?；;…]/;
const CLOSERS = /[”’」』）)》"']/;

/// The sentences of `doc` between `from` and `to`: cut after each sentence end (with the closing quotes after it) and
/// at every paragraph's end; each starts at its first written character, so selecting it selects words. Markup
/// (pinyin, readings, aliases) counts with the text it stands for; blank sentences are left out.
export function scriptSentences(doc: PMNode, from = 0, to = doc.content.size): ScriptSentence[] {
  const out: ScriptSentence[] = [];
  let start = -1;
  let end = -1;
  let text = '';
  let ending = false;
  const close = () => {
    if (start >= 0 && text.trim()) out.push({ from: start, to: end, text: text.trim() });
    start = -1;
    text = '';
    ending = false;
  };
  const take = (ch: string, at: number, after: number) => {
    if (ending && !SENTENCE_END.test(ch) && !CLOSERS.test(ch)) close();
    if (start < 0) {
      if (!ch.trim()) return;
      start = at;
    }
    text += ch;
    end = after;
    if (SENTENCE_END.test(ch)) ending = true;
  };
  doc.nodesBetween(from, to, (node, pos) => {
    if (node.isTextblock) {
      close();
      return true;
    }
    if (node.isText) {
      let offset = 0;
      for (const ch of node.text ?? '') {
        const at = pos + offset;
        offset += ch.length;
        if (at >= from && at < to) take(ch, at, at + ch.length);
      }
      return false;
    }
    if (node.isInline && pos >= from && pos < to) {
      // an atom of markup stands for its written text (a break or a sound for none)
      const written = typeof node.attrs.dataText === 'string' ? node.attrs.dataText : '';
      if (written) for (const ch of written) take(ch, pos, pos + node.nodeSize);
      else if (start >= 0) end = pos + node.nodeSize;
    }
    return false;
  });
  close();
  return out;
}

// Letters, digits and Han characters: what two spellings of one sentence share (spaces and punctuation differ).
const comparable = (ch: string) => /[\p{L}\p{N}]/u.test(ch);

/// Where each of `texts` (a task's sentences, in order) is in `doc`, or null where it cannot be found (a reading the
/// server spelled out, a script changed since). Searched in order from the end of the previous one, by the letters
/// and characters the two share.
export function locateSentences(doc: PMNode, texts: readonly string[]): Array<{ from: number; to: number } | null> {
  // the script as comparable characters, each with the document range it comes from
  const chars: string[] = [];
  const spans: Array<[number, number]> = [];
  doc.descendants((node, pos) => {
    if (node.isText) {
      let offset = 0;
      for (const ch of node.text ?? '') {
        if (comparable(ch)) {
          chars.push(ch);
          spans.push([pos + offset, pos + offset + ch.length]);
        }
        offset += ch.length;
      }
      return false;
    }
    if (node.isInline) {
      const written = typeof node.attrs.dataText === 'string' ? node.attrs.dataText : '';
      for (const ch of written) {
        if (!comparable(ch)) continue;
        chars.push(ch);
        spans.push([pos, pos + node.nodeSize]);
      }
      return false;
    }
    return true;
  });
  const script = chars.join('');
  // indexes into `chars` are per character: a character beyond the BMP would need a map of its own
  const index = (at: number) => [...script.slice(0, at)].length;
  let cursor = 0;
  return texts.map((text) => {
    const wanted = [...text].filter(comparable);
    if (wanted.length === 0) return null;
    const head = wanted.slice(0, 3).join('');
    const found = script.indexOf(head, cursor);
    if (found < 0) return null;
    const first = index(found);
    const last = Math.min(first + wanted.length, chars.length) - 1;
    cursor = found + head.length;
    return { from: spans[first]![0], to: spans[last]![1] };
  });
}

/// Where each sentence of an audition starts, estimated from the plan it played (the audition's audio carries no
/// timings): each sentence planned with the audition's voice and timed as the bottom bar's estimate is.
export function auditionStarts(doc: PMNode, sentences: readonly ScriptSentence[], voice: VoiceSettings): number[] {
  let at = 0;
  return sentences.map((sentence) => {
    const start = at;
    at += estimateDuration(planSynthesis(doc.cut(sentence.from, sentence.to), { voice, bgm: null }));
    return start;
  });
}

/// The sentence heard at `ms`: the last one starting at or before it; -1 before the first.
export function sentenceAt(starts: readonly (number | null)[], ms: number): number {
  let current = -1;
  starts.forEach((start, index) => {
    if (start !== null && start <= ms) current = index;
  });
  return current;
}

/// The rows of a task: while it is synthesised each sentence's state (the first `done` rendered, the next rendering,
/// the rest waiting); once finished, their starts.
export function taskRows(sentences: readonly { text: string; start: number | null }[], progress: { done: number } | undefined, status: number): TimelineSentence[] {
  const pending = status === 0 || status === 2;
  return sentences.map((sentence, index) => {
    if (!pending) return { text: sentence.text, start: sentence.start };
    const done = status === 2 ? (progress?.done ?? 0) : 0;
    const state: SentenceState = index < done ? 'done' : index === done && status === 2 ? 'rendering' : 'waiting';
    return { text: sentence.text, start: null, state };
  });
}
