// @peiyin/ssml: the speech-markup library. Explicit named exports only (STYLE.md).

export {
  nodes,
  marks,
  schema,
  multiVoiceLabel,
  subPitchLabel,
  isMarkupLeaf,
  originalText,
  docToText,
  docFromText,
  MARKUP_NODE_NAMES,
  INSERTED_NODE_NAMES,
  WRAPPER_MARK_NAMES,
} from './schema.ts';
export type {
  WordReadingMode,
  NumberKind,
  MultiVoiceAttrs,
  SubPitchAttrs,
  SpeechNodeSpec,
  MarkupNodeName,
  WrapperMarkName,
} from './schema.ts';

export {
  insertBreak,
  insertSound,
  setPhoneme,
  setContinuous,
  setAlias,
  setNumberReading,
  setWordReading,
  setMultiVoice,
  setSubPitch,
  updateMarkup,
  removeMarkup,
  wrapperRange,
  removeMultiVoice,
  removeSubPitch,
  updateMultiVoice,
  replaceAllMultiVoice,
  updateSubPitch,
  removeAllMarkup,
  clearMarkup,
  newLine,
  insertPlainText,
  plainTextSlice,
  toPlainSlice,
  undo,
  redo,
  keyBindings,
} from './commands.ts';
export type { SoundAttrs } from './commands.ts';

export { MENUS, TIPS, CONTINUOUS_MIN, CONTINUOUS_MAX, selectionFacts, rules, reason, menuState, selectedMarkup } from './rules.ts';
export type { MenuName, SelectionFacts, MenuItemState } from './rules.ts';

export {
  MESSAGES,
  PITCH_RANGE,
  MULTI_VOICE_PITCH_RANGE,
  SPEED_RANGE,
  VOLUME_RANGE,
  INTENSITY_RANGE,
  BGM_VOLUME_RANGE,
  FADE_RANGE,
  PUNCTUATION_PAUSE_RANGE,
  BREAK_PRESETS_MS,
  BREAK_DEFAULT_MS,
  BREAK_CUSTOM_RANGE_S,
  BREAK_COMMIT_MIN_MS,
  BREAK_COMMIT_MAX_MS,
  AUDITION_MAX_LENGTH,
  AUDITION_AFTER_CURSOR,
  WORK_TITLE_INPUT_MAX,
  WORK_TITLE_MAX,
  DERIVED_TITLE_MAX,
  TEMPLATE_NAME_MAX,
  TEMPLATE_COMMENT_MAX,
  CUSTOM_ANCHOR_TEXT_MAX,
  PINYIN_PATTERN,
  clampToRange,
  validateRange,
  formatSpeed,
  isValidPinyin,
  validateCustomPinyin,
  validateAlias,
  validateBreakSeconds,
  clampBreakMs,
  validatePunctuationPause,
  validateWorkTitle,
  deriveWorkTitle,
  validateTemplateSave,
  validateCustomAnchor,
  validateAuditionText,
  validateDraftText,
  validateTaskText,
  validateExportText,
  validateSrtFileName,
  validateDoc,
  paragraphIssues,
  tooLongMessage,
} from './validate.ts';
export type { Validation, SliderRange, CustomAnchorForm, DocIssue, ParagraphIssue } from './validate.ts';

export { MAX_SPEECH_LENGTH, countCharacters, countSpeechLength, nodeSpeechLength } from './length.ts';
export type { Counter, LengthOptions } from './length.ts';

export { lengthLimit, lengthLimitKey, getSpeechLength, getDocIssues } from './plugins/lengthLimit.ts';
export type { LengthLimitState, LengthLimitOptions } from './plugins/lengthLimit.ts';

export {
  scriptReadings,
  scriptReadingsKey,
  setPolyphoneAnalysis,
  setReadingDictionary,
  getScriptReadings,
  getPolyphonesToConfirm,
  scriptRuns,
} from './plugins/scriptReadings.ts';
export type {
  PolyphoneFlag,
  PolyphoneAnalysis,
  ParagraphPolyphone,
  ReadingBlock,
  ScriptReadingsState,
  ScriptReadingsOptions,
  ScriptReading,
  ScriptPolyphone,
} from './plugins/scriptReadings.ts';

export { paragraphReadings, paragraphSpans, paragraphRuns } from './readings.ts';
export type { TextNodeReading, ReadingOptions, ParagraphSpan, TextRun } from './readings.ts';

export { createEditorState } from './state.ts';
export type { EditorStateOptions } from './state.ts';

export { numberReadings, toChineseNumber, toChineseDigits, NUMBER_KIND_LABELS, MAX_CARDINAL_DIGITS } from './numbers.ts';
export type { NumberReading } from './numbers.ts';

export { normalizeText, speakableText, TN_CLASSES, TN_NUMBER_KIND } from './tn/normalize.ts';
export type { TnClass, TnSpan, TnResult, TnOptions } from './tn/normalize.ts';
export { UNIT_NAMES, CURRENCY_PREFIXES, CURRENCY_WORDS } from './tn/units.ts';

export { mandarinSyllables, isMandarinSyllable } from './syllables.ts';

export { readPolyphones, polyphoneHints, textPinyin, addPhraseDictionary, phraseDictionarySize } from './polyphones.ts';
export type { PolyphoneReading, PolyphoneOptions, PolyphoneSource, PhraseDictionary } from './polyphones.ts';
export { POLYPHONE_LEXICON } from './polyphoneLexicon.ts';

export { compileDictionary, toDictionaryMatcher } from './dictionary.ts';
export type { PronunciationEntry, DictionaryMatcher, DictionaryInput } from './dictionary.ts';
export {
  readDictionaryCsv,
  writeDictionaryCsv,
  readPls,
  writePls,
  readDictionaryFile,
  dictionaryFileKind,
  DictionaryFileError,
  PLS_PINYIN_ALPHABET,
  PLS_NAMESPACE,
} from './dictionaryFiles.ts';
export type { DictionaryFileRow, DictionaryFileProblem, DictionaryFileContent } from './dictionaryFiles.ts';

export { isChineseChar, pinyinReadings, findPolyphones, toToneMarks, normalizePinyin, wordReadingAt } from './pinyin.ts';
export type { PinyinReading, Polyphone, WordReading } from './pinyin.ts';

export { VOICE_DEFAULTS, DEFAULT_PUNCTUATION_PAUSES, DEFAULT_SMART_BREAKS } from './voice.ts';
export type { VoiceSettings, BackgroundMusic, PunctuationPause, SmartBreakConfig, SegmentVoice, SpeechVoice } from './voice.ts';

export { toSsml, inlineToSsml, pitchToSsml, PEIYIN_NS, MSTTS_NS } from './serialize.ts';

export { parseSsml, parseSsmlDocument, MAX_SSML_LENGTH, pitchFromSsml, rateFromSsml, volumeFromSsml } from './parse.ts';
export type { ParsedSsml } from './parse.ts';
export { SsmlParseError, MAX_XML_DEPTH, MAX_XML_ELEMENTS } from './xml.ts';
export type { SourcePosition } from './xml.ts';

export { checkTaskSsml } from './task.ts';

export { planSynthesis, spokenText } from './plan.ts';
export { estimateDuration, formatEstimate, spokenCharacters, CHARACTERS_PER_SECOND } from './estimate.ts';
export { findSpeakers, findQuotedSpeakers, findDialogue, isDialogue, labelAt, proposeVoices, assignSpeakers, speakerHints, SPEAKER_LABEL_MAX, SAYING_VERBS, PERSON_WORDS } from './dialogue.ts';
export type { DialogueScript, Speaker, SpeakerHints, SpeakerLine, VoiceCandidate } from './dialogue.ts';
export type { Prosody, PhonemeHint, Segment, PlanOptions } from './plan.ts';

export { chunkForAudition, auditionChunks, splitSentences, auditionRange, AUDITION_CHUNK_THRESHOLDS, AUDITION_CHUNK_HARD_MAX, AUDITION_FIRST_CLAUSE } from './chunk.ts';

export { parseSrt, toSrt, formatSrtTime } from './srt.ts';
export type { SrtCue, ParsedSrt } from './srt.ts';

export { pinyinToIpa, kokoroPinyin, kokoroPhonemes, splitKokoroPhonemes, KOKORO_VOCAB, KOKORO_PAD, KOKORO_MAX_TOKENS, kokoroTokens } from './kokoro/index.ts';
