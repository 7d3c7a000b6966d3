// Keeps, in the editor state, what the text front-end will read in the script (issue 12 item 2:
// numbers and symbols marked in the editor, with 读作…) and the polyphones the user should confirm
// (item 4). The readings come from `paragraphSpans`, the function the synthesis plan reads
// through, so the editor shows exactly what an audition or a task hears. Like `lengthLimit`, only
// the paragraphs a transaction changed are read again: an unchanged paragraph is the same object
// in the old and the new document, and keeps its block (and a view plugin drawing the blocks can
// tell, by identity, which paragraphs to redraw).
//
// Which polyphones to confirm is decided where the speech engine is (the server reads the engine's
// own reading of every character): the app hands the answers in by text run (`paragraphRuns`) with
// `setPolyphoneAnalysis`, and each paragraph picks up the answers for its runs.
import { Plugin, PluginKey } from 'prosemirror-state';
import type { EditorState, Transaction } from 'prosemirror-state';
import type { Node as PMNode } from 'prosemirror-model';
import { toDictionaryMatcher, type DictionaryInput, type DictionaryMatcher } from '../dictionary.ts';
import { paragraphRuns, paragraphSpans, type ParagraphSpan } from '../readings.ts';

/// A polyphone of a text run the user should confirm, as the analysis reports it.
export interface PolyphoneFlag {
  /// UTF-16 offset of the character in its run.
  index: number;
  /// The character.
  char: string;
  /// Its readings (stored form, `hang2`), the suggested one first.
  candidates: readonly string[];
  /// The reading the front-end suggests.
  suggested: string;
}

/// Polyphones to confirm by text run: the run's text → its flags (an empty list: none).
export type PolyphoneAnalysis = ReadonlyMap<string, readonly PolyphoneFlag[]>;

/// A polyphone to confirm in a paragraph: `offset` in the paragraph's content.
export interface ParagraphPolyphone extends PolyphoneFlag {
  offset: number;
}

/// What the plugin knows of one paragraph.
export interface ReadingBlock {
  readonly node: PMNode;
  /// The automatic readings of its text.
  readonly spans: readonly ParagraphSpan[];
  /// Its polyphones to confirm (none until the analysis of its runs is known).
  readonly polyphones: readonly ParagraphPolyphone[];
}

/// The plugin state: one block per paragraph, in order.
export interface ScriptReadingsState {
  readonly blocks: readonly ReadingBlock[];
  /// How many polyphones the script has to confirm.
  readonly toConfirm: number;
  readonly dictionary: DictionaryMatcher | null;
  readonly analysis: PolyphoneAnalysis;
}

/// Options of `scriptReadings`.
export interface ScriptReadingsOptions {
  /// The user's pronunciation dictionary (its alias entries are readings too); later ones come with
  /// `setReadingDictionary`.
  dictionary?: DictionaryInput;
}

/// The key to read the plugin state with.
export const scriptReadingsKey = new PluginKey<ScriptReadingsState>('peiyinScriptReadings');

interface Meta {
  dictionary?: DictionaryMatcher | null;
  analysis?: PolyphoneAnalysis;
}

const NO_ANALYSIS: PolyphoneAnalysis = new Map();

function polyphonesOf(node: PMNode, analysis: PolyphoneAnalysis): ParagraphPolyphone[] {
  if (analysis.size === 0) return [];
  const out: ParagraphPolyphone[] = [];
  for (const run of paragraphRuns(node)) {
    const flags = analysis.get(run.text);
    if (flags) for (const f of flags) if (f.index < run.text.length) out.push({ ...f, offset: run.offset + f.index });
  }
  return out;
}

function blockOf(node: PMNode, dictionary: DictionaryMatcher | null, analysis: PolyphoneAnalysis): ReadingBlock {
  return { node, spans: paragraphSpans(node, dictionary ? { dictionary } : {}), polyphones: polyphonesOf(node, analysis) };
}

function summarise(blocks: readonly ReadingBlock[], dictionary: DictionaryMatcher | null, analysis: PolyphoneAnalysis): ScriptReadingsState {
  let toConfirm = 0;
  for (const b of blocks) toConfirm += b.polyphones.length;
  return { blocks, toConfirm, dictionary, analysis };
}

/// A plugin that keeps the automatic readings and the polyphones to confirm of every paragraph.
export function scriptReadings(options: ScriptReadingsOptions = {}): Plugin<ScriptReadingsState> {
  const fromScratch = (doc: PMNode, dictionary: DictionaryMatcher | null, analysis: PolyphoneAnalysis) => {
    const blocks: ReadingBlock[] = [];
    doc.forEach((node) => blocks.push(blockOf(node, dictionary, analysis)));
    return summarise(blocks, dictionary, analysis);
  };

  // Reuses the blocks before the first and after the last changed paragraph.
  const update = (previous: ScriptReadingsState, doc: PMNode): ScriptReadingsState => {
    const old = previous.blocks;
    const count = doc.childCount;
    let start = 0;
    while (start < old.length && start < count && old[start]!.node === doc.child(start)) start++;
    let endOld = old.length;
    let endNew = count;
    while (endOld > start && endNew > start && old[endOld - 1]!.node === doc.child(endNew - 1)) {
      endOld--;
      endNew--;
    }
    const blocks = old.slice(0, start);
    for (let i = start; i < endNew; i++) blocks.push(blockOf(doc.child(i), previous.dictionary, previous.analysis));
    for (let i = endOld; i < old.length; i++) blocks.push(old[i]!);
    return summarise(blocks, previous.dictionary, previous.analysis);
  };

  // New analysis answers: only paragraphs whose polyphones change get a new block.
  const reanalyse = (previous: ScriptReadingsState, analysis: PolyphoneAnalysis): ScriptReadingsState => {
    const blocks = previous.blocks.map((b) => {
      const polyphones = polyphonesOf(b.node, analysis);
      const same = polyphones.length === b.polyphones.length && polyphones.every((p, i) => samePolyphone(p, b.polyphones[i]!));
      return same ? b : { node: b.node, spans: b.spans, polyphones };
    });
    return summarise(blocks, previous.dictionary, analysis);
  };

  return new Plugin<ScriptReadingsState>({
    key: scriptReadingsKey,
    state: {
      init: (_config, state) => fromScratch(state.doc, toDictionaryMatcher(options.dictionary), NO_ANALYSIS),
      apply(tr, previous) {
        const meta = tr.getMeta(scriptReadingsKey) as Meta | undefined;
        let next = tr.docChanged ? update(previous, tr.doc) : previous;
        if (meta?.dictionary !== undefined) next = fromScratch(tr.doc, meta.dictionary, next.analysis);
        if (meta?.analysis !== undefined) next = reanalyse(next, meta.analysis);
        return next;
      },
    },
  });
}

function samePolyphone(a: ParagraphPolyphone, b: ParagraphPolyphone): boolean {
  return a.offset === b.offset && a.char === b.char && a.suggested === b.suggested && a.candidates.join() === b.candidates.join();
}

/// Hands in the polyphone analysis of text runs (it replaces the previous one). Returns the
/// transaction.
export function setPolyphoneAnalysis(tr: Transaction, analysis: PolyphoneAnalysis): Transaction {
  return tr.setMeta(scriptReadingsKey, { analysis } satisfies Meta).setMeta('addToHistory', false);
}

/// Replaces the pronunciation dictionary the readings use (every paragraph is read again).
export function setReadingDictionary(tr: Transaction, dictionary: DictionaryInput | null): Transaction {
  return tr.setMeta(scriptReadingsKey, { dictionary: toDictionaryMatcher(dictionary) } satisfies Meta).setMeta('addToHistory', false);
}

/// An automatic reading at document positions.
export interface ScriptReading extends ParagraphSpan {
  /// Document position where the written form starts.
  pos: number;
  /// Document position where it ends.
  end: number;
}

/// A polyphone to confirm at a document position.
export interface ScriptPolyphone extends PolyphoneFlag {
  /// Document position of the character.
  pos: number;
}

/// The automatic readings of the script in `state`, at document positions (empty without the plugin).
export function getScriptReadings(state: EditorState): ScriptReading[] {
  const s = scriptReadingsKey.getState(state);
  if (!s) return [];
  const out: ScriptReading[] = [];
  let pos = 0;
  for (const b of s.blocks) {
    for (const span of b.spans) out.push({ ...span, pos: pos + 1 + span.from, end: pos + 1 + span.to });
    pos += b.node.nodeSize;
  }
  return out;
}

/// The polyphones to confirm of the script in `state`, at document positions.
export function getPolyphonesToConfirm(state: EditorState): ScriptPolyphone[] {
  const s = scriptReadingsKey.getState(state);
  if (!s || s.toConfirm === 0) return [];
  const out: ScriptPolyphone[] = [];
  let pos = 0;
  for (const b of s.blocks) {
    for (const { offset, ...p } of b.polyphones) out.push({ ...p, pos: pos + 1 + offset });
    pos += b.node.nodeSize;
  }
  return out;
}

/// The distinct text runs of the script that contain a Chinese character: what to ask the
/// polyphone analysis about (`setPolyphoneAnalysis` takes the answers by the same texts).
export function scriptRuns(doc: PMNode): string[] {
  const seen = new Set<string>();
  doc.forEach((paragraph) => {
    for (const run of paragraphRuns(paragraph)) if (hasHan(run.text)) seen.add(run.text);
  });
  return [...seen];
}

function hasHan(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if ((c >= 0x4e00 && c <= 0x9fff) || (c >= 0x3400 && c <= 0x4dbf)) return true;
  }
  return false;
}
