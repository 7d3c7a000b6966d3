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

/// Where a sentence ends: a line ending here, and shorter than the block's full lines, ends a paragraph.
const SENTENCE_END = new Set(['。', '！', '？', '…', '”', '’', '」', '』', '）', '.', '!', '?', '：', ':']);
/// A last line at most this share of the block's longest line is a paragraph's last line, not a wrapped one.
const SHORT_LINE = 0.8;

// Without splitting a long line into characters again: its first and last character (a surrogate pair whole),
// and its length in UTF-16 units, which compares lines of one picture well enough.
const firstChar = (line: string) => (line === '' ? undefined : String.fromCodePoint(line.codePointAt(0)!));
function lastChar(line: string): string | undefined {
  if (line === '') return undefined;
  const unit = line.charCodeAt(line.length - 1);
  return unit >= 0xdc00 && unit <= 0xdfff && line.length > 1 ? line.slice(-2) : line.slice(-1);
}

/// Joins the picture's wrapped lines back into paragraphs (issue 28: 比如价\n格128元 reached the editor split
/// inside a word). Lines of one block are joined without a space next to Chinese and with one between Latin
/// words; a block's paragraph ends at an empty line, and at a line that ends a sentence while clearly shorter
/// than the block's full lines (the picture's own paragraph end, or a title).
function joinParagraphs(block: readonly string[]): string[] {
  const longest = block.reduce((most, line) => Math.max(most, line.length), 0);
  const paragraphs: string[] = [];
  // the paragraph's lines so far, joined once it ends (no rescanning of a growing string)
  let current: string[] = [];
  let last: string | undefined;
  for (const line of block) {
    const first = firstChar(line);
    if (current.length > 0) {
      // a Latin word broken with a hyphen at the edge of the picture ("pro-\ncessing") is one word
      if (last === '-' && first !== undefined && /[a-z]/i.test(first)) current[current.length - 1] = current[current.length - 1]!.slice(0, -1);
      else if (!isCjkChar(last) && !isCjkChar(first)) current.push(' ');
    }
    current.push(line);
    last = lastChar(line);
    if (last !== undefined && SENTENCE_END.has(last) && line.length <= longest * SHORT_LINE) {
      paragraphs.push(current.join(''));
      current = [];
    }
  }
  if (current.length > 0) paragraphs.push(current.join(''));
  return paragraphs;
}

/// Tesseract's page text as a script: spurious spaces gone, punctuation fixed, the picture's wrapped lines joined
/// into paragraphs, one paragraph a line (as the dubbing editor takes a script), no empty lines.
export function tidyOcrText(raw: string): string {
  const lines = raw.split('\n').map(tidyLine);
  const paragraphs: string[] = [];
  let block: string[] = [];
  for (const line of [...lines, '']) {
    if (line !== '') block.push(line);
    else if (block.length) {
      paragraphs.push(...joinParagraphs(block));
      block = [];
    }
  }
  return paragraphs.join('\n');
}
