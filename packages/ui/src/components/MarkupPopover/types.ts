import type { Node as PMNode } from 'prosemirror-model';
import type { Command, EditorState } from 'prosemirror-state';

/** What every editor menu gets from the page: the editor state and a way to run a command on it. */
export interface EditorCommandProps {
  /** The editor's current state; the pieces read the selection and the document from it. */
  state: EditorState;
  /** Runs a ProseMirror command on the editor and answers whether it applied. */
  run: (command: Command) => boolean;
}

/** A markup pop-up: new markup on the selection, or (with `pos`) the chip at `pos`. */
export interface MarkupEditProps extends EditorCommandProps {
  /** Document position of the chip being edited; absent: the pop-up marks up the current selection. */
  pos?: number | undefined;
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
