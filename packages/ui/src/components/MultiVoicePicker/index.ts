export { MultiVoicePicker, MULTI_VOICE_PAGE_SIZE, MULTI_VOICE_PITCH } from './MultiVoicePicker';
export type { MultiVoicePickerProps } from './MultiVoicePicker';
