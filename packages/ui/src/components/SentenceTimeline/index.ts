export { SentenceTimeline, formatStart, sentenceStates, timelineSources } from './SentenceTimeline';
export type { SentenceTimelineProps, TimelineSentence, SentenceState, TimelineSource } from './SentenceTimeline';
