// The phoneme vocabulary of Kokoro-82M v1.0 (its `config.json`, `n_token` 178: 114 symbols with ids
// 1-177, 0 is the pad that starts and ends every input). Data from hexgrad/Kokoro-82M (Apache-2.0), as
// shipped beside the kokoro-onnx export (MIT); the symbol → id table is the only part of it used here.

/// Symbol → token id of Kokoro-82M v1.0 (the ids its embedding table was trained with).
export const KOKORO_VOCAB: ReadonlyMap<string, number> = new Map<string, number>([
  [';', 1], [':', 2], [',', 3], ['.', 4], ['!', 5], ['?', 6], ['—', 9], ['…', 10], ['"', 11], ['(', 12],
  [')', 13], ['“', 14], ['”', 15], [' ', 16], ['\u0303', 17], ['ʣ', 18], ['ʥ', 19], ['ʦ', 20], ['ʨ', 21],
  ['ᵝ', 22], ['ꭧ', 23], ['A', 24], ['I', 25], ['O', 31], ['Q', 33], ['S', 35], ['T', 36], ['W', 39], ['Y', 41],
  ['ᵊ', 42], ['a', 43], ['b', 44], ['c', 45], ['d', 46], ['e', 47], ['f', 48], ['h', 50], ['i', 51], ['j', 52],
  ['k', 53], ['l', 54], ['m', 55], ['n', 56], ['o', 57], ['p', 58], ['q', 59], ['r', 60], ['s', 61], ['t', 62],
  ['u', 63], ['v', 64], ['w', 65], ['x', 66], ['y', 67], ['z', 68], ['ɑ', 69], ['ɐ', 70], ['ɒ', 71], ['æ', 72],
  ['β', 75], ['ɔ', 76], ['ɕ', 77], ['ç', 78], ['ɖ', 80], ['ð', 81], ['ʤ', 82], ['ə', 83], ['ɚ', 85], ['ɛ', 86],
  ['ɜ', 87], ['ɟ', 90], ['ɡ', 92], ['ɥ', 99], ['ɨ', 101], ['ɪ', 102], ['ʝ', 103], ['ɯ', 110], ['ɰ', 111],
  ['ŋ', 112], ['ɳ', 113], ['ɲ', 114], ['ɴ', 115], ['ø', 116], ['ɸ', 118], ['θ', 119], ['œ', 120], ['ɹ', 123],
  ['ɾ', 125], ['ɻ', 126], ['ʁ', 128], ['ɽ', 129], ['ʂ', 130], ['ʃ', 131], ['ʈ', 132], ['ʧ', 133], ['ʊ', 135],
  ['ʋ', 136], ['ʌ', 138], ['ɣ', 139], ['ɤ', 140], ['χ', 142], ['ʎ', 143], ['ʒ', 147], ['ʔ', 148], ['ˈ', 156],
  ['ˌ', 157], ['ː', 158], ['ʰ', 162], ['ʲ', 164], ['↓', 169], ['→', 171], ['↗', 172], ['↘', 173], ['ᵻ', 177],
]);

/// The pad id written before and after a phoneme string.
export const KOKORO_PAD = 0;

/// At most this many phoneme tokens per inference: the model's 512 positions less the two pads (and
/// the row count of a voice's style table, 510).
export const KOKORO_MAX_TOKENS = 510;

/// Token ids of a phoneme string, between the pads. Symbols outside the vocabulary are dropped (the
/// G2P never writes one: a test walks every syllable).
export function kokoroTokens(phonemes: string): number[] {
  const ids = [KOKORO_PAD];
  for (const symbol of phonemes) {
    const id = KOKORO_VOCAB.get(symbol);
    if (id !== undefined) ids.push(id);
  }
  ids.push(KOKORO_PAD);
  return ids;
}
