// Editor toolbar, markup pop-ups, BGM, pitch and audition menus (spec 02 §2.2, §2.3).
// Explicit named exports; re-exported by index.ts.
export { MarkupPopover, MarkupPopoverBody, targetMatches, MarkupPanel, markupKinds, markupKindNames } from './components/MarkupPopover';
export type { MarkupPopoverProps, MarkupTarget, MarkupPanelProps, EditorCommandProps, MarkupEditProps } from './components/MarkupPopover';
export { PronunciationPopover, pinyinTones } from './components/PronunciationPopover';
export type { PronunciationPopoverProps } from './components/PronunciationPopover';
export { AliasPopover, ALIAS_EXAMPLE } from './components/AliasPopover';
export type { AliasPopoverProps } from './components/AliasPopover';
export { NumberReadingPopover } from './components/NumberReadingPopover';
export type { NumberReadingPopoverProps } from './components/NumberReadingPopover';
export { WordReadingPopover, wordReadingOptions } from './components/WordReadingPopover';
export type { WordReadingPopoverProps } from './components/WordReadingPopover';
export { LocalPitchPopover, LOCAL_PITCH_DEFAULTS, subPitchAt } from './components/LocalPitchPopover';
export type { LocalPitchPopoverProps } from './components/LocalPitchPopover';
export { BreakMenu, breakInputToMs } from './components/BreakMenu';
export type { BreakMenuProps } from './components/BreakMenu';
export { ContinuousReading } from './components/ContinuousReading';
export type { ContinuousReadingProps } from './components/ContinuousReading';
