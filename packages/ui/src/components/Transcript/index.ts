export { Transcript, sentenceAt } from './Transcript';
export type { TranscriptProps, TranscriptSentence } from './Transcript';
