export { PronunciationPopover, pinyinTones } from './PronunciationPopover';
export type { PronunciationPopoverProps } from './PronunciationPopover';
