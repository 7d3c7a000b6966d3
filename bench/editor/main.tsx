// The page of bench/editor.bench.ts: the real SsmlEditor (with the footer the creation page feeds
// from onChange) over an 8000-character script with 500 chips, and beside it a plain ProseMirror
// editor (prosemirror-schema-basic, history, base keymap) over the same text without markup.
// The driver types into one then the other and reads keystroke-to-paint samples from `window.bench`.
import { StrictMode, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { EditorState, TextSelection } from 'prosemirror-state';
import { EditorView } from 'prosemirror-view';
// the plain editor gets ProseMirror's own stylesheet, as any ProseMirror page does (wrapping, white space)
import 'prosemirror-view/style/prosemirror.css';
import { keymap } from 'prosemirror-keymap';
import { baseKeymap } from 'prosemirror-commands';
import { history, redo, undo } from 'prosemirror-history';
import { schema as basicSchema } from 'prosemirror-schema-basic';
import type { Node as PMNode } from 'prosemirror-model';
import { createEditorState, docToText, getSpeechLength } from '../../packages/ssml/src/index.ts';
import { SsmlEditor } from '../../packages/ui/src/components/SsmlEditor';
import type { SsmlEditorHandle } from '../../packages/ui/src/components/SsmlEditor';
import { EditorFooter } from '../../packages/ui/src/components/EditorFooter';
import { largeScript } from '../../packages/ui/src/components/SsmlEditor/fixtures';
import { lightTheme } from '../../packages/ui/src/theme';

export type EditorName = 'ssml' | 'plain';

export interface BenchApi {
  /** Script length and chip count of the SsmlEditor's document, to check what is measured. */
  describe(): { ssmlLength: number; chips: number; plainCharacters: number };
  /** Focuses an editor with the caret in the middle of its 20th line. */
  place(editor: EditorName): void;
  /** Whether the SsmlEditor's onChange updates the footer through React state (off: the editor alone). */
  footer(on: boolean): void;
  /** Starts recording a keystroke-to-paint sample for every keydown. */
  record(on: boolean): void;
  /** Resolves once every recorded keystroke has painted; returns and clears the samples (ms from
   * keydown to painted) and their phases (ms from keydown to the editor's state update, and to the
   * start of the frame that paints it). */
  drain(): Promise<{ samples: number[]; phases: { update: number; frame: number }[] }>;
}

declare global {
  interface Window {
    bench: BenchApi;
  }
}

const doc = largeScript();
const ssmlState = createEditorState({ doc });
const plainDoc: PMNode = basicSchema.node(
  'doc',
  null,
  docToText(doc)
    .split('\n')
    .map((line) => basicSchema.node('paragraph', null, line ? [basicSchema.text(line)] : [])),
);

function middleOfLine(state: EditorState, line: number): number {
  let pos = 0;
  state.doc.forEach((node, offset, index) => {
    if (index === line) pos = offset + 1 + Math.floor(node.content.size / 2);
  });
  // inside text, not against a chip
  const $pos = state.doc.resolve(pos);
  return $pos.parent.inlineContent ? pos : 1;
}

// whether the SsmlEditor's onChange re-renders the footer (React state), as the creation page does
let footerOn = false;

function App({ onReady }: { onReady(ssml: SsmlEditorHandle, plain: EditorView): void }) {
  const ssmlRef = useRef<SsmlEditorHandle>(null);
  const [length, setLength] = useState(() => getSpeechLength(ssmlState)?.length ?? 0);
  return (
    <div className={lightTheme} style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 16, padding: 16 }}>
      <section>
        <div style={{ height: 560, overflowY: 'auto', border: '1px solid #ddd' }}>
          <SsmlEditor ref={ssmlRef} defaultState={ssmlState} onChange={(state) => {
              markUpdated();
              if (footerOn) setLength(getSpeechLength(state)?.length ?? 0);
            }} />
        </div>
        <EditorFooter length={length} lastSavedAt={null} />
      </section>
      <section>
        <div
          style={{ height: 560, overflowY: 'auto', border: '1px solid #ddd', fontSize: 16, lineHeight: 2.2, whiteSpace: 'pre-wrap' }}
          ref={(mount) => {
            if (!mount || mount.childElementCount > 0) return;
            const plain: EditorView = new EditorView(mount, {
              dispatchTransaction(tr) {
                plain.updateState(plain.state.apply(tr));
                markUpdated();
              },
              state: EditorState.create({
                doc: plainDoc,
                plugins: [history(), keymap({ 'Mod-z': undo, 'Shift-Mod-z': redo }), keymap(baseKeymap)],
              }),
            });
            // after both mounted
            queueMicrotask(() => ssmlRef.current && onReady(ssmlRef.current, plain));
          }}
        />
      </section>
    </div>
  );
}

let recording = false;
let pending: Promise<void>[] = [];
let samples: number[] = [];
// phases of the current keystroke, for the breakdown the driver prints
let keyAt = 0;
let updatedAt = 0;
let phases: { update: number; frame: number }[] = [];
/** Marks the end of an editor's state update (called from the dispatch of each editor). */
export function markUpdated() {
  if (recording) updatedAt = performance.now();
}

// Keystroke-to-paint: from the keydown (the first script to see the key) until the frame that
// shows the edit has been painted. The first animation frame after the key runs before that
// frame's style, layout and paint; a message posted from it is handled right after the paint.
window.addEventListener(
  'keydown',
  () => {
    if (!recording) return;
    const start = performance.now();
    keyAt = start;
    updatedAt = 0;
    pending.push(
      new Promise((resolve) => {
        requestAnimationFrame(() => {
          phases.push({ update: updatedAt ? updatedAt - keyAt : NaN, frame: performance.now() - start });
          const channel = new MessageChannel();
          channel.port1.onmessage = () => {
            samples.push(performance.now() - start);
            resolve();
          };
          channel.port2.postMessage(null);
        });
      }),
    );
  },
  true,
);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App
      onReady={(ssml, plain) => {
        // the handle's view is read when used: StrictMode may have remounted the editor by then
        const viewOf = (name: EditorName): EditorView => (name === 'ssml' ? ssml.view : plain);
        window.bench = {
          describe: () => ({
            ssmlLength: getSpeechLength(ssml.getState())?.length ?? 0,
            chips: ssml.view.dom.querySelectorAll('[data-chip]:not([data-wrapper-label])').length,
            plainCharacters: plain.state.doc.textContent.length,
          }),
          place(name) {
            const view = viewOf(name);
            view.focus();
            const pos = middleOfLine(view.state, 20);
            view.dispatch(view.state.tr.setSelection(TextSelection.create(view.state.doc, pos)).scrollIntoView());
          },
          footer(on) {
            footerOn = on;
          },
          record(on) {
            recording = on;
          },
          async drain() {
            await Promise.all(pending);
            const out = { samples, phases };
            pending = [];
            samples = [];
            phases = [];
            return out;
          },
        };
        document.body.setAttribute('data-ready', '');
      }}
    />
  </StrictMode>,
);
