// Pinyin → the IPA the Kokoro-82M v1.0 Mandarin voices were trained on (misaki's zh path, after
// pinyin-to-ipa: Duanmu 2007, Lin 2007): initials and finals by table, the tone as an arrow written
// right after the vowel nucleus (→ 1, ↗ 2, ↓ 3, ↘ 4, nothing for the neutral tone), the apical vowel of
// zhi chi shi ri zi ci si as ɨ, ch/zh as the one-symbol affricate ꭧ, diphthongs without their
// non-syllabic mark. Our own table, written from those sources.

/// The arrow of each tone (5 = neutral: none).
const TONE_ARROW = ['', '→', '↗', '↓', '↘', ''] as const;

const INITIALS: Readonly<Record<string, string>> = {
  b: 'p',
  p: 'pʰ',
  m: 'm',
  f: 'f',
  d: 't',
  t: 'tʰ',
  n: 'n',
  l: 'l',
  g: 'k',
  k: 'kʰ',
  h: 'x',
  j: 'ʨ',
  q: 'ʨʰ',
  x: 'ɕ',
  zh: 'ꭧ',
  ch: 'ꭧʰ',
  sh: 'ʂ',
  r: 'ɻ',
  z: 'ʦ',
  c: 'ʦʰ',
  s: 's',
};

/// Finals in their full ("strict") spelling: `|` marks where the tone goes (after the nucleus).
const FINALS: Readonly<Record<string, string>> = {
  a: 'a|',
  ai: 'ai|',
  an: 'a|n',
  ang: 'a|ŋ',
  ao: 'au|',
  e: 'ɤ|',
  ei: 'ei|',
  en: 'ə|n',
  eng: 'ə|ŋ',
  er: 'ɚ|',
  i: 'i|',
  ia: 'ja|',
  ian: 'jɛ|n',
  iang: 'ja|ŋ',
  iao: 'jau|',
  ie: 'je|',
  in: 'i|n',
  ing: 'i|ŋ',
  io: 'jɔ|',
  iong: 'jʊ|ŋ',
  iou: 'jou|',
  o: 'wo|',
  ong: 'ʊ|ŋ',
  ou: 'ou|',
  u: 'u|',
  ua: 'wa|',
  uai: 'wai|',
  uan: 'wa|n',
  uang: 'wa|ŋ',
  uei: 'wei|',
  uen: 'wə|n',
  ueng: 'wə|ŋ',
  uo: 'wo|',
  v: 'y|',
  ve: 'ɥe|',
  van: 'ɥɛ|n',
  vn: 'y|n',
};

/// Syllables without an initial/final split: syllabic nasals and the interjections.
const WHOLE: Readonly<Record<string, string>> = {
  m: 'm|',
  n: 'n|',
  ng: 'ŋ|',
  hm: 'hm|',
  hng: 'hŋ|',
  o: 'ɔ|',
  yo: 'jɔ|',
  ê: 'ɛ|',
  er: 'ɚ|',
};

/// y- and w- spellings → the strict final they write.
const Y_W: Readonly<Record<string, string>> = {
  yi: 'i',
  ya: 'ia',
  yan: 'ian',
  yang: 'iang',
  yao: 'iao',
  ye: 'ie',
  yin: 'in',
  ying: 'ing',
  yong: 'iong',
  you: 'iou',
  yu: 'v',
  yue: 've',
  yuan: 'van',
  yun: 'vn',
  wu: 'u',
  wa: 'ua',
  wo: 'uo',
  wai: 'uai',
  wei: 'uei',
  wan: 'uan',
  wen: 'uen',
  wang: 'uang',
  weng: 'ueng',
};

/// The contracted spellings of the written form (liu, gui, lun) and ü written u after j q x.
function strictFinal(initial: string, final: string): string {
  if (/^[jqx]$/.test(initial) && final.startsWith('u')) return `v${final.slice(1)}`;
  if (final === 'iu') return 'iou';
  if (final === 'ui') return 'uei';
  if (final === 'un') return 'uen';
  return final;
}

const STORED = /^([a-zêü]+)([1-5])$/;

/// The IPA of one syllable in stored form (`zhong1`, `lv4`, neutral `de5`; `ü` may be written `ü`,
/// `u:` or `v`), tone arrow included; null when it is not a Mandarin syllable.
export function pinyinToIpa(syllable: string): string | null {
  const m = STORED.exec(syllable.toLowerCase().replace(/u:|ü/g, 'v'));
  if (!m) return null;
  const letters = m[1]!;
  const arrow = TONE_ARROW[Number(m[2])]!;
  const whole = WHOLE[letters];
  if (whole) return whole.replace('|', arrow);
  const initial = /^[zcs]h/.test(letters) ? letters.slice(0, 2) : /^[bpmfdtnlgkhjqxrzcs]/.test(letters) ? letters[0]! : '';
  let final: string;
  if (initial) final = strictFinal(initial, letters.slice(initial.length));
  else {
    const strict = Y_W[letters];
    if (strict) final = strict;
    // a, e, ai, ao, an, ang, en, eng, ou: finals that stand alone
    else if (FINALS[letters] && !/^[iuv]/.test(letters)) final = letters;
    else return null;
  }
  let ipa: string | undefined;
  // The apical vowel after zh ch sh r and z c s.
  if (final === 'i' && /^(?:[zcs]h?|r)$/.test(initial)) ipa = 'ɨ|';
  // bo po mo fo and lo: written o, said as uo.
  else ipa = FINALS[final];
  if (!ipa) return null;
  // The finals written with ü occur only after n, l (nü lüe) and j q x (written u); ong never without
  // an initial.
  if (final.startsWith('v') && initial && !/^[nljqx]$/.test(initial)) return null;
  return (initial ? INITIALS[initial]! : '') + ipa.replace('|', arrow);
}
