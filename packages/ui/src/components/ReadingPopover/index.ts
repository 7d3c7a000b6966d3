export { ReadingPopover, ReadingPopoverBody, readingPopupOf, readingPopups } from './ReadingPopover';
export type { ReadingPopoverProps, ReadingPopup } from './ReadingPopover';
