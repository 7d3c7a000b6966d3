export { NumberReadingPopover } from './NumberReadingPopover';
export type { NumberReadingPopoverProps } from './NumberReadingPopover';
