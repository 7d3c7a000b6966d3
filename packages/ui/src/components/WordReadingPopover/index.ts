export { WordReadingPopover, wordReadingOptions } from './WordReadingPopover';
export type { WordReadingPopoverProps } from './WordReadingPopover';
