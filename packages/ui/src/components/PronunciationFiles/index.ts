export { PronunciationFiles } from './PronunciationFiles';
export type { PronunciationFilesProps, DictionaryImportResult, DictionaryImportProblem } from './PronunciationFiles';
