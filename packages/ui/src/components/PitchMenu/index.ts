export { PitchMenu, VOICE_PROSODY_DEFAULTS } from './PitchMenu';
export type { PitchMenuProps, VoiceProsody } from './PitchMenu';
