// Keeps the speech length of the document in the editor state for the footer (spec 02 §2.2
// "text length over the maximum"). It only calls `countSpeechLength`; the rule lives there.
import { Plugin, PluginKey } from 'prosemirror-state';
import type { EditorState } from 'prosemirror-state';
import type { Counter } from '../length.ts';
import { MAX_SPEECH_LENGTH, countSpeechLength } from '../length.ts';

/// What the plugin keeps: the current length, the cap, and whether the script is over it.
export interface LengthLimitState {
  length: number;
  max: number;
  over: boolean;
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
export const lengthLimitKey = new PluginKey<LengthLimitState>('peiyinLengthLimit');

/// A plugin that tracks the speech length and, with `block`, refuses edits growing past the cap.
export function lengthLimit(options: LengthLimitOptions = {}): Plugin<LengthLimitState> {
  const max = options.max ?? MAX_SPEECH_LENGTH;
  const measure = (state: { doc: EditorState['doc'] }): LengthLimitState => {
    const length = countSpeechLength(state.doc, { counter: options.counter });
    return { length, max, over: length > max };
  };
  return new Plugin<LengthLimitState>({
    key: lengthLimitKey,
    state: {
      init: (_config, state) => measure(state),
      apply: (tr, previous) => (tr.docChanged ? measure(tr) : previous),
    },
    filterTransaction: options.block
      ? (tr, state) => {
          if (!tr.docChanged) return true;
          const next = countSpeechLength(tr.doc, { counter: options.counter });
          return next <= max || next <= (lengthLimitKey.getState(state)?.length ?? 0);
        }
      : undefined,
  });
}

/// The length state of an editor state that has the plugin, or null.
export function getSpeechLength(state: EditorState): LengthLimitState | null {
  return lengthLimitKey.getState(state) ?? null;
}
