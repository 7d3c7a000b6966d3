// Catalogue: the anchors page pieces and the anchor pickers (spec 01 §2 anchors page, spec 02 §2.4).
// Explicit named exports; re-exported by index.ts.
export { AnchorFilters, anchorFilterRows, defaultAnchorCondition, SEARCH_BLANK_MESSAGE } from './components/AnchorFilters';
export type { AnchorFiltersProps, AnchorFilterOptions, AnchorCondition, AnchorTag, AnchorFilterRow } from './components/AnchorFilters';
export { AnchorCard, anchorBadges, isCustomAnchor, useServerFavorite } from './components/AnchorCard';
export type { AnchorCardProps, AnchorCardData, AnchorBadge } from './components/AnchorCard';
export { AnchorGrid, anchorGridStates, anchorKey } from './components/AnchorGrid';
export type { AnchorGridProps, AnchorGridState } from './components/AnchorGrid';
export { AnchorDetailDialog } from './components/AnchorDetailDialog';
export type { AnchorDetailDialogProps, AnchorDetailData, EmotionTemplateData, AnchorRoleData } from './components/AnchorDetailDialog';
export {
  AnchorPicker, ANCHOR_PICKER_PAGE_SIZE, ANCHOR_PICKER_PITCH, voicePickerTabs, pickerMessages, CUSTOM_ANCHOR_SORT, NO_ROLE, showsEmotions, showsRoles,
} from './components/AnchorPicker';
export type {
  AnchorPickerProps, VoiceQuery, AnchorPage, AnchorRef, BoundVoice, VoiceChoice, VoicePickerData, VoicePickerTab,
} from './components/AnchorPicker';
export { MultiVoicePicker, MULTI_VOICE_PAGE_SIZE, MULTI_VOICE_PITCH } from './components/MultiVoicePicker';
export type { MultiVoicePickerProps } from './components/MultiVoicePicker';
