// Stories only: a real ProseMirror EditorState held in React, as the page holds it, with the
// document shown as its original text and its SSML so a play function can see what a command did.
import { useState, type ReactNode } from 'react';
import { NodeSelection, TextSelection, type Command, type EditorState } from 'prosemirror-state';
import { createEditorState, docToText, inlineToSsml } from '@peiyin/ssml';
import { within } from 'storybook/test';

/** Where the selection starts: a substring to select, a cursor after a substring, or the chip at a position. */
export type HarnessSelection = { text: string; occurrence?: number } | { cursorAfter: string } | { node: number } | { from: number; to?: number };

/** The document position of `text` in a state (searching text nodes; markup is skipped). */
export function findText(state: EditorState, text: string, occurrence = 0): number {
  let found = -1;
  let seen = 0;
  state.doc.descendants((node, pos) => {
    if (found >= 0 || !node.isText) return found < 0;
    let index = node.text!.indexOf(text);
    while (index >= 0) {
      if (seen === occurrence) {
        found = pos + index;
        return false;
      }
      seen += 1;
      index = node.text!.indexOf(text, index + 1);
    }
    return false;
  });
  if (found < 0) throw new Error(`text not found: ${text}`);
  return found;
}

export function select(state: EditorState, where: HarnessSelection): EditorState {
  let selection;
  if ('text' in where) {
    const from = findText(state, where.text, where.occurrence);
    selection = TextSelection.create(state.doc, from, from + where.text.length);
  } else if ('cursorAfter' in where) {
    const at = findText(state, where.cursorAfter) + where.cursorAfter.length;
    selection = TextSelection.create(state.doc, at);
  } else if ('node' in where) {
    selection = NodeSelection.create(state.doc, where.node);
  } else {
    selection = TextSelection.create(state.doc, where.from, where.to ?? where.from);
  }
  return state.apply(state.tr.setSelection(selection));
}

/** Runs `command` on `state` and answers the new state (unchanged when it did not apply). */
export function applyCommand(state: EditorState, command: Command): EditorState {
  let next = state;
  command(state, (tr) => {
    next = state.apply(tr);
  });
  return next;
}

export type EditorHarnessProps = {
  /** The script, one paragraph per line. */
  text: string;
  /** Markup applied before the story starts (e.g. an existing chip to edit). */
  prepare?: (state: EditorState) => EditorState;
  /** The selection the piece sees. */
  selection?: HarnessSelection;
  children: (editor: { state: EditorState; run: (command: Command) => boolean }) => ReactNode;
  /** Let the piece take the page's width (the toolbar). @default false */
  wide?: boolean;
};

/** Holds an EditorState, hands `state` and `run` to the piece, and shows the document's text and SSML. */
export function EditorHarness({ text, prepare, selection, children, wide = false }: EditorHarnessProps) {
  const [state, setState] = useState(() => {
    let initial = createEditorState({ text });
    if (prepare) initial = prepare(initial);
    return selection ? select(initial, selection) : initial;
  });
  const run = (command: Command) => {
    let applied = false;
    command(state, (tr) => {
      applied = true;
      setState(state.apply(tr));
    });
    return applied;
  };
  const ssml: string[] = [];
  state.doc.forEach((paragraph) => ssml.push(inlineToSsml(paragraph)));
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12, fontSize: 13, maxWidth: wide ? 'none' : 720 }}>
      {children({ state, run })}
      <div style={{ padding: 12, border: '1px dashed #d3d6e2', borderRadius: 8, background: '#fff' }}>
        <div data-testid="doc-text" style={{ whiteSpace: 'pre-wrap' }}>
          {docToText(state.doc)}
        </div>
        <code data-testid="ssml" style={{ display: 'block', marginTop: 8, color: '#565c70', whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
          {ssml.join('\n')}
        </code>
      </div>
    </div>
  );
}

/** Portalled pop-ups live in body: query there. */
export const screen = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
/** The SSML the harness shows. */
export const ssmlText = (canvasElement: HTMLElement) => within(canvasElement).getByTestId('ssml').textContent ?? '';

/** The position of the first leaf node named `name`, -1 when there is none. */
export function firstNode(state: EditorState, name: string): number {
  let at = -1;
  state.doc.descendants((node, pos) => {
    if (node.type.name === name && at < 0) at = pos;
    return at < 0;
  });
  return at;
}

/** Args of a markup pop-up story: the script, the selection, markup made beforehand, and which chip to edit. */
export type PanelStoryArgs = {
  text: string;
  selection?: HarnessSelection;
  prepare?: (state: EditorState) => EditorState;
  /** Edit the first chip of this node type (the pop-up gets its position). */
  editNode?: string;
  onClose: () => void;
};

type PanelComponent = (props: { state: EditorState; run: (command: Command) => boolean; pos?: number | undefined; onClose: () => void }) => ReactNode;

/** Renders a markup pop-up inside a pop-up-like frame over the harness. */
export function panelStory(Panel: PanelComponent) {
  return function PanelStory({ text, selection, prepare, editNode, onClose }: PanelStoryArgs) {
    return (
      <EditorHarness text={text} {...(selection ? { selection } : {})} {...(prepare ? { prepare } : {})}>
        {({ state, run }) => (
          <div style={{ border: '1px solid #e6e8f0', borderRadius: 12, width: 'fit-content', background: '#fff', boxShadow: '0 12px 32px rgba(22,25,48,0.12)' }}>
            <Panel state={state} run={run} onClose={onClose} pos={editNode ? firstNode(state, editNode) : undefined} />
          </div>
        )}
      </EditorHarness>
    );
  };
}
