// Every kind of markup has its own hue and short name, shared by its chip, its toolbar button and its
// pop-up so a script reads at a glance (STYLE.md "Visual direction"; names from spec 02 §2.2/§2.3).
// One source: the editor chips' `markupTones`; this is the menus' view of it (label + hue).
import { MARKUP_KINDS, isMarkupKind, markupTones, type MarkupKind } from './markupTones';

export { isMarkupKind };
export type { MarkupKind };

/// The markup a pop-up or toolbar button deals with: the leaf nodes and the two wrappers of @peiyin/ssml.
export const markupKindNames = MARKUP_KINDS;

/** Label and hue of each markup kind. */
export const markupKinds = Object.fromEntries(
  MARKUP_KINDS.map((kind) => [kind, { label: markupTones[kind].name, hue: markupTones[kind].color }]),
) as Readonly<Record<MarkupKind, { label: string; hue: string }>>;
