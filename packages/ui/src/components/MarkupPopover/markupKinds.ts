// Every kind of markup has its own hue and short name, shared by its chip, its toolbar button and its
// pop-up so a script reads at a glance (STYLE.md "Visual direction"; names from spec 02 §2.2/§2.3).
// The hues are the editor chips' (SsmlEditor markupTones).

/// The markup a pop-up or toolbar button deals with: the leaf nodes and the two wrappers of @peiyin/ssml.
export const markupKindNames = ['break', 'sound', 'phoneme', 'continuous', 'alias', 'aliasNumber', 'sayAs', 'multiVoice', 'subPitch'] as const;
export type MarkupKind = (typeof markupKindNames)[number];

/** Label and hue of each markup kind. */
export const markupKinds: Readonly<Record<MarkupKind, { label: string; hue: string }>> = {
  break: { label: '停顿', hue: '#d1466c' },
  sound: { label: '音效', hue: '#1f8f4e' },
  phoneme: { label: '多音字', hue: '#5b4cf0' },
  continuous: { label: '连读', hue: '#c2571a' },
  alias: { label: '别名', hue: '#0f8a7e' },
  aliasNumber: { label: '数字读法', hue: '#2f6fdb' },
  sayAs: { label: '单词读法', hue: '#a34bd1' },
  multiVoice: { label: '多主播', hue: '#b8860b' },
  subPitch: { label: '局部调节', hue: '#0e7fa8' },
};

export function isMarkupKind(name: string): name is MarkupKind {
  return (markupKindNames as readonly string[]).includes(name);
}
