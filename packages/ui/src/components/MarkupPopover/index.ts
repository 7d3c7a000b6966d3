export { MarkupPopover, MarkupPopoverBody, targetMatches, POPOVER_RECLICK_DELAY_MS } from './MarkupPopover';
export type { MarkupPopoverProps, MarkupTarget } from './MarkupPopover';
export { MarkupPanel } from './MarkupPanel';
export type { MarkupPanelProps } from './MarkupPanel';
export { markupKinds, markupKindNames, isMarkupKind } from './markupKinds';
export type { MarkupKind } from './markupKinds';
export type { EditorCommandProps, MarkupEditProps } from './types';
