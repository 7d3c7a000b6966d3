// How markup looks in the editor: leaf markup nodes as chips (plain-DOM node views, no React, so an
// 8000-character script with 500 chips stays fast) and the two wrapper marks as a tinted range with
// a label chip at its start (a widget decoration). Clicking a chip selects it and tells the page,
// which opens that markup's pop-up (spec 02 §2.3).
import type { Mark, Node as PMNode, Schema } from 'prosemirror-model';
import { NodeSelection, Plugin, PluginKey, TextSelection } from 'prosemirror-state';
import type { Transaction } from 'prosemirror-state';
import { Decoration, DecorationSet } from 'prosemirror-view';
import type { EditorView, NodeView, NodeViewConstructor } from 'prosemirror-view';
import { isMarkupLeaf, multiVoiceLabel, originalText, subPitchLabel, toToneMarks, wrapperRange } from '@peiyin/ssml';
import type { MultiVoiceAttrs, SubPitchAttrs } from '@peiyin/ssml';
import { isMarkupKind, markupTones } from '../../private/markup/markupTones';

/** What was clicked: the markup's node or wrapper mark name, where it starts, and its chip element. */
export interface ChipTarget {
  /** A leaf markup node name (`phoneme`, `break`…) or wrapper mark name (`multiVoice`, `subPitch`). */
  name: string;
  /** Position of the leaf node, or the start of the wrapper's range. */
  pos: number;
  /** The chip's DOM element, to anchor a pop-up on. */
  element: HTMLElement;
}

/** The text and label a chip shows. */
export interface ChipContent {
  /** The original text covered by the markup ('' for a break or sound). */
  text: string;
  /** The reading or setting shown beside it (`háng`, `0.5s`, `三分之一`…). */
  label: string;
}

/** A break's duration as on its chip and the break menu: 500 → `0.5s`, 1000 → `1.0s`, 250 → `0.25s`. */
export function formatBreak(ms: number): string {
  const seconds = ms / 1000;
  return Number.isInteger(seconds * 10) ? `${seconds.toFixed(1)}s` : `${Number(seconds.toFixed(2))}s`;
}

/** What the chip of a leaf markup node shows (spec 02 §2.3). Unknown node types of an extended
 * schema show their original text and their spec's `markupLabel`. */
export function chipContent(node: PMNode): ChipContent {
  const attrs = node.attrs as Record<string, unknown>;
  const text = originalText(node);
  switch (node.type.name) {
    case 'break':
      return { text: '', label: formatBreak(Number(attrs.time)) };
    case 'sound':
      return { text: '', label: String(attrs.name ?? '') || markupTones.sound.name };
    case 'phoneme':
      return { text, label: toToneMarks(String(attrs.pinyin ?? '')) };
    case 'continuous':
      return { text, label: markupTones.continuous.name };
    case 'alias':
      return { text, label: String(attrs.alias ?? '') };
    case 'aliasNumber':
      return { text, label: String(attrs.reading ?? '') };
    case 'sayAs':
      return { text, label: attrs.interpretAs === 'word' ? '单词' : '字母' };
    default: {
      const label = (node.type.spec as { markupLabel?: string }).markupLabel ?? node.type.name;
      return { text, label };
    }
  }
}

/** The label of a wrapper's chip: `anchor(role-template)` or the local pitch settings (spec 02 §3). */
export function wrapperLabel(mark: Mark): string {
  if (mark.type.name === 'multiVoice') return multiVoiceLabel(mark.attrs as MultiVoiceAttrs);
  if (mark.type.name === 'subPitch') return subPitchLabel(mark.attrs as SubPitchAttrs);
  return mark.type.name;
}

const isWrapper = (mark: Mark) => mark.type.name === 'multiVoice' || mark.type.name === 'subPitch';

// The chip element → where its markup is now. Filled by node views and widgets, read by the single
// delegated click handler (one listener for 500 chips instead of 500).
const chipPositions = new WeakMap<HTMLElement, () => number | undefined>();

function kindName(name: string): string {
  return isMarkupKind(name) ? markupTones[name].name : name;
}

/** A leaf markup node drawn as a chip: `span[data-chip]` holding the text and a label. */
class ChipView implements NodeView {
  dom: HTMLElement;
  private node: PMNode;
  private readonly textEl: HTMLElement;
  private readonly labelEl: HTMLElement;

  constructor(node: PMNode, getPos: () => number | undefined) {
    this.node = node;
    this.dom = document.createElement('span');
    this.dom.setAttribute('data-chip', node.type.name);
    this.dom.contentEditable = 'false';
    this.textEl = this.dom.appendChild(document.createElement('span'));
    this.textEl.setAttribute('data-chip-text', '');
    this.labelEl = this.dom.appendChild(document.createElement('span'));
    this.labelEl.setAttribute('data-chip-label', '');
    chipPositions.set(this.dom, getPos);
    this.render();
  }

  private render() {
    const { text, label } = chipContent(this.node);
    this.textEl.textContent = text;
    this.textEl.hidden = text === '';
    this.labelEl.textContent = label;
    this.dom.title = text ? `${kindName(this.node.type.name)}：${text} → ${label}` : `${kindName(this.node.type.name)}：${label}`;
  }

  update(node: PMNode): boolean {
    if (node.type !== this.node.type) return false;
    if (node.sameMarkup(this.node)) return true;
    this.node = node;
    this.render();
    return true;
  }

  selectNode() {
    this.dom.setAttribute('data-selected', '');
  }

  deselectNode() {
    this.dom.removeAttribute('data-selected');
  }

  // The chip's inside is ours: ProseMirror must not read it back as edits.
  ignoreMutation() {
    return true;
  }
}

/** Node views for every leaf markup node of a schema (anything inline, leaf and not text). */
export function chipNodeViews(schema: Schema): Record<string, NodeViewConstructor> {
  const views: Record<string, NodeViewConstructor> = {};
  for (const type of Object.values(schema.nodes)) {
    if (type.isInline && type.isLeaf && !type.isText) {
      views[type.name] = (node, _view, getPos) => new ChipView(node, getPos);
    }
  }
  return views;
}

function wrapperWidget(pos: number, mark: Mark): Decoration {
  const label = wrapperLabel(mark);
  return Decoration.widget(
    pos,
    (_view, getPos) => {
      const el = document.createElement('span');
      el.setAttribute('data-chip', mark.type.name);
      el.setAttribute('data-wrapper-label', '');
      el.title = `${kindName(mark.type.name)}：${label}`;
      el.textContent = label;
      chipPositions.set(el, getPos);
      return el;
    },
    // same key → ProseMirror keeps the DOM across edits; side -1 → it stays before text typed at `pos`
    { side: -1, key: `${mark.type.name}:${label}`, ignoreSelection: true },
  );
}

// One label per run of a wrapper inside a paragraph: where the mark starts, or at the paragraph's
// start when the range goes on from the line before (a paragraph is the unit the view wraps in one span).
function paragraphLabels(paragraph: PMNode, contentStart: number, out: Decoration[]) {
  let previous: readonly Mark[] = [];
  paragraph.forEach((child, offset) => {
    for (const mark of child.marks) {
      if (isWrapper(mark) && !mark.isInSet(previous)) out.push(wrapperWidget(contentStart + offset, mark));
    }
    previous = child.marks;
  });
}

function allLabels(doc: PMNode): DecorationSet {
  const out: Decoration[] = [];
  doc.forEach((paragraph, offset) => {
    if (paragraph.isTextblock) paragraphLabels(paragraph, offset + 1, out);
  });
  return DecorationSet.create(doc, out);
}

// The ranges of the new document a transaction touched, or null when a step has no position
// (then everything is recomputed).
function touchedRanges(tr: Transaction): [number, number][] | null {
  const ranges: [number, number][] = [];
  for (let i = 0; i < tr.steps.length; i += 1) {
    const step = tr.steps[i] as unknown as { from?: unknown; to?: unknown; pos?: unknown };
    const after = tr.mapping.slice(i);
    if (typeof step.from === 'number' && typeof step.to === 'number') {
      ranges.push([after.map(step.from, -1), after.map(step.to, 1)]);
    } else if (typeof step.pos === 'number') {
      ranges.push([after.map(step.pos, -1), after.map(step.pos + 1, 1)]);
    } else {
      return null;
    }
  }
  return ranges;
}

const wrapperLabelsKey = new PluginKey<DecorationSet>('ssmlWrapperLabels');

/** Label chips at the start of every multi-voice and local pitch range. Typing recomputes only the
 * paragraphs a transaction touched. */
export function wrapperLabels(): Plugin<DecorationSet> {
  return new Plugin<DecorationSet>({
    key: wrapperLabelsKey,
    state: {
      init: (_config, state) => allLabels(state.doc),
      apply(tr, set) {
        if (!tr.docChanged) return set;
        const ranges = touchedRanges(tr);
        if (ranges === null) return allLabels(tr.doc);
        let next = set.map(tr.mapping, tr.doc);
        const size = tr.doc.content.size;
        for (const [from, to] of ranges) {
          const fresh: Decoration[] = [];
          let start = size;
          let end = 0;
          tr.doc.nodesBetween(Math.max(0, Math.min(from, to) - 1), Math.min(size, Math.max(from, to) + 1), (node, pos) => {
            if (!node.isTextblock) return true;
            start = Math.min(start, pos);
            end = Math.max(end, pos + node.nodeSize);
            paragraphLabels(node, pos + 1, fresh);
            return false;
          });
          if (start > end) continue;
          next = next.remove(next.find(start, end)).add(tr.doc, fresh);
        }
        return next;
      },
    },
    props: {
      decorations: (state) => wrapperLabelsKey.getState(state),
    },
  });
}

/** Selects the clicked chip and reports it: a leaf node gets a NodeSelection, a wrapper label
 * selects its whole range. Returns false when `element` is no chip of this view. */
export function selectChip(view: EditorView, element: HTMLElement): ChipTarget | null {
  const getPos = chipPositions.get(element);
  const name = element.getAttribute('data-chip');
  const pos = getPos?.();
  if (pos === undefined || name === null) return null;
  const { state } = view;
  const node = state.doc.nodeAt(pos);
  if (element.hasAttribute('data-wrapper-label')) {
    const type = state.schema.marks[name];
    const range = type ? wrapperRange(state.doc, pos, type) : null;
    if (!range) return null;
    view.dispatch(state.tr.setSelection(TextSelection.create(state.doc, range.from, range.to)));
    return { name, pos: range.from, element };
  }
  if (!node || !isMarkupLeaf(node)) return null;
  view.dispatch(state.tr.setSelection(NodeSelection.create(state.doc, pos)));
  return { name, pos, element };
}

/** The chip element an event happened on, if any. */
export function chipElement(view: EditorView, target: EventTarget | null): HTMLElement | null {
  if (!(target instanceof Element)) return null;
  const chip = target.closest<HTMLElement>('[data-chip]');
  return chip && view.dom.contains(chip) && chipPositions.has(chip) ? chip : null;
}
