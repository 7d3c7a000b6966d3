export { MarkupPopover, MarkupPopoverBody, targetMatches, POPOVER_RECLICK_DELAY_MS } from './MarkupPopover';
export type { MarkupPopoverProps, MarkupTarget } from './MarkupPopover';
export { MarkupPanel } from '../../private/markup/MarkupPanel';
export type { MarkupPanelProps } from '../../private/markup/MarkupPanel';
export { markupKinds, markupKindNames, isMarkupKind } from '../../private/markup/markupKinds';
export type { MarkupKind } from '../../private/markup/markupKinds';
export type { EditorCommandProps, MarkupEditProps } from '../../private/markup/types';
