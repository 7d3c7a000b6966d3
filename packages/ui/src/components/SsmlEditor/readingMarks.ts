// The automatic readings and the polyphones to confirm, drawn in the script (issue 12 items 2 and 4):
// a subtle dotted underline under what the text front-end will read (hover: 读作：…), a light wavy
// underline under a polyphone the user should confirm. The readings are the ssml `scriptReadings`
// plugin's (the function the synthesis plan reads through); this plugin only turns them into
// decorations, and only for the paragraphs whose readings changed (by block identity), so a keystroke
// redraws one paragraph.
import { Plugin, PluginKey } from 'prosemirror-state';
import type { EditorState } from 'prosemirror-state';
import { Decoration, DecorationSet } from 'prosemirror-view';
import type { EditorView } from 'prosemirror-view';
import type { Node as PMNode } from 'prosemirror-model';
import { scriptReadings, scriptReadingsKey, toToneMarks, type ReadingBlock, type ScriptReadingsState, type TnClass } from '@peiyin/ssml';
import * as css from './SsmlEditor.css';

/** What was clicked: an automatic reading (a number, a symbol, letters, a dictionary word) or a polyphone to confirm. */
export type ReadingTarget =
  | {
      kind: 'reading';
      /** Document range of the written form. */
      from: number;
      to: number;
      /** The text as written, e.g. `128`. */
      written: string;
      /** What the front-end reads, e.g. `一百二十八`. */
      spoken: string;
      /** What it was read as (`TN_CLASSES` of `@peiyin/ssml`). */
      class: TnClass;
      /** The marked text, to anchor a pop-up on. */
      element: HTMLElement;
    }
  | {
      kind: 'polyphone';
      from: number;
      to: number;
      /** The character. */
      written: string;
      /** Its readings, the suggested one first (stored form, `hang2`). */
      candidates: readonly string[];
      suggested: string;
      element: HTMLElement;
    };

/** Options of `readingMarks`. */
export interface ReadingMarksOptions {
  /** A marked reading or polyphone was clicked (the caret is placed as usual). */
  onReadingClick?: (target: ReadingTarget) => void;
  /** Add the ssml `scriptReadings` state plugin too. @default true (false when the state already has it) */
  withState?: boolean;
}

type Spec = { reading: Omit<Extract<ReadingTarget, { kind: 'reading' }>, 'element' | 'from' | 'to'> } | { polyphone: Omit<Extract<ReadingTarget, { kind: 'polyphone' }>, 'element' | 'from' | 'to'> };

const readingMarksKey = new PluginKey<DecorationSet>('peiyinReadingMarks');

/** The hover bubble of an automatic reading. */
export const readingLabel = (spoken: string) => `读作：${spoken}`;
/** The hover bubble of a polyphone to confirm. */
export const polyphoneLabel = (suggested: string) => `多音字待确认，建议读 ${toToneMarks(suggested)}`;

function blockDecorations(block: ReadingBlock, start: number): Decoration[] {
  const out: Decoration[] = [];
  for (const s of block.spans) {
    const spec: Spec = { reading: { kind: 'reading', written: s.written, spoken: s.spoken, class: s.class } };
    out.push(Decoration.inline(start + s.from, start + s.to, { 'data-reading': s.spoken, 'data-reading-class': s.class }, spec));
  }
  for (const p of block.polyphones) {
    const spec: Spec = { polyphone: { kind: 'polyphone', written: p.char, candidates: p.candidates, suggested: p.suggested } };
    out.push(Decoration.inline(start + p.offset, start + p.offset + p.char.length, { 'data-polyphone': p.suggested }, spec));
  }
  return out;
}

function build(doc: PMNode, readings: ScriptReadingsState): DecorationSet {
  const all: Decoration[] = [];
  let pos = 0;
  for (const b of readings.blocks) {
    all.push(...blockDecorations(b, pos + 1));
    pos += b.node.nodeSize;
  }
  return DecorationSet.create(doc, all);
}

/** Redraws the paragraphs whose block is new (the others keep their decorations, mapped). */
function redraw(set: DecorationSet, doc: PMNode, before: ScriptReadingsState, after: ScriptReadingsState): DecorationSet {
  const kept = new Set(before.blocks);
  let pos = 0;
  const removed: Decoration[] = [];
  const added: Decoration[] = [];
  for (const b of after.blocks) {
    if (!kept.has(b)) {
      removed.push(...set.find(pos, pos + b.node.nodeSize));
      added.push(...blockDecorations(b, pos + 1));
    }
    pos += b.node.nodeSize;
  }
  if (removed.length === 0 && added.length === 0) return set;
  return set.remove(removed).add(doc, added);
}

/**
 * Draws the automatic readings and the polyphones to confirm of the ssml `scriptReadings` plugin
 * (added with it): decorations, the 读作 bubble on hover, and `onReadingClick` on a click.
 */
export function readingMarks(options: ReadingMarksOptions = {}): Plugin[] {
  const marks = new Plugin<DecorationSet>({
    key: readingMarksKey,
    state: {
      init: (_config, editorState) => {
        const readings = scriptReadingsKey.getState(editorState);
        return readings ? build(editorState.doc, readings) : DecorationSet.empty;
      },
      apply(tr, set, oldState, newState) {
        const before = scriptReadingsKey.getState(oldState);
        const after = scriptReadingsKey.getState(newState);
        const mapped = tr.docChanged ? set.map(tr.mapping, tr.doc) : set;
        if (!before || !after || before === after) return mapped;
        return redraw(mapped, tr.doc, before, after);
      },
    },
    props: {
      decorations: (editorState: EditorState) => readingMarksKey.getState(editorState),
      handleDOMEvents: {
        // on the DOM click (after ProseMirror placed the caret where the person clicked, as in any text)
        click(view, event) {
          const target = readingTargetAt(view, event.target);
          if (target && view.editable) options.onReadingClick?.(target);
          return false;
        },
      },
    },
    view: (view) => new ReadingBubble(view),
  });
  return options.withState === false ? [marks] : [scriptReadings(), marks];
}

/** The reading or polyphone marked at a DOM element of the view (or inside it), or null: e.g. the first
 * `[data-polyphone]` element when the footer's count is clicked. */
export function readingTargetAt(view: EditorView, domTarget: EventTarget | null): ReadingTarget | null {
  if (!(domTarget instanceof Element)) return null;
  const element = domTarget.closest<HTMLElement>('[data-reading],[data-polyphone]');
  if (!element || !view.dom.contains(element)) return null;
  const set = readingMarksKey.getState(view.state);
  if (!set) return null;
  let from: number;
  try {
    from = view.posAtDOM(element, 0);
  } catch {
    return null;
  }
  const polyphone = element.hasAttribute('data-polyphone');
  // a decoration spanning the element's start (a span split by another decoration starts inside it)
  const found = set.find(from, from + 1, (spec: Spec) => (polyphone ? 'polyphone' in spec : 'reading' in spec)).find((d) => d.from <= from && from < d.to);
  if (!found) return null;
  const spec = found.spec as Spec;
  return 'reading' in spec ? { ...spec.reading, from: found.from, to: found.to, element } : { ...spec.polyphone, from: found.from, to: found.to, element };
}

/**
 * The 读作 bubble: one element beside the editor, shown while the pointer rests on a marked reading.
 * Plain DOM (hovering never re-renders React), fixed to the viewport so no scroll box clips it.
 */
class ReadingBubble {
  private readonly bubble: HTMLDivElement;
  private current: Element | null = null;

  constructor(private readonly view: EditorView) {
    const doc = view.dom.ownerDocument;
    this.bubble = doc.createElement('div');
    this.bubble.setAttribute('role', 'tooltip');
    this.bubble.className = css.readingBubble;
    this.bubble.dataset.readingBubble = '';
    this.bubble.hidden = true;
    (view.dom.parentElement ?? doc.body).appendChild(this.bubble);
    view.dom.addEventListener('mouseover', this.over);
    view.dom.addEventListener('mouseleave', this.hide);
    view.dom.addEventListener('keydown', this.hide);
    doc.addEventListener('scroll', this.hide, true);
  }

  private over = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target.closest('[data-reading],[data-polyphone]') : null;
    if (target === this.current) return;
    this.current = target;
    if (!target || !this.view.dom.contains(target)) return this.hide();
    const spoken = target.getAttribute('data-reading');
    this.bubble.textContent = spoken !== null ? readingLabel(spoken) : polyphoneLabel(target.getAttribute('data-polyphone') ?? '');
    this.bubble.dataset.kind = spoken !== null ? 'reading' : 'polyphone';
    this.bubble.hidden = false;
    const rect = target.getBoundingClientRect();
    const bubble = this.bubble.getBoundingClientRect();
    const top = rect.top - bubble.height - 6;
    this.bubble.style.top = `${Math.round(top >= 4 ? top : rect.bottom + 6)}px`;
    this.bubble.style.left = `${Math.round(Math.max(4, rect.left + rect.width / 2 - bubble.width / 2))}px`;
  };

  private hide = () => {
    this.current = null;
    this.bubble.hidden = true;
  };

  update() {
    // the text under the pointer may have changed or gone
    if (this.current && !this.current.isConnected) this.hide();
  }

  destroy() {
    this.view.dom.removeEventListener('mouseover', this.over);
    this.view.dom.removeEventListener('mouseleave', this.hide);
    this.view.dom.removeEventListener('keydown', this.hide);
    this.view.dom.ownerDocument.removeEventListener('scroll', this.hide, true);
    this.bubble.remove();
  }
}
