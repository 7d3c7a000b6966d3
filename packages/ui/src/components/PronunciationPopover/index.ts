export { PronunciationPopover, pinyinTones, wordEntryAt } from './PronunciationPopover';
export type { PronunciationPopoverProps } from './PronunciationPopover';
