export { VoicePanel, VoiceSheet } from './VoicePanel';
export type { VoicePanelProps, VoiceSheetProps } from './VoicePanel';
