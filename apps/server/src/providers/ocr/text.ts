// Tesseract's chi_sim model reports each Chinese character (or short group) as a "word", so its text
// comes out as "春天 来 了 ， 公 园". Chinese is written without spaces: a space next to a CJK character
// or CJK punctuation is an artefact and goes; a space between two Latin words or numbers is real and
// stays ("Python 3.12"). It also often reads Chinese punctuation as its ASCII look-alike (":" for "：",
// "!" for "！"); next to Chinese text those become the full-width forms the script would use.
// One linear pass per line, no regular expressions over user text.

/// CJK ideographs, kana, CJK symbols and punctuation, full-width forms.
export function isCjk(cp: number): boolean {
  return (
    (cp >= 0x3000 && cp <= 0x30ff) || // CJK symbols and punctuation, hiragana, katakana
    (cp >= 0x3400 && cp <= 0x4dbf) || // extension A
    (cp >= 0x4e00 && cp <= 0x9fff) || // unified ideographs
    (cp >= 0xf900 && cp <= 0xfaff) || // compatibility ideographs
    (cp >= 0xfe30 && cp <= 0xfe4f) || // CJK compatibility forms (vertical punctuation)
    (cp >= 0xff00 && cp <= 0xffef) || // full-width and half-width forms
    (cp >= 0x20000 && cp <= 0x3134f) // extensions B-G
  );
}

const isCjkChar = (ch: string | undefined) => ch !== undefined && isCjk(ch.codePointAt(0)!);
const isQuote = (ch: string | undefined) => ch === '“' || ch === '”' || ch === '‘' || ch === '’' || ch === '"';
const isSpace = (ch: string | undefined) => ch === ' ' || ch === '\t' || ch === '\u3000';
const isDigit = (ch: string | undefined) => ch !== undefined && ch >= '0' && ch <= '9';

const FULL_WIDTH: Record<string, string> = { ',': '，', ':': '：', ';': '；', '?': '？', '!': '！', '(': '（', ')': '）' };

function tidyLine(line: string): string {
  const chars = Array.from(line);
  const n = chars.length;
  // For every position, the index of the nearest character before and after it that is neither a
  // space nor a quotation mark (-1 / n when none): curly quotes serve Chinese and English alike, so
  // the text beyond them decides. Two linear passes, so no lookup below ever rescans a run.
  const before = new Int32Array(n);
  const after = new Int32Array(n);
  for (let i = 0, last = -1; i < n; i++) {
    before[i] = last;
    if (!isSpace(chars[i]) && !isQuote(chars[i])) last = i;
  }
  for (let i = n - 1, last = n; i >= 0; i--) {
    after[i] = last;
    if (!isSpace(chars[i]) && !isQuote(chars[i])) last = i;
  }
  // 1. ASCII punctuation next to Chinese text becomes full-width; "." only after a Chinese character
  //    and not before a digit ("3.14" stays), as the sentence end "。". Left to right, so "? (" sees
  //    the "？" it just made.
  for (let i = 0; i < n; i++) {
    const ch = chars[i]!;
    const full = FULL_WIDTH[ch];
    if (full && (isCjkChar(chars[before[i]!]) || isCjkChar(chars[after[i]!]))) chars[i] = full;
    else if (ch === '.' && isCjkChar(chars[before[i]!]) && !isDigit(chars[after[i]!])) chars[i] = '。';
  }
  // 2. a run of spaces stays (as one space) only between two non-Chinese characters
  const kept: string[] = [];
  for (let i = 0; i < n; i++) {
    if (!isSpace(chars[i])) {
      kept.push(chars[i]!);
      continue;
    }
    let j = i;
    while (j < n && isSpace(chars[j])) j++;
    const atEdge = kept.length === 0 || j === n;
    if (!atEdge && !isCjkChar(chars[before[i]!]) && !isCjkChar(chars[after[j - 1]!])) kept.push(' ');
    i = j - 1;
  }
  return kept.join('');
}

/// Tesseract's page text as a script: spurious spaces gone, punctuation fixed, lines trimmed, at most
/// one empty line between paragraphs, no empty lines at either end.
export function tidyOcrText(raw: string): string {
  const lines = raw.split('\n').map(tidyLine);
  const out: string[] = [];
  for (const line of lines) {
    if (line === '' && (out.length === 0 || out[out.length - 1] === '')) continue;
    out.push(line);
  }
  while (out.length && out[out.length - 1] === '') out.pop();
  return out.join('\n');
}
