// What the text front-end reads in a paragraph of a script (issue 12 item 2): the synthesis plan
// reads every paragraph through `paragraphReadings`, and the editor marks the same spans, so the
// reading the editor shows is, by construction, the reading an audition or a task hears.
import type { Node as PMNode } from 'prosemirror-model';
import { toDictionaryMatcher, type DictionaryInput } from './dictionary.ts';
import { normalizeText, type TnClass, type TnResult } from './tn/normalize.ts';

/// How many characters of the paragraph before a text node are context for the front-end (尾号 or
/// 比分 before a markup node).
const CONTEXT = 12;

/// The front-end's reading of one text node of a paragraph.
export interface TextNodeReading {
  /// The node's index among the paragraph's children.
  index: number;
  /// The node's offset in the paragraph's content (a markup node counts 1).
  offset: number;
  /// `normalizeText` of the node's text, with the paragraph before it as context.
  tn: TnResult;
}

/// Options of `paragraphReadings`.
export interface ReadingOptions {
  /// The user's pronunciation dictionary (compile it once with `compileDictionary` when reading
  /// many paragraphs).
  dictionary?: DictionaryInput;
  /// false: no front-end (every node reads as written, no spans). Default true.
  normalize?: boolean;
}

/// Reads every text node of `paragraph` through the text front-end: each node separately (a
/// reading never spans a markup node or a change of voice), with the paragraph's written text
/// before it (markup counted as the text it stands for) as context. Markup nodes are not read:
/// what the user marked always wins.
export function paragraphReadings(paragraph: PMNode, options: ReadingOptions = {}): TextNodeReading[] {
  const dictionary = toDictionaryMatcher(options.dictionary) ?? undefined;
  const normalize = options.normalize !== false;
  const out: TextNodeReading[] = [];
  let before = '';
  paragraph.forEach((node, offset, index) => {
    if (!node.isText) {
      before += (node.attrs.dataText as string | undefined) ?? '';
      return;
    }
    const text = node.text ?? '';
    const tn = normalize ? normalizeText(text, { before: before.slice(-CONTEXT), ...(dictionary ? { dictionary } : {}) }) : { text, spans: [] };
    out.push({ index, offset, tn });
    before = (before + text).slice(-CONTEXT);
  });
  return out;
}

/// One automatic reading in a paragraph: its content `from`-`to` is read as `spoken`.
export interface ParagraphSpan {
  /// Offset in the paragraph's content.
  from: number;
  /// End offset (exclusive).
  to: number;
  /// The text as written.
  written: string;
  /// What the engine reads instead.
  spoken: string;
  class: TnClass;
}

/// The spans of `paragraphReadings` with offsets in the paragraph's content.
export function paragraphSpans(paragraph: PMNode, options: ReadingOptions = {}): ParagraphSpan[] {
  const spans: ParagraphSpan[] = [];
  for (const r of paragraphReadings(paragraph, options)) {
    const text = paragraph.child(r.index).text ?? '';
    for (const s of r.tn.spans) spans.push({ from: r.offset + s.from, to: r.offset + s.to, written: text.slice(s.from, s.to), spoken: s.spoken, class: s.class });
  }
  return spans;
}

/// A stretch of plain text in a paragraph: adjacent text nodes joined (whatever their voice), cut
/// at every markup node. The unit in which polyphones are read in context.
export interface TextRun {
  /// Offset in the paragraph's content.
  offset: number;
  text: string;
}

/// The text runs of `paragraph`, in order.
export function paragraphRuns(paragraph: PMNode): TextRun[] {
  const runs: TextRun[] = [];
  let current: TextRun | null = null;
  paragraph.forEach((node, offset) => {
    if (!node.isText) {
      current = null;
      return;
    }
    if (current) current.text += node.text ?? '';
    else runs.push((current = { offset, text: node.text ?? '' }));
  });
  return runs;
}
