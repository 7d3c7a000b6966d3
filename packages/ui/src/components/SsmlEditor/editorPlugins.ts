// The view side of the speech-markup editor, as plain ProseMirror plugins so another product can
// build its own view over `@peiyin/ssml` with the same behaviour: keys (spec 02 §4), plain-text
// paste (spec 02 §2.2), chips (spec 02 §2.3), the placeholder, and the marks of what the text
// front-end reads (issue 12).
import { Plugin, PluginKey, Selection } from 'prosemirror-state';
import { Decoration, DecorationSet } from 'prosemirror-view';
import type { EditorView } from 'prosemirror-view';
import type { Schema, Slice } from 'prosemirror-model';
import { keymap } from 'prosemirror-keymap';
import { baseKeymap } from 'prosemirror-commands';
import { keyBindings, originalText, plainTextSlice, schema as ssmlSchema, toPlainSlice } from '@peiyin/ssml';
import { chipElement, chipNodeViews, selectChip, wrapperLabels } from './chips';
import type { ChipTarget } from './chips';
import { readingMarks, type ReadingTarget } from './readingMarks';

/** Options of `ssmlViewPlugins`. */
export interface SsmlViewPluginOptions {
  /** Called after a chip was clicked and selected. */
  onChipClick?: (target: ChipTarget) => void;
  /** Shown while the script is empty. */
  placeholder?: string;
  /** The schema whose leaf markup nodes become chips; default the `@peiyin/ssml` schema. Pass an
   * extended schema's own to draw its extra markup the same way. */
  schema?: Schema;
  /** Mark what the text front-end will read (numbers, symbols, letters: 读作… on hover) and the
   * polyphones to confirm (`readingMarks`). @default true */
  readings?: boolean;
  /** Whether to add the ssml `scriptReadings` state plugin with the marks; false when the state has it. @default true */
  readingsState?: boolean;
  /** A marked reading or polyphone was clicked. */
  onReadingClick?: (target: ReadingTarget) => void;
}

const placeholderKey = new PluginKey<string>('ssmlPlaceholder');

/** Sets the placeholder text of a state that has `ssmlViewPlugins`. */
export function setPlaceholder(view: EditorView, text: string) {
  if (placeholderKey.getState(view.state) !== text) view.dispatch(view.state.tr.setMeta(placeholderKey, text));
}

function placeholder(initial: string): Plugin<string> {
  return new Plugin<string>({
    key: placeholderKey,
    state: {
      init: () => initial,
      apply: (tr, text) => (tr.getMeta(placeholderKey) as string | undefined) ?? text,
    },
    props: {
      decorations(state) {
        const text = placeholderKey.getState(state);
        const { doc } = state;
        const first = doc.firstChild;
        if (!text || doc.childCount !== 1 || !first || first.content.size !== 0) return null;
        return DecorationSet.create(doc, [Decoration.node(0, first.nodeSize, { 'data-placeholder': text })]);
      },
    },
  });
}

/** Copy gives the original text: markup becomes the text it stands for, paragraphs become lines. */
export function plainTextOf(slice: Slice): string {
  return slice.content.textBetween(0, slice.content.size, '\n', (leaf) => originalText(leaf));
}

/**
 * Everything the speech-markup view needs besides the state's own plugins (history and length,
 * from `createEditorState`): the ssml key bindings before ProseMirror's base keymap, plain-text
 * paste and copy, chips for markup with click-to-select, wrapper labels and the placeholder.
 */
export function ssmlViewPlugins(options: SsmlViewPluginOptions = {}): Plugin[] {
  const view = new Plugin({
    props: {
      nodeViews: chipNodeViews(options.schema ?? ssmlSchema),
      // spec 02 §2.2: pasting inserts plain text only, whatever the clipboard holds
      transformPasted: (slice, editorView) => toPlainSlice(slice, editorView.state.schema),
      clipboardTextParser: (text, _$context, _plain, editorView) => plainTextSlice(editorView.state.schema, text),
      clipboardTextSerializer: (slice) => plainTextOf(slice),
      handleDOMEvents: {
        // A typed character becomes a transaction directly instead of a native edit ProseMirror reads
        // back: in a line full of chips the browser's own insertion costs more (about 0.5 ms a
        // keystroke, bench/editor.bench.ts). Composition (IME), corrections and deletions stay native.
        beforeinput(editorView, event) {
          const input = event as InputEvent;
          if (input.inputType !== 'insertText' || !input.data || input.isComposing || editorView.composing) return false;
          const text = input.data;
          takeInDomSelection(editorView);
          const { from, to } = editorView.state.selection;
          const deflt = () => {
            const tr = editorView.state.tr.insertText(text, from, to);
            // The caret goes after the typed text, where the browser's own edit would leave it. insertText keeps
            // a selection that does not end exactly there (Ctrl+A's AllSelection spans the whole new document),
            // and every next key would then replace the whole script again (issue 10).
            return tr.setSelection(Selection.near(tr.doc.resolve(tr.mapping.map(to)), -1));
          };
          const handled = editorView.someProp('handleTextInput', (f) => f(editorView, from, to, text, deflt));
          if (!handled) editorView.dispatch(deflt().scrollIntoView());
          event.preventDefault();
          return true;
        },
        // An input method starting over a selection: the editor deletes the selection itself, and the
        // composition starts at a plain caret. Left to the browser, a selected chip (not editable text) either
        // swallowed the composed text or stayed in place beside it (issue 10).
        compositionstart(editorView) {
          if (editorView.composing) return false;
          takeInDomSelection(editorView);
          if (!editorView.state.selection.empty) {
            editorView.dispatch(editorView.state.tr.deleteSelection().scrollIntoView());
          }
          return false;
        },
        // A chip is not text: pressing on it must not start a native selection inside it.
        mousedown(editorView, event) {
          if (!chipElement(editorView, event.target)) return false;
          event.preventDefault();
          return true;
        },
        click(editorView, event) {
          const chip = chipElement(editorView, event.target);
          if (!chip) return false;
          event.preventDefault();
          if (!editorView.editable) return true;
          const target = selectChip(editorView, chip);
          editorView.focus();
          if (target) options.onChipClick?.(target);
          return true;
        },
      },
    },
  });
  const plugins = [keymap({ ...keyBindings }), keymap(baseKeymap), view, wrapperLabels(), placeholder(options.placeholder ?? '')];
  if (options.readings !== false) {
    plugins.push(...readingMarks({ withState: options.readingsState !== false, ...(options.onReadingClick ? { onReadingClick: options.onReadingClick } : {}) }));
  }
  plugins.forEach((plugin) => viewPlugins.add(plugin));
  return plugins;
}

const viewPlugins = new WeakSet<Plugin>();

/** The view takes in the browser's selection a moment after it changes (on selectionchange); a key or an IME
 * may come sooner. Takes it in now, as ProseMirror's own compositionstart handler does first. */
function takeInDomSelection(view: EditorView): void {
  (view as unknown as { domObserver?: { flush?(): void } }).domObserver?.flush?.();
}

/** True for a plugin made by `ssmlViewPlugins`: a state taken from one editor (`handle.getState()`)
 * can start another after dropping them, since they belong to the view that made them. */
export function isSsmlViewPlugin(plugin: Plugin): boolean {
  return viewPlugins.has(plugin);
}
