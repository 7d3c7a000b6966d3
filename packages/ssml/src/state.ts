// A ready editor state: the schema, undo history and the length plugin (spec 02 §4 "Editor
// history"). A view adds its own keymap (`keyBindings`) and paste handling (`toPlainSlice`).
import { EditorState } from 'prosemirror-state';
import type { Plugin } from 'prosemirror-state';
import type { Node as PMNode } from 'prosemirror-model';
import { history } from 'prosemirror-history';
import { docFromText, schema } from './schema.ts';
import { lengthLimit } from './plugins/lengthLimit.ts';
import type { LengthLimitOptions } from './plugins/lengthLimit.ts';

/// Options of `createEditorState`.
export interface EditorStateOptions {
  /// The document; default built from `text`, or one empty paragraph.
  doc?: PMNode;
  /// Plain text to start from (one paragraph per line).
  text?: string;
  /// Extra plugins (keymap, view plugins…), added after history and the length plugin.
  plugins?: readonly Plugin[];
  /// Options of the length plugin.
  length?: LengthLimitOptions;
}

/// An editor state over `schema` with undo history and the length plugin.
export function createEditorState(options: EditorStateOptions = {}): EditorState {
  return EditorState.create({
    schema,
    doc: options.doc ?? docFromText(options.text ?? ''),
    plugins: [history(), lengthLimit(options.length), ...(options.plugins ?? [])],
  });
}
