// The Kokoro-82M Mandarin front-end (issue 24): pinyin → IPA table by table, every toned syllable
// inside the model's vocabulary, and our pinyin decisions (markup, dictionary, polyphones) reaching
// the phoneme string.
import { describe, expect, it } from 'vitest';
import { KOKORO_MAX_TOKENS, KOKORO_VOCAB, kokoroPhonemes, kokoroPinyin, kokoroTokens, pinyinToIpa, splitKokoroPhonemes } from '../src/index.ts';
import { mandarinSyllables } from '../src/syllables.ts';

const ARROWS = /[→↗↓↘]/g;

describe('pinyinToIpa', () => {
  it('maps every toned syllable of pinyin-pro’s table into the 178-symbol vocabulary, one arrow per toned syllable', () => {
    const syllables = mandarinSyllables();
    expect(syllables.length).toBeGreaterThan(1200);
    const unknown: string[] = [];
    for (const s of syllables) {
      const ipa = pinyinToIpa(s);
      if (ipa === null) {
        unknown.push(`${s}: no IPA`);
        continue;
      }
      for (const symbol of ipa) if (!KOKORO_VOCAB.has(symbol)) unknown.push(`${s}: ${symbol}`);
      const arrows = ipa.match(ARROWS)?.length ?? 0;
      if (arrows !== (s.endsWith('5') ? 0 : 1)) unknown.push(`${s}: ${arrows} arrows in ${ipa}`);
    }
    expect(unknown).toEqual([]);
  });

  it('writes the tone arrow right after the vowel nucleus', () => {
    expect(['ma1', 'ma2', 'ma3', 'ma4', 'ma5'].map(pinyinToIpa)).toEqual(['ma→', 'ma↗', 'ma↓', 'ma↘', 'ma']);
    expect(pinyinToIpa('zhong1')).toBe('ꭧʊ→ŋ');
    expect(pinyinToIpa('tian1')).toBe('tʰjɛ→n');
    expect(pinyinToIpa('hao3')).toBe('xau↓');
  });

  it.each([
    ['b', 'ba1', 'pa→'],
    ['p', 'pa1', 'pʰa→'],
    ['m', 'ma1', 'ma→'],
    ['f', 'fa1', 'fa→'],
    ['d', 'da1', 'ta→'],
    ['t', 'ta1', 'tʰa→'],
    ['n', 'na1', 'na→'],
    ['l', 'la1', 'la→'],
    ['g', 'ga1', 'ka→'],
    ['k', 'ka1', 'kʰa→'],
    ['h', 'ha1', 'xa→'],
    ['j', 'jia1', 'ʨja→'],
    ['q', 'qia1', 'ʨʰja→'],
    ['x', 'xia1', 'ɕja→'],
    ['zh', 'zha1', 'ꭧa→'],
    ['ch', 'cha1', 'ꭧʰa→'],
    ['sh', 'sha1', 'ʂa→'],
    ['r', 'rang4', 'ɻa↘ŋ'],
    ['z', 'za1', 'ʦa→'],
    ['c', 'ca1', 'ʦʰa→'],
    ['s', 'sa1', 'sa→'],
  ])('initial %s: %s → %s', (_initial, syllable, ipa) => {
    expect(pinyinToIpa(syllable)).toBe(ipa);
  });

  it.each([
    ['ai', 'bai2', 'pai↗'],
    ['ao', 'bao3', 'pau↓'],
    ['e', 'ge1', 'kɤ→'],
    ['ei', 'bei3', 'pei↓'],
    ['en', 'men2', 'mə↗n'],
    ['eng', 'feng1', 'fə→ŋ'],
    ['ong', 'dong1', 'tʊ→ŋ'],
    ['ou', 'dou1', 'tou→'],
    ['ian', 'bian1', 'pjɛ→n'],
    ['iang', 'liang2', 'lja↗ŋ'],
    ['iao', 'miao2', 'mjau↗'],
    ['ie', 'bie2', 'pje↗'],
    ['in', 'lin2', 'li↗n'],
    ['ing', 'ming2', 'mi↗ŋ'],
    ['iong', 'xiong2', 'ɕjʊ↗ŋ'],
    ['iu = iou', 'liu2', 'ljou↗'],
    ['ua', 'gua1', 'kwa→'],
    ['uai', 'kuai4', 'kʰwai↘'],
    ['uan', 'duan3', 'twa↓n'],
    ['uang', 'guang1', 'kwa→ŋ'],
    ['ui = uei', 'gui4', 'kwei↘'],
    ['un = uen', 'lun2', 'lwə↗n'],
    ['uo', 'duo1', 'two→'],
    ['o after a labial = uo', 'bo1', 'pwo→'],
    ['ü', 'lv4', 'ly↘'],
    ['üe', 'nve4', 'nɥe↘'],
    ['u after j = ü', 'ju2', 'ʨy↗'],
    ['ue after x = üe', 'xue2', 'ɕɥe↗'],
    ['uan after q = üan', 'quan2', 'ʨʰɥɛ↗n'],
    ['un after j = ün', 'jun1', 'ʨy→n'],
  ])('final %s: %s → %s', (_final, syllable, ipa) => {
    expect(pinyinToIpa(syllable)).toBe(ipa);
  });

  it('reads the apical vowel of zhi chi shi ri zi ci si as ɨ', () => {
    expect(['zhi1', 'chi1', 'shi4', 'ri4', 'zi3', 'ci2', 'si1'].map(pinyinToIpa)).toEqual(['ꭧɨ→', 'ꭧʰɨ→', 'ʂɨ↘', 'ɻɨ↘', 'ʦɨ↓', 'ʦʰɨ↗', 'sɨ→']);
  });

  it('spells out y- and w- syllables as their finals', () => {
    expect(['yi1', 'ya1', 'yan2', 'you3', 'yu2', 'yue4', 'yuan2', 'yun2', 'ying1', 'yong3'].map(pinyinToIpa)).toEqual([
      'i→',
      'ja→',
      'jɛ↗n',
      'jou↓',
      'y↗',
      'ɥe↘',
      'ɥɛ↗n',
      'y↗n',
      'i→ŋ',
      'jʊ↓ŋ',
    ]);
    expect(['wu3', 'wa1', 'wo3', 'wai4', 'wei4', 'wan3', 'wen4', 'wang2', 'weng1'].map(pinyinToIpa)).toEqual(['u↓', 'wa→', 'wo↓', 'wai↘', 'wei↘', 'wa↓n', 'wə↘n', 'wa↗ŋ', 'wə→ŋ']);
  });

  it('reads er, the syllabic nasals and interjections whole', () => {
    expect(['er2', 'n2', 'ng2', 'm2', 'hm5', 'hng5', 'o2', 'yo1'].map(pinyinToIpa)).toEqual(['ɚ↗', 'n↗', 'ŋ↗', 'm↗', 'hm', 'hŋ', 'ɔ↗', 'jɔ→']);
  });

  it('accepts ü written ü or u:, and refuses what is not a syllable', () => {
    expect(pinyinToIpa('lü4')).toBe('ly↘');
    expect(pinyinToIpa('lu:4')).toBe('ly↘');
    expect(pinyinToIpa('hang')).toBeNull();
    expect(pinyinToIpa('xyz1')).toBeNull();
    expect(pinyinToIpa('bv4')).toBeNull();
    expect(pinyinToIpa('hang6')).toBeNull();
  });
});

describe('kokoroPhonemes', () => {
  it('writes words without spaces inside, joined by spaces, with the model’s punctuation', () => {
    expect(kokoroPhonemes('你好，世界。')).toBe('ni↓xau↓, ʂɨ↘ʨje↘.');
    expect(kokoroPhonemes('他说：“走吧！”')).toBe('tʰa→ ʂwo→: “ʦou↓ pa!”');
  });

  it('obeys a pinyin hint exactly (the user’s 多音字 choice)', () => {
    expect(kokoroPhonemes('银行')).toBe('i↗nxa↗ŋ');
    expect(kokoroPhonemes('银行', [{ offset: 1, length: 1, pinyin: 'xing2' }])).toBe('i↗nɕi↗ŋ');
  });

  it('gives polyphones the reading our polyphone reader decides (角色 jue2, not pinyin-pro’s jiao3 alone)', () => {
    const pinyin = kokoroPinyin('他扮演的角色很有趣');
    expect(pinyin[4]).toBe('jue2');
    expect(kokoroPhonemes('角色')).toBe('ʨɥe↗sɤ↘');
  });

  it('hints a dictionary word per character, and several syllables over several characters', () => {
    expect(kokoroPinyin('长大', [{ offset: 0, length: 2, pinyin: 'zhang3 da4' }])).toEqual(['zhang3', 'da4']);
  });

  it('says letters by their names and leftover digits one by one', () => {
    expect(kokoroPhonemes('C E O')).toBe('si→ i→ ou→');
    expect(kokoroPhonemes('第3')).toBe('ti↘ san→');
  });

  it('keeps characters outside the BMP in step (offsets are UTF-16)', () => {
    expect(kokoroPhonemes('𠀀你好', [{ offset: 2, length: 1, pinyin: 'ni2' }])).toBe('ni↗xau↓');
  });

  it('writes only vocabulary symbols for a whole paragraph', () => {
    const phonemes = kokoroPhonemes('春天来了，柳树抽出了新芽；孩子们在草地上奔跑（笑声不断）……这是第1次！');
    for (const symbol of phonemes) expect(KOKORO_VOCAB.has(symbol), symbol).toBe(true);
  });
});

describe('kokoroTokens and splitKokoroPhonemes', () => {
  it('writes the ids between two pads', () => {
    expect(kokoroTokens('ma→')).toEqual([0, KOKORO_VOCAB.get('m'), KOKORO_VOCAB.get('a'), KOKORO_VOCAB.get('→'), 0]);
  });

  it('splits a long string at pauses into pieces the model accepts, losing nothing', () => {
    const clause = 'ni↓xau↓ ʂɨ↘ʨje↘, ';
    const long = clause.repeat(60).trim();
    const pieces = splitKokoroPhonemes(long);
    expect(pieces.length).toBeGreaterThan(1);
    for (const p of pieces) expect([...p].length).toBeLessThanOrEqual(KOKORO_MAX_TOKENS);
    expect(pieces.every((p) => p.endsWith(',') || p === pieces.at(-1))).toBe(true);
    expect(pieces.join(' ').replace(/\s+/g, ' ')).toBe(long);
    expect(splitKokoroPhonemes('ma→')).toEqual(['ma→']);
    expect(splitKokoroPhonemes('a'.repeat(1200)).map((p) => p.length)).toEqual([510, 510, 180]);
  });
});
