// Keeps the speech length and the markup problems of the document in the editor state, for the
// footer (spec 02 §2.2 "text length over the maximum") and the submit button. The rules live in
// `countSpeechLength` and `paragraphIssues`; the plugin only calls them, and only on the
// paragraphs a transaction changed: documents are persistent, so an unchanged paragraph is the
// same object in the old and the new document (issue 3 benchmark: a keystroke costs one paragraph).
import { Plugin, PluginKey } from 'prosemirror-state';
import type { EditorState } from 'prosemirror-state';
import type { Node as PMNode } from 'prosemirror-model';
import type { Counter } from '../length.ts';
import { MAX_SPEECH_LENGTH, countSpeechLength } from '../length.ts';
import type { DocIssue, ParagraphIssue } from '../validate.ts';
import { paragraphIssues, tooLongMessage } from '../validate.ts';

/// What the plugin keeps: the current length, the cap, whether the script is over it, and how
/// many markup problems it has (`getDocIssues` lists them).
export interface LengthLimitState {
  /// `countSpeechLength` of the document.
  length: number;
  /// The cap, `MAX_SPEECH_LENGTH` unless the plugin was given another.
  max: number;
  /// `length > max`.
  over: boolean;
  /// How many markup problems the document has.
  issueCount: number;
}

interface Block {
  node: PMNode;
  length: number;
  issues: readonly ParagraphIssue[];
}

interface InternalState extends LengthLimitState {
  blocks: readonly Block[];
}

/// Options of `lengthLimit`.
export interface LengthLimitOptions {
  /// The cap; default `MAX_SPEECH_LENGTH` (8000).
  max?: number;
  /// Counts a piece of text; default `countCharacters`.
  counter?: Counter;
  /// Refuse edits that would make an over-long script longer still. Default false: the footer
  /// shows the excess and the submit refuses it, typing is never blocked.
  block?: boolean;
}

/// The key to read the plugin state with.
export const lengthLimitKey = new PluginKey<InternalState>('peiyinLengthLimit');

/// A plugin that tracks the speech length and markup problems and, with `block`, refuses edits
/// growing past the cap.
export function lengthLimit(options: LengthLimitOptions = {}): Plugin<InternalState> {
  const max = options.max ?? MAX_SPEECH_LENGTH;
  const measure = (node: PMNode, reuse?: Block): Block =>
    reuse && reuse.node === node ? reuse : { node, length: countSpeechLength(node, { counter: options.counter }), issues: paragraphIssues(node) };

  const summarise = (blocks: readonly Block[]): InternalState => {
    let length = 0;
    let issueCount = 0;
    for (const b of blocks) {
      length += b.length;
      issueCount += b.issues.length;
    }
    return { length, max, over: length > max, issueCount, blocks };
  };

  const fromScratch = (doc: PMNode): InternalState => {
    const blocks: Block[] = [];
    doc.forEach((node) => blocks.push(measure(node)));
    return summarise(blocks);
  };

  // Reuses the blocks before the first and after the last changed paragraph.
  const update = (previous: InternalState, doc: PMNode): InternalState => {
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
    for (let i = start; i < endNew; i++) blocks.push(measure(doc.child(i)));
    for (let i = endOld; i < old.length; i++) blocks.push(old[i]!);
    return summarise(blocks);
  };

  return new Plugin<InternalState>({
    key: lengthLimitKey,
    state: {
      init: (_config, state) => fromScratch(state.doc),
      apply: (tr, previous) => (tr.docChanged ? update(previous, tr.doc) : previous),
    },
    filterTransaction: options.block
      ? (tr, state) => {
          if (!tr.docChanged) return true;
          const previous = lengthLimitKey.getState(state);
          const next = previous ? update(previous, tr.doc).length : countSpeechLength(tr.doc, { counter: options.counter });
          return next <= max || next <= (previous?.length ?? 0);
        }
      : undefined,
  });
}

/// The length state of an editor state that has the plugin, or null.
export function getSpeechLength(state: EditorState): LengthLimitState | null {
  const s = lengthLimitKey.getState(state);
  return s ? { length: s.length, max: s.max, over: s.over, issueCount: s.issueCount } : null;
}

/// The problems of the document in `state` (over the cap, markup breaking the rules), at their
/// positions: the same list `validateDoc` gives, from what the plugin already knows.
export function getDocIssues(state: EditorState): DocIssue[] {
  const s = lengthLimitKey.getState(state);
  if (!s) return [];
  const issues: DocIssue[] = s.over ? [{ pos: 0, message: tooLongMessage(s.max) }] : [];
  if (s.issueCount === 0) return issues;
  let pos = 0;
  for (const b of s.blocks) {
    for (const issue of b.issues) issues.push({ pos: pos + 1 + issue.offset, message: issue.message });
    pos += b.node.nodeSize;
  }
  return issues;
}
