export { TimedDubbing, timedDubbingStates } from './TimedDubbing';
export type { TimedCue, TimedDubbingProps, TimedDubbingReport } from './TimedDubbing';
