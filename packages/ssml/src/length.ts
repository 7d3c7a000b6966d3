// Speech length (spec 02 §5 "Text length counts characters excluding newlines, plus each markup
// node's own length"; §9 script maximum 8000). The editor footer, the length-limit plugin and the
// server all call `countSpeechLength`, so the cap means the same everywhere.
//
// Definition:
//  - text counts its characters (Unicode code points), newlines (paragraph breaks, CR, LF) excluded;
//  - a markup node counts its own length, which is the length of what the engine will speak for it
//    (`spokenText` of its spec): an alias counts its alias, a number reading its reading, a
//    phoneme its one character, continuous and word readings their text;
//  - a break or a sound effect, which speaks no text, counts 1;
//  - wrappers (multi-voice, local pitch) add nothing: their content is counted.
import type { Node as PMNode } from 'prosemirror-model';
import type { SpeechNodeSpec } from './schema.ts';

/// Script maximum length (spec 02 §9).
export const MAX_SPEECH_LENGTH = 8000;

/// Counts the characters of a piece of text. Injectable so a product can count differently.
export type Counter = (text: string) => number;

/// The default counter: Unicode code points, CR and LF excluded.
export const countCharacters: Counter = (text) => {
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    // A high surrogate followed by a low one is one character: count the pair once.
    if (c >= 0xdc00 && c <= 0xdfff && i > 0) {
      const prev = text.charCodeAt(i - 1);
      if (prev >= 0xd800 && prev <= 0xdbff) continue;
    }
    if (c !== 10 && c !== 13) n++;
  }
  return n;
};

/// Options of `countSpeechLength`.
export interface LengthOptions {
  /// How to count a piece of text; default `countCharacters`.
  counter?: Counter;
}

/// The own length of one inline node (see the definition at the top of this file).
export function nodeSpeechLength(node: PMNode, counter: Counter = countCharacters): number {
  if (node.isText) return counter(node.text ?? '');
  const spoken = (node.type.spec as SpeechNodeSpec).spokenText;
  if (spoken) return counter(spoken(node));
  return node.isLeaf ? 1 : 0;
}

// Documents are persistent: a keystroke changes one paragraph and keeps the others, so the
// length of an unchanged paragraph is looked up instead of recounted (issue 3: benchmark).
const cache = new WeakMap<PMNode, number>();

function blockLength(block: PMNode, counter: Counter): number {
  if (block.isTextblock) {
    let n = 0;
    block.forEach((child) => {
      n += nodeSpeechLength(child, counter);
    });
    return n;
  }
  let n = 0;
  block.forEach((child) => {
    n += counter === countCharacters ? cachedLength(child) : blockLength(child, counter);
  });
  return n;
}

function cachedLength(block: PMNode): number {
  const hit = cache.get(block);
  if (hit !== undefined) return hit;
  const n = blockLength(block, countCharacters);
  cache.set(block, n);
  return n;
}

/// The speech length of a document (or any node): characters excluding newlines plus each markup
/// node's own length. Compare it with `MAX_SPEECH_LENGTH`.
export function countSpeechLength(doc: PMNode, { counter }: LengthOptions = {}): number {
  if (!counter || counter === countCharacters) return doc.isInline ? nodeSpeechLength(doc) : cachedLength(doc);
  return doc.isInline ? nodeSpeechLength(doc, counter) : blockLength(doc, counter);
}
