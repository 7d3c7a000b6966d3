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
  let n = text.length;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 10 || c === 13) n--;
    // A surrogate pair is one character.
    else if (c >= 0xd800 && c <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        n--;
        i++;
      }
    }
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

function blockLength(block: PMNode, counter: Counter): number {
  let n = 0;
  block.forEach((child) => {
    n += child.isInline ? nodeSpeechLength(child, counter) : blockLength(child, counter);
  });
  return n;
}

/// The speech length of a document (or any node): characters excluding newlines plus each markup
/// node's own length. Compare it with `MAX_SPEECH_LENGTH`. The editor does not recount the whole
/// document per keystroke: the `lengthLimit` plugin calls this on the changed paragraphs only.
export function countSpeechLength(doc: PMNode, { counter = countCharacters }: LengthOptions = {}): number {
  return doc.isInline ? nodeSpeechLength(doc, counter) : blockLength(doc, counter);
}
