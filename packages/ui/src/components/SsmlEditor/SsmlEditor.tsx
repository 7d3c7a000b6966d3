import { forwardRef, memo, useEffect, useImperativeHandle, useLayoutEffect, useRef } from 'react';
import { EditorState } from 'prosemirror-state';
import type { Command, Transaction } from 'prosemirror-state';
import { EditorView } from 'prosemirror-view';
import type { Node as PMNode } from 'prosemirror-model';
import { closeHistory } from 'prosemirror-history';
import {
  createEditorState,
  scriptReadingsKey,
  setPolyphoneAnalysis,
  setReadingDictionary,
  type PolyphoneAnalysis,
  type PronunciationEntry,
} from '@peiyin/ssml';
import { isSsmlViewPlugin, setPlaceholder, ssmlViewPlugins } from './editorPlugins';
import type { ChipTarget } from './chips';
import type { ReadingTarget } from './readingMarks';
import * as css from './SsmlEditor.css';

/** What the page can do with the editor (the ref of `SsmlEditor`). */
export interface SsmlEditorHandle {
  /** The ProseMirror view (for coordinates, `view.dom`, advanced use). */
  readonly view: EditorView;
  /** The current editor state. */
  getState(): EditorState;
  /** Runs a command of `@peiyin/ssml` (`insertBreak(500)`, `undo`…) on the current state as one undo
   * step of its own; true when it applied. */
  run(command: Command): boolean;
  /** Replaces the whole document with a fresh undo history: loading a draft or an SRT file. */
  setDoc(doc: PMNode): void;
  /** Puts the keyboard focus in the editor. */
  focus(): void;
}

export interface SsmlEditorProps {
  /**
   * The initial state, read once on mount (the editor is uncontrolled so typing never re-renders
   * React). Build it with `createEditorState` of `@peiyin/ssml`, or pass the state another editor
   * left (`handle.getState()`); later documents go through `handle.setDoc`. @default an empty script
   */
  defaultState?: EditorState;
  /** Called after every transaction that changed the document or the selection (toolbar enablement, footer length). */
  onChange?(state: EditorState): void;
  /** Called after a markup chip was clicked (and selected), so the page opens its pop-up. */
  onChipClick?(target: ChipTarget): void;
  /** Mark what the text front-end will read (numbers, symbols, letters; 读作… on hover) and the
   * polyphones to confirm. Read once on mount. @default true */
  readings?: boolean;
  /** A marked reading or polyphone to confirm was clicked (the caret is placed as usual): open the
   * number-reading or pronunciation pop-up for it (`ReadingPopover`). */
  onReadingClick?(target: ReadingTarget): void;
  /** The user's pronunciation dictionary: its alias entries are marked as readings too. */
  dictionary?: readonly PronunciationEntry[] | undefined;
  /** The polyphones to confirm, by text run (`scriptRuns` of `@peiyin/ssml` says which runs to
   * analyse); a new map replaces the marks. */
  polyphones?: PolyphoneAnalysis | undefined;
  /** Shown while the script is empty. */
  placeholder?: string;
  /** Accessible name of the text box. @default '配音文案' */
  ariaLabel?: string;
  /** Shows the script without letting it change. @default false */
  readOnly?: boolean;
  className?: string;
}

/**
 * The speech-markup editor (spec 02 §2.2): a ProseMirror view over the `@peiyin/ssml` schema with
 * markup drawn as chips. Enter makes a new line, paste inserts plain text, Ctrl/Cmd+Z undoes and
 * Ctrl/Cmd+Shift+Z redoes (an IME composition is one undo step). Memoised: a page that re-renders
 * on every keystroke (from `onChange`) does not re-render the editor.
 */
export const SsmlEditor = memo(
  forwardRef<SsmlEditorHandle, SsmlEditorProps>(function SsmlEditor(
    {
      defaultState,
      onChange,
      onChipClick,
      readings = true,
      onReadingClick,
      dictionary,
      polyphones,
      placeholder = '',
      ariaLabel = '配音文案',
      readOnly = false,
      className,
    },
    ref,
  ) {
    const mountRef = useRef<HTMLDivElement>(null);
    const viewRef = useRef<EditorView | null>(null);
    // Callbacks change identity on every page render; the view reads the latest through refs.
    const onChangeRef = useRef(onChange);
    const onChipClickRef = useRef(onChipClick);
    const onReadingClickRef = useRef(onReadingClick);
    useLayoutEffect(() => {
      onChangeRef.current = onChange;
      onChipClickRef.current = onChipClick;
      onReadingClickRef.current = onReadingClick;
    });
    // Survives a remount of the view (StrictMode), so what was typed is kept.
    const stateRef = useRef<EditorState | null>(null);
    const settings = useRef({ defaultState, placeholder, ariaLabel, readOnly, readings });

    useLayoutEffect(() => {
      const mount = mountRef.current;
      if (!mount) return;
      if (!stateRef.current) {
        const base = settings.current.defaultState ?? createEditorState();
        const plugins = ssmlViewPlugins({
          placeholder: settings.current.placeholder,
          schema: base.schema,
          onChipClick: (target) => onChipClickRef.current?.(target),
          readings: settings.current.readings,
          // a state made with `scriptReadings` already keeps the readings
          readingsState: !base.plugins.some((plugin) => !isSsmlViewPlugin(plugin) && plugin.spec.key === scriptReadingsKey),
          onReadingClick: (target) => onReadingClickRef.current?.(target),
        });
        // a state from another editor carries that editor's view plugins: replace them
        const own = base.plugins.filter((plugin) => !isSsmlViewPlugin(plugin));
        stateRef.current = base.reconfigure({ plugins: [...own, ...plugins] });
      }
      const view: EditorView = new EditorView(mount, {
        state: stateRef.current,
        editable: () => !settings.current.readOnly,
        attributes: () => attributesFor(settings.current.ariaLabel, settings.current.readOnly),
        dispatchTransaction(tr: Transaction) {
          const before = view.state;
          const next = before.apply(tr);
          view.updateState(next);
          stateRef.current = next;
          // the readings count in the footer (polyphones to confirm) changes without the document
          const readingsChanged = scriptReadingsKey.getState(next) !== scriptReadingsKey.getState(before);
          if (next.doc !== before.doc || !next.selection.eq(before.selection) || readingsChanged) onChangeRef.current?.(next);
        },
      });
      viewRef.current = view;
      return () => {
        stateRef.current = view.state;
        view.destroy();
        viewRef.current = null;
      };
    }, []);

    // Props that change rarely are pushed into the view; typing never goes through React.
    useEffect(() => {
      settings.current.readOnly = readOnly;
      settings.current.ariaLabel = ariaLabel;
      viewRef.current?.setProps({});
    }, [readOnly, ariaLabel]);
    useEffect(() => {
      if (viewRef.current) setPlaceholder(viewRef.current, placeholder);
    }, [placeholder]);
    // The dictionary and the polyphone analysis arrive from the server after mount, and change rarely.
    useEffect(() => {
      const view = viewRef.current;
      const current = view ? scriptReadingsKey.getState(view.state) : undefined;
      if (!view || !current || dictionary === undefined) return;
      view.dispatch(setReadingDictionary(view.state.tr, dictionary));
    }, [dictionary]);
    useEffect(() => {
      const view = viewRef.current;
      const current = view ? scriptReadingsKey.getState(view.state) : undefined;
      if (!view || !current || polyphones === undefined || current.analysis === polyphones) return;
      view.dispatch(setPolyphoneAnalysis(view.state.tr, polyphones));
    }, [polyphones]);

    useImperativeHandle(
      ref,
      () => ({
        get view() {
          if (!viewRef.current) throw new Error('SsmlEditor is not mounted');
          return viewRef.current;
        },
        getState() {
          return viewRef.current?.state ?? stateRef.current ?? createEditorState();
        },
        run(command) {
          const view = viewRef.current;
          if (!view) return false;
          // spec 02 §4: a toolbar action is one undo step of its own, not merged with the typing
          // around it (history groups edits made within half a second)
          const applied = command(view.state, (tr) => view.dispatch(closeHistory(tr)), view);
          if (applied) view.dispatch(closeHistory(view.state.tr));
          return applied;
        },
        setDoc(doc) {
          const view = viewRef.current;
          if (!view) return;
          // a new state from the same plugins: the history plugin starts empty (nothing to undo into the old draft)
          let next = EditorState.create({ schema: view.state.schema, doc, plugins: view.state.plugins });
          // the dictionary and the polyphone answers are the user's, not the document's: they carry over
          const carried = scriptReadingsKey.getState(view.state);
          if (carried) next = next.apply(setPolyphoneAnalysis(setReadingDictionary(next.tr, carried.dictionary), carried.analysis));
          view.updateState(next);
          stateRef.current = next;
          onChangeRef.current?.(next);
        },
        focus() {
          viewRef.current?.focus();
        },
      }),
      [],
    );

    return <div ref={mountRef} className={className ? `${css.root} ${className}` : css.root} />;
  }),
);

/** The class of the editable element that carries the editor's look (chips, tints, placeholder):
 * give it to your own `EditorView` (`attributes: { class: ssmlEditorClass }`) to draw markup the same way. */
export const ssmlEditorClass: string = css.content;

function attributesFor(label: string, readOnly: boolean): Record<string, string> {
  return {
    class: css.content,
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-label': label,
    'aria-readonly': String(readOnly),
    // a read-only script stays in the tab order (it is no longer contenteditable): a keyboard user can still reach
    // it, read it and scroll the box it is in (axe: scrollable-region-focusable)
    ...(readOnly ? { tabindex: '0' } : {}),
    // Chinese scripts: the browser's spell checker only underlines pinyin and names
    spellcheck: 'false',
  };
}
