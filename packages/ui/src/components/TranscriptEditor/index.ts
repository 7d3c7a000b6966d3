export { TranscriptEditor } from './TranscriptEditor';
export type { TranscriptEditorProps } from './TranscriptEditor';
export { canSplit, editSentence, mergeWithNext, splitSentence } from './transcriptEdit';
