export { AudioScrubber, audioScrubberStates } from './AudioScrubber';
export type { AudioScrubberProps, AudioScrubberHandle, AudioScrubberState } from './AudioScrubber';
