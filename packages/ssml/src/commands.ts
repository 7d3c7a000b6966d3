// Commands of the markup toolbar and pop-ups. Each is `(state, dispatch?) => boolean`: without
// `dispatch` it only answers whether it applies, which is what the toolbar shows (spec 02 §4).
import type { Command, EditorState, Transaction } from 'prosemirror-state';
import { TextSelection } from 'prosemirror-state';
import type { Mark, MarkType, Node as PMNode } from 'prosemirror-model';
import { Fragment, Slice } from 'prosemirror-model';
import { redo as historyRedo, undo as historyUndo } from 'prosemirror-history';
import { splitBlock } from 'prosemirror-commands';
import type { MultiVoiceAttrs, NumberKind, SubPitchAttrs, WordReadingMode } from './schema.ts';
import { isMarkupLeaf, originalText } from './schema.ts';
import type { MenuName } from './rules.ts';
import { reason } from './rules.ts';
import { BREAK_DEFAULT_MS, clampBreakMs, isValidPinyin } from './validate.ts';

// Replaces the selection by a leaf markup node, keeping the marks of the replaced text.
function replaceSelectionWith(menu: MenuName, make: (state: EditorState, text: string) => PMNode | null): Command {
  return (state, dispatch) => {
    if (reason(state, menu) !== null) return false;
    const { from, to } = state.selection;
    const node = make(state, state.doc.textBetween(from, to));
    if (!node) return false;
    if (dispatch) {
      const marks = state.doc.nodeAt(from)?.marks ?? [];
      const tr = state.tr.replaceWith(from, to, node.mark(marks));
      tr.setSelection(TextSelection.create(tr.doc, from + node.nodeSize));
      dispatch(tr.scrollIntoView());
    }
    return true;
  };
}

function insertAtCursor(menu: MenuName, make: (state: EditorState) => PMNode | null): Command {
  return (state, dispatch) => {
    if (reason(state, menu) !== null) return false;
    const node = make(state);
    if (!node) return false;
    if (dispatch) {
      const marks = state.storedMarks ?? state.selection.$from.marks();
      dispatch(state.tr.replaceSelectionWith(node.mark(marks), false).scrollIntoView());
    }
    return true;
  };
}

/// Inserts a pause of `time` ms (default 200; clamped to 0.1-5 s, spec 02 §5) at the cursor.
export function insertBreak(time: number = BREAK_DEFAULT_MS): Command {
  return insertAtCursor('break', (s) => s.schema.nodes.break!.create({ time: clampBreakMs(time) }));
}

/// Sound effect attributes for `insertSound`.
export interface SoundAttrs {
  /// The sound effect's id; without `src` the SSML `audio` points at `sound:<id>`.
  soundId: string;
  /// Its display name, shown on the chip.
  name: string;
  /// Seconds.
  duration: number;
  /// Where the sound file lives, if known.
  src?: string;
}

/// Inserts a sound effect at the cursor.
export function insertSound(attrs: SoundAttrs): Command {
  return insertAtCursor('sound', (s) =>
    attrs.soundId ? s.schema.nodes.sound!.create({ src: '', ...attrs }) : null,
  );
}

/// Gives the one selected Chinese character the reading `pinyin` (e.g. `hang2`).
export function setPhoneme(pinyin: string): Command {
  return replaceSelectionWith('phoneme', (s, text) =>
    isValidPinyin(pinyin) ? s.schema.nodes.phoneme!.create({ dataText: text, pinyin }) : null,
  );
}

/// Reads the selected 2-19 characters without pause.
export const setContinuous: Command = replaceSelectionWith('continuous', (s, text) =>
  s.schema.nodes.continuous!.create({ dataText: text }),
);

/// Reads the selection as `alias` (which must not be blank).
export function setAlias(alias: string): Command {
  return replaceSelectionWith('alias', (s, text) =>
    alias.trim() === '' ? null : s.schema.nodes.alias!.create({ dataText: text, alias: alias.trim() }),
  );
}

/// Reads the selected number as `reading`, one of `numberReadings(selection)`.
export function setNumberReading(reading: string, kind: NumberKind): Command {
  return replaceSelectionWith('numberReading', (s, text) =>
    reading.trim() === '' ? null : s.schema.nodes.aliasNumber!.create({ dataText: text, reading, kind }),
  );
}

/// Reads the selected Latin letters one by one (`characters`) or as a word.
export function setWordReading(interpretAs: WordReadingMode): Command {
  return replaceSelectionWith('wordReading', (s, text) => s.schema.nodes.sayAs!.create({ dataText: text, interpretAs }));
}

function wrapSelection(menu: 'multiVoice' | 'subPitch', attrs: Record<string, unknown>): Command {
  return (state, dispatch) => {
    if (reason(state, menu) !== null) return false;
    if (dispatch) {
      const { from, to } = state.selection;
      dispatch(state.tr.addMark(from, to, state.schema.marks[menu]!.create(attrs)).scrollIntoView());
    }
    return true;
  };
}

/// Lets another anchor read the selection.
export function setMultiVoice(attrs: Partial<MultiVoiceAttrs> & Pick<MultiVoiceAttrs, 'anchorId' | 'anchorName'>): Command {
  return wrapSelection('multiVoice', attrs);
}

/// Gives the selection its own pitch, speed and volume.
export function setSubPitch(attrs: Partial<SubPitchAttrs>): Command {
  return wrapSelection('subPitch', attrs);
}

function markupAt(state: EditorState, pos: number | undefined): { node: PMNode; pos: number } | null {
  const at = pos ?? state.selection.from;
  const node = state.doc.nodeAt(at);
  return node && isMarkupLeaf(node) ? { node, pos: at } : null;
}

/// Changes attributes of the markup node at `pos` (default: the selected node), e.g. another
/// pinyin or break time. `dataText` cannot be changed this way.
export function updateMarkup(attrs: Record<string, unknown>, pos?: number): Command {
  return (state, dispatch) => {
    const found = markupAt(state, pos);
    if (!found) return false;
    const next: Record<string, unknown> = { ...found.node.attrs, ...attrs, dataText: found.node.attrs.dataText };
    if (found.node.type.name === 'break') next.time = clampBreakMs(Number(next.time));
    if (found.node.type.name === 'phoneme' && !isValidPinyin(String(next.pinyin))) return false;
    if (found.node.type.name === 'alias' && String(next.alias).trim() === '') return false;
    if (dispatch) dispatch(state.tr.setNodeMarkup(found.pos, undefined, next));
    return true;
  };
}

/// Removes the markup node at `pos` (default: the selected node) and puts back its original
/// text (spec 02 §4). Breaks and sounds stand for no text and simply go.
export function removeMarkup(pos?: number): Command {
  return (state, dispatch) => {
    const found = markupAt(state, pos);
    if (!found) return false;
    if (dispatch) {
      const text = originalText(found.node);
      const tr = text
        ? state.tr.replaceWith(found.pos, found.pos + 1, state.schema.text(text, found.node.marks))
        : state.tr.delete(found.pos, found.pos + 1);
      tr.setSelection(TextSelection.create(tr.doc, found.pos + text.length));
      dispatch(tr);
    }
    return true;
  };
}

/// The document range a wrapper mark covers around `pos`: the run of inline content carrying an
/// equal mark, continuing across paragraph boundaries.
export function wrapperRange(doc: PMNode, pos: number, type: MarkType): { from: number; to: number; mark: Mark } | null {
  // The node after `pos`, or the one before it when `pos` is at the end of the range.
  const after = doc.nodeAt(pos);
  const before = doc.resolve(pos).nodeBefore;
  const mark = (after && type.isInSet(after.marks)) || (before && type.isInSet(before.marks));
  if (!mark) return null;
  // Runs of inline content carrying the mark. A run goes on across paragraph boundaries and is
  // broken only by inline content without the mark.
  const runs: { from: number; to: number }[] = [];
  let broken = true;
  doc.descendants((node, start) => {
    if (!node.isInline) return true;
    if (!mark.isInSet(node.marks)) broken = true;
    else {
      const last = runs[runs.length - 1];
      if (last && !broken) last.to = start + node.nodeSize;
      else runs.push({ from: start, to: start + node.nodeSize });
      broken = false;
    }
    return false;
  });
  const run = runs.find((r) => r.from <= pos && pos <= r.to);
  return run ? { ...run, mark } : null;
}

function removeWrapper(typeName: 'multiVoice' | 'subPitch', pos?: number): Command {
  return (state, dispatch) => {
    const range = wrapperRange(state.doc, pos ?? state.selection.from, state.schema.marks[typeName]!);
    if (!range) return false;
    if (dispatch) dispatch(state.tr.removeMark(range.from, range.to, range.mark));
    return true;
  };
}

function updateWrapper(typeName: 'multiVoice' | 'subPitch', attrs: Record<string, unknown>, pos?: number): Command {
  return (state, dispatch) => {
    const type = state.schema.marks[typeName]!;
    const range = wrapperRange(state.doc, pos ?? state.selection.from, type);
    if (!range) return false;
    if (dispatch) {
      const mark = type.create({ ...range.mark.attrs, ...attrs });
      dispatch(state.tr.removeMark(range.from, range.to, range.mark).addMark(range.from, range.to, mark));
    }
    return true;
  };
}

/// Unwraps the multi-voice range around `pos` (default: the selection start).
export const removeMultiVoice = (pos?: number): Command => removeWrapper('multiVoice', pos);
/// Unwraps the local pitch range around `pos` (default: the selection start).
export const removeSubPitch = (pos?: number): Command => removeWrapper('subPitch', pos);
/// Changes the multi-voice range around `pos`.
export const updateMultiVoice = (attrs: Partial<MultiVoiceAttrs>, pos?: number): Command =>
  updateWrapper('multiVoice', attrs, pos);
/// Gives every multi-voice range of the document the same voice (the multi-voice picker's 替换全部): each
/// range keeps its text and takes `attrs` whole. False when the document has no multi-voice range.
export function replaceAllMultiVoice(attrs: MultiVoiceAttrs): Command {
  return (state, dispatch) => {
    const type = state.schema.marks.multiVoice!;
    const ranges: Array<{ from: number; to: number }> = [];
    state.doc.descendants((node, pos) => {
      if (node.isInline && type.isInSet(node.marks)) ranges.push({ from: pos, to: pos + node.nodeSize });
    });
    if (ranges.length === 0) return false;
    if (dispatch) {
      const tr = state.tr;
      const mark = type.create(attrs);
      for (const { from, to } of ranges) tr.removeMark(from, to, type).addMark(from, to, mark);
      dispatch(tr);
    }
    return true;
  };
}
/// Changes the local pitch range around `pos`.
export const updateSubPitch = (attrs: Partial<SubPitchAttrs>, pos?: number): Command => updateWrapper('subPitch', attrs, pos);

/// Removes every markup node and wrapper in the document, restoring the original text.
export const removeAllMarkup: Command = (state, dispatch) => {
  let any = false;
  state.doc.descendants((node) => {
    if (node.isInline && (isMarkupLeaf(node) || node.marks.length > 0)) any = true;
    return !any;
  });
  if (!any) return false;
  if (dispatch) dispatch(clearMarkup(state.tr));
  return true;
};

/// Adds to `tr` the steps that turn every markup node back into its text and drop wrappers.
export function clearMarkup(tr: Transaction): Transaction {
  tr.removeMark(0, tr.doc.content.size);
  const leaves: { pos: number; node: PMNode }[] = [];
  tr.doc.descendants((node, pos) => {
    if (isMarkupLeaf(node)) leaves.push({ pos, node });
    return !node.isInline;
  });
  // From the end so earlier positions stay valid.
  for (const { pos, node } of leaves.reverse()) {
    const text = originalText(node);
    if (text) tr.replaceWith(pos, pos + 1, tr.doc.type.schema.text(text));
    else tr.delete(pos, pos + 1);
  }
  return tr;
}

/// Enter: a new line is a new paragraph (spec 02 §2.2).
export const newLine: Command = splitBlock;

/// Replaces the selection with plain text, one paragraph per line: how pasting works in the
/// editor (spec 02 §2.2, pasted content becomes plain text).
export function insertPlainText(text: string): Command {
  return (state, dispatch) => {
    if (dispatch) {
      dispatch(state.tr.replaceSelection(plainTextSlice(state.schema, text)).scrollIntoView());
    }
    return true;
  };
}

/// A slice of plain paragraphs for `text` (lines split on CR/LF), open at both ends so it joins
/// the paragraph around the cursor. Use it for paste.
export function plainTextSlice(schema: EditorState['schema'], text: string): Slice {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const paragraphs = lines.map((line) => schema.nodes.paragraph!.create(null, line ? schema.text(line) : null));
  return new Slice(Fragment.fromArray(paragraphs), 1, 1);
}

/// Turns any pasted slice into plain text: markup becomes its original text, blocks become lines.
export function toPlainSlice(slice: Slice, schema: EditorState['schema']): Slice {
  const text = slice.content.textBetween(0, slice.content.size, '\n', (leaf) => originalText(leaf));
  return plainTextSlice(schema, text);
}

/// Undo (Ctrl/Cmd+Z), from prosemirror-history.
export const undo: Command = historyUndo;
/// Redo (Ctrl/Cmd+Shift+Z), from prosemirror-history.
export const redo: Command = historyRedo;

/// Key bindings for a keymap plugin: Enter, undo, redo (spec 02 §4 "Editor history").
export const keyBindings: Readonly<Record<string, Command>> = {
  Enter: newLine,
  'Mod-z': undo,
  'Shift-Mod-z': redo,
  'Mod-y': redo,
};
