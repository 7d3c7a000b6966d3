import type { Node as PMNode } from 'prosemirror-model';
import { TextSelection, type Command, type EditorState } from 'prosemirror-state';

/** What every editor menu gets from the page: the editor state and a way to run a command on it. */
export interface EditorCommandProps {
  /** The editor's current state; the pieces read the selection and the document from it. */
  state: EditorState;
  /** Runs a ProseMirror command on the editor and answers whether it applied. */
  run: (command: Command) => boolean;
}

/** A document range. */
export interface DocRange {
  from: number;
  to: number;
}

/** A markup pop-up: new markup on the selection (or on `range`), or (with `pos`) the chip at `pos`. */
export interface MarkupEditProps extends EditorCommandProps {
  /** Document position of the chip being edited; absent: the pop-up marks up the current selection. */
  pos?: number | undefined;
  /** Marks up this range instead of the selection (a marked reading that was clicked, issue 12): the
   * range is selected when a choice is applied. */
  range?: DocRange | undefined;
  /** Called when the pop-up is done (applied, removed, or nothing to do). */
  onClose: () => void;
}

/** The original text of the selection (markup contributes the text it stands for). */
export function selectedText(state: EditorState): string {
  const { from, to } = state.selection;
  return state.doc.textBetween(from, to, '\n', (leaf) => String(leaf.attrs.dataText ?? ''));
}

/** The leaf markup node of type `name` at `pos`, or null when the document no longer has it there. */
export function markupNodeAt(state: EditorState, pos: number, name: string): PMNode | null {
  if (pos < 0 || pos >= state.doc.content.size) return null;
  const node = state.doc.nodeAt(pos);
  return node && node.type.name === name ? node : null;
}

/** `state` with `range` selected (what a command sees once the range is selected), or `state` itself. */
export function withRange(state: EditorState, range: DocRange | undefined): EditorState {
  if (!range || range.to > state.doc.content.size) return state;
  return state.apply(state.tr.setSelection(TextSelection.create(state.doc, range.from, range.to)));
}

/** Runs `command` on `range` (selected first, in the same transaction), or on the current selection
 * without a range. One command, so a page whose `run` reads the state it rendered still sees the range. */
export function runOn(run: (command: Command) => boolean, range: DocRange | undefined, command: Command): boolean {
  if (!range) return run(command);
  return run((state, dispatch) => {
    if (range.to > state.doc.content.size) return false;
    // the same document with the range selected: the command's transaction applies to `state` as is
    return command(withRange(state, range), dispatch);
  });
}
