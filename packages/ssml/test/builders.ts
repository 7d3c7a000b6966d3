// Document builders for tests: `doc(p("你好", brk({time: 200}), "世界"))`.
// A string may hold position tags `<a>` and `<b>` (like prosemirror-test-builder); they are
// removed and their document positions are collected in `tag` of the built doc.
import { EditorState, NodeSelection, TextSelection } from 'prosemirror-state';
import type { Transaction } from 'prosemirror-state';
import type { Mark, Node as PMNode } from 'prosemirror-model';
import { history } from 'prosemirror-history';
import { schema } from '../src/schema.ts';
import type { MultiVoiceAttrs, SubPitchAttrs } from '../src/schema.ts';

type Tags = Record<string, number>;
type Child = string | PMNode | Piece;
interface Piece {
  nodes: PMNode[];
  tags: Tags; // offsets relative to the start of `nodes`
}
export type TaggedNode = PMNode & { tag: Tags };

const TAG = /<(\w+)>/g;

function flatten(children: Child[], marks: readonly Mark[] = []): Piece {
  const nodes: PMNode[] = [];
  const tags: Tags = {};
  let offset = 0;
  for (const child of children) {
    if (typeof child === 'string') {
      let text = '';
      let last = 0;
      for (const m of child.matchAll(TAG)) {
        text += child.slice(last, m.index);
        tags[m[1]!] = offset + text.length;
        last = m.index + m[0].length;
      }
      text += child.slice(last);
      if (text) nodes.push(schema.text(text, marks));
      offset += text.length;
    } else if ('nodes' in child && !('type' in child)) {
      for (const [k, v] of Object.entries(child.tags)) tags[k] = offset + v;
      for (const n of child.nodes) {
        const marked = marks.length ? n.mark(marks.reduce((set, m) => m.addToSet(set), n.marks)) : n;
        nodes.push(marked);
        offset += n.nodeSize;
      }
    } else {
      const n = child as PMNode;
      nodes.push(marks.length ? n.mark(marks.reduce((set, m) => m.addToSet(set), n.marks)) : n);
      offset += n.nodeSize;
    }
  }
  return { nodes, tags };
}

/// A paragraph.
export function p(...children: Child[]): Piece {
  const inner = flatten(children);
  const node = schema.nodes.paragraph.create(null, inner.nodes);
  const tags: Tags = {};
  for (const [k, v] of Object.entries(inner.tags)) tags[k] = v + 1;
  return { nodes: [node], tags };
}

/// The document; its `tag` holds absolute positions of `<a>`, `<b>`… markers.
export function doc(...children: Piece[]): TaggedNode {
  const inner = flatten(children);
  const node = schema.nodes.doc.create(null, inner.nodes) as TaggedNode;
  node.tag = inner.tags;
  return node;
}

export const brk = (attrs: { time?: number } = {}) => schema.nodes.break.create({ time: attrs.time ?? 200 });
export const sound = (attrs: { soundId: string; name?: string; duration?: number; src?: string }) =>
  schema.nodes.sound.create({ name: '', duration: 0, src: '', ...attrs });
export const phoneme = (dataText: string, pinyin: string) => schema.nodes.phoneme.create({ dataText, pinyin });
export const continuous = (dataText: string) => schema.nodes.continuous.create({ dataText });
export const alias = (dataText: string, aliasText: string) => schema.nodes.alias.create({ dataText, alias: aliasText });
export const aliasNumber = (dataText: string, reading: string, kind = 'cardinal') =>
  schema.nodes.aliasNumber.create({ dataText, reading, kind });
export const sayAs = (dataText: string, interpretAs: 'characters' | 'word' = 'characters') =>
  schema.nodes.sayAs.create({ dataText, interpretAs });

/// Wraps children in a multi-voice mark: `multiVoice({anchorId: 'a1'})("你好")`.
export const multiVoice =
  (attrs: Partial<MultiVoiceAttrs>) =>
  (...children: Child[]): Piece =>
    flatten(children, [schema.marks.multiVoice.create(attrs)]);
/// Wraps children in a sub-pitch mark.
export const subPitch =
  (attrs: Partial<SubPitchAttrs>) =>
  (...children: Child[]): Piece =>
    flatten(children, [schema.marks.subPitch.create(attrs)]);

/// An editor state over `d` with history, selecting `<a>`…`<b>` (or a cursor at `<a>`), or the
/// node at `<node>` as a node selection.
export function stateOf(d: TaggedNode): EditorState {
  const { a, b, node } = d.tag;
  let selection;
  if (node !== undefined) selection = NodeSelection.create(d, node);
  else if (a !== undefined) selection = TextSelection.create(d, a, b ?? a);
  return EditorState.create({ doc: d, selection, plugins: [history()] });
}

/// Runs a command on a state and returns the next state (or null when it did not apply).
export function apply(
  state: EditorState,
  command: (s: EditorState, dispatch?: (tr: Transaction) => void) => boolean,
): EditorState | null {
  let next: EditorState | null = null;
  const ok = command(state, (tr) => {
    next = state.apply(tr);
  });
  return ok ? next : null;
}
