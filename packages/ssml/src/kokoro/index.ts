// The Kokoro-82M Mandarin front-end: pinyin → IPA, the phoneme vocabulary, text → phonemes.
export { pinyinToIpa } from './ipa.ts';
export { kokoroPinyin, kokoroPhonemes, splitKokoroPhonemes } from './g2p.ts';
export { KOKORO_VOCAB, KOKORO_PAD, KOKORO_MAX_TOKENS, kokoroTokens } from './vocab.ts';
