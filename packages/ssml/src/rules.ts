// What a selection allows (spec 02 §4 "Menu enablement by selection", §5 selection prompts).
// Each rule answers null when the menu is enabled, or the tip the toolbar shows when it is not.
import type { EditorState } from 'prosemirror-state';
import { NodeSelection } from 'prosemirror-state';
import type { Node as PMNode } from 'prosemirror-model';
import { redoDepth, undoDepth } from 'prosemirror-history';
import { isChineseChar } from './pinyin.ts';
import { numberReadings } from './numbers.ts';

/// Every menu of the markup toolbar that depends on the selection.
export const MENUS = [
  'break',
  'sound',
  'phoneme',
  'continuous',
  'alias',
  'numberReading',
  'wordReading',
  'multiVoice',
  'subPitch',
  'undo',
  'redo',
] as const;
/// A toolbar menu name.
export type MenuName = (typeof MENUS)[number];

/// The tips shown for a disabled menu (spec 02 §4, §5; wording from the spec where it gives one).
export const TIPS = {
  breakCursor: '请将光标置于需要插入位置!',
  soundCursor: '请将光标置于需要插入音效位置!',
  phonemeSelect: '请选择一个需要设置读音的汉字',
  continuousInvalid: '不支持当前选择内容进行连读',
  aliasSelect: '请选择需要设置别名的内容',
  numberSelect: '请选择需要设置读法的数字内容',
  numberUnrecognised: '无法识别当前选中的数字！',
  wordSelect: '请选择需要设置的单词',
  hasMarkup: '所选内容已包含标注，请先移除原标注',
  multiVoiceSelect: '请选择需要设置多主播的内容',
  multiVoiceExisting: '当前内容不支持多主播',
  subPitchSelect: '请选择需要局部调节的内容',
  subPitchExisting: '当前内容不支持局部调节',
  nothingToUndo: '没有可撤销的操作',
  nothingToRedo: '没有可恢复的操作',
} as const;

/// Continuous reading covers 2-19 characters (spec 02 §5).
export const CONTINUOUS_MIN = 2;
/// The most characters of a continuous reading.
export const CONTINUOUS_MAX = 19;

/// What the rules need to know about a selection.
export interface SelectionFacts {
  /// A collapsed cursor.
  empty: boolean;
  /// The selection lies inside one paragraph (markup atoms cannot span paragraphs).
  inOneParagraph: boolean;
  /// The selected original text (markup contributes its dataText; paragraphs join with `\n`).
  text: string;
  /// The selection contains (or is) a leaf markup node: break, sound, phoneme, alias…
  hasMarkup: boolean;
  /// Some selected text is already inside a multi-voice or sub-pitch wrapper.
  hasWrapper: boolean;
}

/// Collects the facts about `state.selection` the rules look at.
export function selectionFacts(state: EditorState): SelectionFacts {
  const { from, to, empty, $from, $to } = state.selection;
  let hasMarkup = false;
  let hasWrapper = false;
  const voice = [state.schema.marks.multiVoice, state.schema.marks.subPitch];
  state.doc.nodesBetween(from, to, (node: PMNode) => {
    if (node.isInline) {
      if (!node.isText) hasMarkup = true;
      if (node.marks.some((m) => voice.includes(m.type))) hasWrapper = true;
    }
    return !hasMarkup || !hasWrapper;
  });
  const text = state.doc.textBetween(from, to, '\n', (leaf) => (leaf.attrs.dataText as string | undefined) ?? '');
  return { empty, inOneParagraph: $from.sameParent($to) && $from.parent.isTextblock, text, hasMarkup, hasWrapper };
}

const charCount = (text: string): number => {
  let n = 0;
  for (const _ of text) n++;
  return n;
};

type Rule = (facts: SelectionFacts, state: EditorState) => string | null;

// A text selection inside one paragraph, without existing markup (spec 02 §4).
function plainSelection(facts: SelectionFacts, selectTip: string): string | null {
  if (facts.empty || !facts.inOneParagraph || facts.text === '') return selectTip;
  if (facts.hasMarkup) return TIPS.hasMarkup;
  return null;
}

/// The rule of each menu: null when enabled, else the tip.
export const rules: Readonly<Record<MenuName, Rule>> = {
  break: (f) => (f.empty ? null : TIPS.breakCursor),
  sound: (f) => (f.empty ? null : TIPS.soundCursor),
  phoneme: (f) => plainSelection(f, TIPS.phonemeSelect) ?? (isChineseChar(f.text) ? null : TIPS.phonemeSelect),
  continuous: (f) => {
    const tip = plainSelection(f, TIPS.continuousInvalid);
    if (tip) return tip === TIPS.hasMarkup ? TIPS.continuousInvalid : tip;
    const n = charCount(f.text);
    return n >= CONTINUOUS_MIN && n <= CONTINUOUS_MAX && f.text.trim() !== '' ? null : TIPS.continuousInvalid;
  },
  // spec 02 §5: alias needs more than one character.
  alias: (f) => plainSelection(f, TIPS.aliasSelect) ?? (charCount(f.text) > 1 && f.text.trim() !== '' ? null : TIPS.aliasSelect),
  // spec 02 §5: number alias needs more than one character and a digit, then a known pattern.
  numberReading: (f) => {
    const tip = plainSelection(f, TIPS.numberSelect);
    if (tip) return tip;
    if (charCount(f.text) <= 1 || !/\d/.test(f.text)) return TIPS.numberSelect;
    return numberReadings(f.text).length > 0 ? null : TIPS.numberUnrecognised;
  },
  wordReading: (f) => plainSelection(f, TIPS.wordSelect) ?? (/^[A-Za-z]+$/.test(f.text) ? null : TIPS.wordSelect),
  multiVoice: (f) => {
    if (f.empty || f.text.trim() === '') return TIPS.multiVoiceSelect;
    return f.hasWrapper ? TIPS.multiVoiceExisting : null;
  },
  subPitch: (f) => {
    if (f.empty || f.text.trim() === '') return TIPS.subPitchSelect;
    return f.hasWrapper ? TIPS.subPitchExisting : null;
  },
  undo: (_f, state) => (undoDepth(state) > 0 ? null : TIPS.nothingToUndo),
  redo: (_f, state) => (redoDepth(state) > 0 ? null : TIPS.nothingToRedo),
};

/// The tip for a disabled menu, or null when `menu` is enabled for the current selection.
export function reason(state: EditorState, menu: MenuName, facts: SelectionFacts = selectionFacts(state)): string | null {
  return rules[menu](facts, state);
}

/// The state of one toolbar menu.
export interface MenuItemState {
  /// Whether the menu's command can run on the current selection.
  enabled: boolean;
  /// The tip when disabled, else null.
  reason: string | null;
}

/// Enablement and tip of every menu at once, for the toolbar.
export function menuState(state: EditorState): Record<MenuName, MenuItemState> {
  const facts = selectionFacts(state);
  const out = {} as Record<MenuName, MenuItemState>;
  for (const menu of MENUS) {
    const why = rules[menu](facts, state);
    out[menu] = { enabled: why === null, reason: why };
  }
  return out;
}

/// The markup node the user clicked (a node selection on a leaf markup node), with its position,
/// so the UI can open its pop-up to edit or remove it.
export function selectedMarkup(state: EditorState): { node: PMNode; pos: number } | null {
  const sel = state.selection;
  if (sel instanceof NodeSelection && sel.node.isInline && sel.node.isLeaf) return { node: sel.node, pos: sel.from };
  return null;
}
