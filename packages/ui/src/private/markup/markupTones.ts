// One hue per kind of markup (STYLE.md "Visual direction": every kind of markup chip has its own
// hue, the same on the chip, its toolbar button and its pop-up, so a script reads at a glance).
// Plain data so the toolbar and the pop-ups can read the same values as the chips.

/// Every kind of markup the editor shows: the leaf node names of `@peiyin/ssml` and its two
/// wrapper mark names.
export const MARKUP_KINDS = [
  'phoneme',
  'alias',
  'aliasNumber',
  'sayAs',
  'continuous',
  'break',
  'sound',
  'multiVoice',
  'subPitch',
] as const;

/** A markup node name or wrapper mark name of `@peiyin/ssml`. */
export type MarkupKind = (typeof MARKUP_KINDS)[number];

/** The look of one kind of markup. */
export interface MarkupTone {
  /** Chinese name of the markup, as on its toolbar button. */
  name: string;
  /** Strong hue: chip label, border, icon. */
  color: string;
  /** Soft background of the chip (and of a wrapper's range). */
  soft: string;
}

/** Name and hue of each kind of markup. Each hue is dark enough for its chip's 12 px label to read at WCAG AA
 * (4.5:1) on its soft background and as white text on the hue (a wrapper's label). */
export const markupTones: Readonly<Record<MarkupKind, MarkupTone>> = {
  phoneme: { name: '多音字', color: '#5b4cf0', soft: '#efedff' },
  alias: { name: '别名', color: '#0d7a70', soft: '#e3f6f3' },
  aliasNumber: { name: '数字读法', color: '#2b67cb', soft: '#e6efff' },
  sayAs: { name: '单词读法', color: '#9545c0', soft: '#f6eafd' },
  continuous: { name: '连读', color: '#b04f17', soft: '#fdeee3' },
  break: { name: '停顿', color: '#b73d5f', soft: '#fde9ef' },
  sound: { name: '音效', color: '#1a7c43', soft: '#e4f5ea' },
  multiVoice: { name: '多主播', color: '#8f6808', soft: '#fff5dc' },
  subPitch: { name: '局部调节', color: '#0c749a', soft: '#e2f4fb' },
};

/** True when `name` is one of the markup kinds above. */
export function isMarkupKind(name: string): name is MarkupKind {
  return (MARKUP_KINDS as readonly string[]).includes(name);
}
