// Every kind of markup has its own hue and short name, shared by its chip, its toolbar button and its
// pop-up so a script reads at a glance (STYLE.md "Visual direction"; names from spec 02 §2.2/§2.3).

/// The markup a pop-up or toolbar button deals with: the leaf nodes and the two wrappers of @peiyin/ssml.
export const markupKindNames = ['break', 'sound', 'phoneme', 'continuous', 'alias', 'aliasNumber', 'sayAs', 'multiVoice', 'subPitch'] as const;
export type MarkupKind = (typeof markupKindNames)[number];

/** Label and hue of each markup kind. */
export const markupKinds: Readonly<Record<MarkupKind, { label: string; hue: string }>> = {
  break: { label: '停顿', hue: '#2f7ae5' },
  sound: { label: '音效', hue: '#e8590c' },
  phoneme: { label: '多音字', hue: '#7048e8' },
  continuous: { label: '连读', hue: '#0c9f6e' },
  alias: { label: '别名', hue: '#d6336c' },
  aliasNumber: { label: '数字读法', hue: '#1098ad' },
  sayAs: { label: '单词读法', hue: '#d9480f' },
  multiVoice: { label: '多主播', hue: '#5b4cf0' },
  subPitch: { label: '局部调节', hue: '#2b9348' },
};

export function isMarkupKind(name: string): name is MarkupKind {
  return (markupKindNames as readonly string[]).includes(name);
}
