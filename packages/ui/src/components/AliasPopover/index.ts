export { AliasPopover, ALIAS_EXAMPLE } from './AliasPopover';
export type { AliasPopoverProps } from './AliasPopover';
