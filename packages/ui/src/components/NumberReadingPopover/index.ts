export { NumberReadingPopover, AUTOMATIC_READING_LABEL } from './NumberReadingPopover';
export type { NumberReadingPopoverProps } from './NumberReadingPopover';
