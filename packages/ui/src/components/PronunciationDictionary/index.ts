export { PronunciationDictionary } from './PronunciationDictionary';
export type { PronunciationDictionaryProps, DictionaryEntry, DictionaryEntryInput } from './PronunciationDictionary';
