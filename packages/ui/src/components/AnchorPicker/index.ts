export { AnchorPicker, ANCHOR_PICKER_PAGE_SIZE, ANCHOR_PICKER_PITCH } from './AnchorPicker';
export type { AnchorPickerProps } from './AnchorPicker';
export { voicePickerTabs, pickerMessages, CUSTOM_ANCHOR_SORT, NO_ROLE, showsEmotions, showsRoles } from '../../private/voicePicker/VoicePickerBody';
export type { VoiceQuery, AnchorPage, AnchorRef, BoundVoice, VoiceChoice, VoicePickerData, VoicePickerTab } from '../../private/voicePicker/VoicePickerBody';
