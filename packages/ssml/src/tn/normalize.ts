// Text normalisation (issue 12 item 1): written Chinese → the words a reader says aloud, with the
// source range of every reading so the editor can mark it and the number-reading pop-up can
// preselect it. Speech engines without a front-end of their own (espeak, sherpa models) read
// digits, symbols and Latin letters badly; the synthesis plan hands them this text instead.
//
// One left-to-right pass: at each position either a token is read (it consumes all of its digits
// or letters, so nothing is scanned twice) or one character is copied. Every look-around is bounded
// (a few characters of context, a few tokens ahead), so a 200 000-character script is read in
// linear time; no regular expression runs over the user's text.
import { toChineseDigits, toChineseNumber, MAX_CARDINAL_DIGITS } from '../numbers.ts';
import type { NumberKind } from '../schema.ts';
import { toDictionaryMatcher, type DictionaryInput, type DictionaryMatcher } from '../dictionary.ts';
import { CURRENCY_PREFIXES, CURRENCY_WORDS, UNIT_NAMES } from './units.ts';
import {
  DATE_BEFORE,
  DAYTIME_WORDS,
  DURATION_AFTER,
  DURATION_BEFORE,
  FRACTION_AFTER,
  FRACTION_BEFORE_END,
  ID_BEFORE,
  NAMED_CODE_AFTER,
  NAMED_CODES,
  PHONE_AFTER,
  PHONE_BEFORE,
  RESOLUTION_BEFORE,
  RESOLUTION_HEIGHTS,
  SCORE_AFTER,
  SCORE_BEFORE,
  SCORE_BEFORE_STRONG,
  SHORT_YEAR_AFTER,
  SHORT_YEAR_BEFORE,
  YEAR_COUNT_BEFORE,
} from './context.ts';

/// What a normalised span was read as. The bench reports accuracy per class.
export const TN_CLASSES = [
  'cardinal',
  'decimal',
  'fraction',
  'percent',
  'ordinal',
  'date',
  'time',
  'phone',
  'digits',
  'score',
  'money',
  'measure',
  'range',
  'math',
  'year',
  'code',
  'letters',
  'symbol',
  'dictionary',
] as const;
/// One of `TN_CLASSES`.
export type TnClass = (typeof TN_CLASSES)[number];

/// The number-reading kind (pop-up candidate) that matches a class, when there is one: the pop-up
/// preselects the reading of that kind.
export const TN_NUMBER_KIND: Readonly<Partial<Record<TnClass, NumberKind>>> = {
  cardinal: 'cardinal',
  ordinal: 'cardinal',
  decimal: 'decimal',
  fraction: 'fraction',
  percent: 'percent',
  date: 'date',
  year: 'date',
  time: 'time',
  phone: 'phone',
  digits: 'digits',
  score: 'score',
};

/// One reading: `text.slice(from, to)` is said as `spoken`.
export interface TnSpan {
  /// UTF-16 offset of the written form in the input.
  from: number;
  /// UTF-16 end offset (exclusive).
  to: number;
  /// What the engine reads instead, e.g. `一百二十八元`.
  spoken: string;
  /// What it was read as.
  class: TnClass;
}

/// The normalised text and its spans (in order, not overlapping).
export interface TnResult {
  /// The whole input with every span replaced by its spoken form.
  text: string;
  spans: TnSpan[];
}

/// Options of `normalizeText`.
export interface TnOptions {
  /// Text that precedes the input in the same paragraph (context such as 尾号 or 比分 may sit
  /// before a markup node); only its last few characters are looked at.
  before?: string;
  /// The user's pronunciation dictionary: an alias entry is read as its alias, a pinyin entry's
  /// word is left as written (the polyphone reader applies its pinyin).
  dictionary?: DictionaryInput;
}

const ZERO = 48;

const YEAR_AFTER = ['年', '届', '赛季', '款', '财年', '级'];
// Words a count is followed by that take 两 for 2 (两个, 两点, 两千).
const LIANG_AFTER = [
  '个', '只', '本', '次', '天', '年', '岁', '人', '位', '件', '条', '张', '台', '辆', '家', '种', '名', '份', '杯', '瓶', '碗',
  '块', '片', '双', '对', '套', '座', '栋', '间', '把', '支', '枝', '根', '匹', '头', '首', '部', '篇', '句', '段', '场', '轮',
  '遍', '下', '回', '趟', '周', '倍', '斤', '公斤', '千克', '克', '吨', '米', '公里', '千米', '里', '升', '元', '毛', '角',
  '点', '小时', '分钟', '秒', '秒钟', '星期', '礼拜', '千', '万', '亿', '百万', '千万', '代', '口', '顿', '样', '副',
  '组', '项', '颗', '粒', '棵', '朵', '幅', '封', '辈', '层楼', '餐', '声', '步', '拳', '脚', '眼', '圈', '票',
  '美元', '欧元', '英镑', '日元', '港元', '港币', '澳元', '加元', '韩元', '块钱',
];
const CURRENCY_WORD_LIST: readonly string[] = CURRENCY_WORDS;
const UNIT_KEYS = Object.keys(UNIT_NAMES).sort((a, b) => b.length - a.length);
const PREFIX_KEYS = Object.keys(CURRENCY_PREFIXES).sort((a, b) => b.length - a.length);
const MAX_UNIT = Math.max(...UNIT_KEYS.map((k) => k.length));
// All-capital words read as words, not letter by letter.
const ACRONYM_WORDS = new Set(['NASA', 'NATO', 'OPEC', 'APEC', 'COVID', 'UNESCO', 'UNICEF', 'AIDS', 'SARS', 'LOGO', 'ASEAN', 'FIFA', 'DOS', 'WiFi', 'LED', 'ICU']);
const MATH_OPS: Readonly<Record<string, string>> = {
  '+': '加',
  '＋': '加',
  '-': '减',
  '−': '减',
  '－': '减',
  '×': '乘',
  '*': '乘',
  x: '乘',
  X: '乘',
  '÷': '除以',
  '=': '等于',
  '＝': '等于',
  '≈': '约等于',
  '≠': '不等于',
  '<': '小于',
  '>': '大于',
  '≤': '小于等于',
  '≥': '大于等于',
  '＜': '小于',
  '＞': '大于',
};
// Operators that make a chain of numbers a formula (a bare '-' is a range, a bare 'x' a size).
const STRONG_OPS = new Set(['=', '＝', '≈', '≠', '<', '>', '≤', '≥', '＜', '＞', '÷', '+', '＋', '×', '*']);
const RANGE_SIGNS = new Set(['-', '~', '～', '〜', '—', '–', '－']);
const MINUS_SIGNS = new Set(['-', '−', '－']);
const OPEN_QUOTES = new Set(['“', '"', '「', '『', '‘']);
const CLOSE_QUOTES = new Set(['”', '"', '」', '』', '’']);
// What separates the parts of a written date: 2024-03-15, 2024/3/15, 2024.3.15, 2019·2·10.
const DATE_SEPS = new Set(['-', '/', '.', '·', '・', '•']);

// Characters a token can start with: ASCII, full-width ASCII, and a few signs.
const isHan = (c: number) => (c >= 0x4e00 && c <= 0x9fff) || (c >= 0x3400 && c <= 0x4dbf);
const TOKEN_SIGNS = new Set([...'/+-#$@=<>~*¥￥€£₩₹₽℃℉√±№−–—～〜‰²³°μ≈≠≤≥×÷＋－＃＄＝＜＞.'].map((c) => c.charCodeAt(0)));
const mayStartToken = (c: number) =>
  (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a) || (c >= 0xff10 && c <= 0xff19) || (c >= 0xff21 && c <= 0xff3a) || (c >= 0xff41 && c <= 0xff5a) || TOKEN_SIGNS.has(c);

const byLastChar = new WeakMap<readonly string[], Map<string, string[]>>();
/// A keyword table indexed by the last character of each word, built once per table: finding the
/// nearest word before a number then looks at a few words instead of the whole table.
function wordsByLastChar(words: readonly string[]): Map<string, string[]> {
  let index = byLastChar.get(words);
  if (!index) {
    index = new Map();
    for (const w of words) {
      const last = w[w.length - 1]!;
      index.set(last, [...(index.get(last) ?? []), w]);
    }
    byLastChar.set(words, index);
  }
  return index;
}

/// A number as written: integer digits (thousands separators removed) and the decimal digits.
interface NumberToken {
  start: number;
  end: number;
  int: string;
  frac: string | null;
  /// Written with thousands separators (`1,234`): never an id or a year.
  grouped: boolean;
}

interface Reading {
  end: number;
  spoken: string;
  cls: TnClass;
}

/// Normalises `text` for a speech engine: numbers, dates, times, phone numbers, scores, money,
/// measures, ranges, formulas and Latin letters become the Chinese a reader says, e.g.
/// `价格128元，尾号1702，2015年` → `价格一百二十八元，尾号幺七零二，二零一五年`.
/// Each replaced range is reported as a span. Runs in time linear in the length of `text`.
export function normalizeText(text: string, options: TnOptions = {}): TnResult {
  const dictionary = toDictionaryMatcher(options.dictionary);
  // A text with English words and no Chinese character, before it or in it, is not Chinese (an
  // English anchor's script): it is left to the engine as written, apart from dictionary aliases.
  // Digits and signs alone (a number between two markup nodes) are still read as Chinese.
  if (!hasHan(text) && !hasHan(options.before ?? '') && hasEnglishWord(text)) {
    return dictionary ? new Normalizer(text, '', dictionary, true).run() : { text, spans: [] };
  }
  return new Normalizer(text, options.before ?? '', dictionary).run();
}

/// A run of two or more Latin letters with a lower-case one (`apples`, `iPhone`; not `CPU`), not
/// written right after a digit (`25kg`, `10ms` and `3pm` are a number's unit, read as Chinese).
function hasEnglishWord(text: string): boolean {
  let run = 0;
  let lower = false;
  let afterDigit = false;
  for (let i = 0; i <= text.length; i++) {
    const c = text.charCodeAt(i);
    const isLower = c >= 0x61 && c <= 0x7a;
    if (isLower || (c >= 0x41 && c <= 0x5a)) {
      if (run === 0) afterDigit = i > 0 && text.charCodeAt(i - 1) >= 0x30 && text.charCodeAt(i - 1) <= 0x39;
      run++;
      lower ||= isLower;
      continue;
    }
    if (run >= 2 && lower && !afterDigit) return true;
    run = 0;
    lower = false;
  }
  return false;
}

function hasHan(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (isHan(text.charCodeAt(i))) return true;
  return false;
}

/// Only the spoken text of `normalizeText`.
export function speakableText(text: string, options: TnOptions = {}): string {
  return normalizeText(text, options).text;
}

class Normalizer {
  private out = '';
  private spans: TnSpan[] = [];
  /// Where the last numeric reading ended (for 3月1日-15日: the dash after 日 is a range).
  private lastNumberEnd = -10;

  constructor(
    private readonly text: string,
    private readonly before: string,
    private readonly dictionary: DictionaryMatcher | null,
    /// Only apply the dictionary (a text that is not Chinese).
    private readonly dictionaryOnly = false,
  ) {}

  run(): TnResult {
    const { text } = this;
    let i = 0;
    while (i < text.length) {
      const entry = this.dictionary?.match(text, i);
      if (entry) {
        const to = i + entry.word.length;
        if (entry.alias !== undefined) this.emit(i, to, entry.alias, 'dictionary');
        else this.out += text.slice(i, to);
        i = to;
        continue;
      }
      if (this.dictionaryOnly || !mayStartToken(text.charCodeAt(i))) {
        // Plain Chinese: copy the whole run up to the next character that may start a token.
        let j = i + 1;
        while (j < text.length && !mayStartToken(text.charCodeAt(j)) && !this.dictionary) j++;
        this.out += text.slice(i, j);
        i = j;
        continue;
      }
      const r = this.token(i);
      if (r && r.end > i) {
        this.emit(i, r.end, r.spoken, r.cls);
        // A range's dash is no number: the minus after it (—-221年) is a minus, not a second dash.
        if (r.cls !== 'letters' && r.cls !== 'dictionary' && r.cls !== 'symbol' && r.spoken !== '到') this.lastNumberEnd = r.end;
        i = r.end;
        continue;
      }
      this.out += text[i];
      i++;
    }
    return { text: this.out, spans: this.spans };
  }

  private emit(from: number, to: number, spoken: string, cls: TnClass): void {
    const written = this.text.slice(from, to);
    this.out += spoken;
    if (spoken !== written) this.spans.push({ from, to, spoken, class: cls });
  }

  // ---- characters -------------------------------------------------------------------------

  /// The character at `i` with full-width ASCII folded to ASCII ('' past the end).
  private ch(i: number): string {
    const c = this.text.charCodeAt(i);
    if (Number.isNaN(c)) return '';
    if (c >= 0xff01 && c <= 0xff5e && c !== 0xff0c && c !== 0xff1b && c !== 0xff08 && c !== 0xff09) return String.fromCharCode(c - 0xfee0);
    return this.text[i]!;
  }

  private digit(i: number): number {
    const c = this.ch(i).charCodeAt(0);
    return c >= ZERO && c <= ZERO + 9 ? c - ZERO : -1;
  }

  private isDigit(i: number): boolean {
    return this.digit(i) >= 0;
  }

  private isLetter(i: number): boolean {
    const c = this.ch(i);
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
  }

  private digitRun(i: number): string {
    let s = '';
    while (this.isDigit(i + s.length)) s += String.fromCharCode(ZERO + this.digit(i + s.length));
    return s;
  }

  /// Up to `n` characters before `i` (reaching into `before` at the start).
  private context(i: number, n = 8): string {
    const from = i - n;
    if (from >= 0) return this.text.slice(from, i);
    return this.before.slice(Math.max(0, this.before.length + from)) + this.text.slice(0, i);
  }

  private after(i: number, n = 4): string {
    return this.text.slice(i, i + n);
  }

  private startsWithAny(s: string, words: readonly string[]): string | null {
    const first = s.charCodeAt(0);
    for (const w of words) if (w.charCodeAt(0) === first && s.startsWith(w)) return w;
    return null;
  }

  private endsNear(ctx: string, words: readonly string[]): boolean {
    return this.gap(ctx, words) >= 0;
  }

  /// How many characters separate the nearest context word from the number (at most three: 尾号是1702,
  /// 电话：010…), or -1 when none is that near.
  private gap(ctx: string, words: readonly string[]): number {
    const byLast = wordsByLastChar(words);
    // nearest first: a word ending right before the number, then one, two or three characters before it
    for (let g = 0; g <= 3 && g < ctx.length; g++) {
      const end = ctx.length - g;
      const candidates = byLast.get(ctx[end - 1]!);
      if (candidates) for (const w of candidates) if (ctx.endsWith(w, end)) return g;
    }
    return -1;
  }

  /// Whether the number after `ctx` (and before `following`) is a phone number (幺) or an
  /// identifier (一) by the words around it, or neither: the nearest word decides (发票号码 is an
  /// identifier, 手机号码 a phone number).
  private codeContext(ctx: string, following: string, digits: number): 'phone' | 'id' | null {
    const phone = this.gap(ctx, PHONE_BEFORE);
    const id = this.gap(ctx, ID_BEFORE);
    if (id >= 0 && (phone < 0 || id <= phone)) return 'id';
    if (phone >= 0) return 'phone';
    if (digits >= 3 && this.startsWithAny(following, PHONE_AFTER)) return 'phone';
    return null;
  }

  /// am/pm after a time or an hour (`3:04pm`, `9 am`, `7:45a.m.`): where it ends and whether it is pm.
  private meridiem(at: number): { end: number; pm: boolean } | null {
    const p = this.skipSpace(at);
    const a = this.ch(p).toLowerCase();
    if (a !== 'a' && a !== 'p') return null;
    const m = this.ch(p + 1).toLowerCase();
    if (m === 'm' && !this.isLetter(p + 2)) return { end: p + 2, pm: a === 'p' };
    if (m === '.' && this.ch(p + 2).toLowerCase() === 'm') {
      const end = this.ch(p + 3) === '.' ? p + 4 : p + 3;
      if (!this.isLetter(end)) return { end, pm: a === 'p' };
    }
    return null;
  }

  /// The time of day an am/pm says, unless the text before says it already (下午3:30pm).
  private daytime(hour: number, pm: boolean, ctx: string): string {
    if (DAYTIME_WORDS.some((w) => ctx.endsWith(w))) return '';
    if (hour === 12) return pm ? '中午' : '凌晨';
    return pm ? '下午' : '上午';
  }

  /// `num/den` read as a fraction: 百分之一 for 1/100 (as a reader says it), else 三分之二.
  private fractionWords(num: string, den: string): string {
    const d = den.replace(/^0+/, '');
    const magnitude = d === '100' ? '百' : d === '1000' ? '千' : d === '10000' ? '万' : '';
    return magnitude ? `${magnitude}分之${this.cardinal(num)}` : `${this.cardinal(den)}分之${this.cardinal(num)}`;
  }

  /// Where the denominator of a slash starts when `at` holds one with spaces around it (`1 / 2`), or -1.
  private spacedSlash(at: number): number {
    const s = this.skipSpace(at);
    if (this.ch(s) !== '/' || (s === at && this.ch(s + 1) !== ' ')) return -1;
    const d = this.skipSpace(s + 1);
    return this.isDigit(d) ? d : -1;
  }

  private skipSpace(i: number): number {
    return this.ch(i) === ' ' ? i + 1 : i;
  }

  // ---- tokens -----------------------------------------------------------------------------

  private token(i: number): Reading | null {
    const c = this.ch(i);
    if (this.isDigit(i)) return this.number(i, '');
    if (this.isLetter(i)) return this.letters(i);
    const next = i + 1;
    if (MINUS_SIGNS.has(c) || RANGE_SIGNS.has(c)) {
      // 3月1日-15日, -475年—-221年: a dash shortly after a number is a range, not a minus (the
      // right side may carry its own minus).
      const signed = MINUS_SIGNS.has(this.ch(next)) && this.isDigit(next + 1);
      if (!this.isDigit(next) && !signed) return null;
      if (RANGE_SIGNS.has(c) && !RANGE_SIGNS.has(this.ch(i - 1)) && i - this.lastNumberEnd <= 2 && this.lastNumberEnd <= i && !/[\s，。,.；;：:]/.test(this.text.slice(this.lastNumberEnd, i))) {
        return { end: next, spoken: '到', cls: 'range' };
      }
      if (signed) return null;
      if (MINUS_SIGNS.has(c) && !this.isLetter(i - 1) && !this.isDigit(i - 1)) return this.number(next, '负', i);
      return null;
    }
    if ((c === '+' || c === '±') && this.isDigit(next)) {
      if (c === '+' && this.ch(next) === '8' && this.ch(next + 1) === '6' && !this.isDigit(next + 2)) {
        const phone = this.internationalPhone(next + 2);
        if (phone) return { end: phone.end, spoken: `加八六${phone.spoken}`, cls: 'phone' };
      }
      return this.number(next, c === '±' ? '正负' : '正', i);
    }
    // .22口径, .5倍: a decimal written without its leading zero is read from 点.
    if (c === '.' && this.isDigit(next) && !this.isDigit(i - 1) && !this.isLetter(i - 1) && this.ch(i - 1) !== '.') {
      const frac = this.digitRun(next);
      return { end: next + frac.length, spoken: `点${toChineseDigits(frac)}`, cls: 'decimal' };
    }
    if (c === '√' && this.isDigit(next)) {
      const r = this.number(next, '');
      return r && { end: r.end, spoken: `根号${r.spoken}`, cls: 'math' };
    }
    if ((c === '#' || c === '№') && this.isDigit(next)) {
      // #3 三号, №3 第三
      const n = this.digitRun(next);
      return { end: next + n.length, spoken: c === '#' ? `${this.cardinal(n)}号` : `第${this.cardinal(n)}`, cls: 'ordinal' };
    }
    const prefix = this.currencyPrefix(i);
    if (prefix) return prefix;
    if ((c === '℃' || c === '℉') && i > 0) return { end: next, spoken: UNIT_NAMES[c]!, cls: 'measure' };
    // ¥199/月, 5元/斤, 3次/天: a slash just after an amount or a count, before a Chinese word, is 每.
    if (c === '/' && i - this.lastNumberEnd <= 2 && this.lastNumberEnd <= i) {
      if (isHan(this.text.charCodeAt(next))) return { end: next, spoken: '每', cls: 'symbol' };
      // 10元/kg 十元每千克
      const unit = this.isLetter(next) ? this.suffix(next) : null;
      if (unit?.kind === 'unit') return { end: unit.end, spoken: `每${unit.unit}`, cls: 'measure' };
    }
    // x>5, y = 3: an operator between a letter and a number.
    if (c in MATH_OPS && !MINUS_SIGNS.has(c) && c !== 'x' && c !== 'X' && c !== '*' && this.isDigit(this.skipSpace(next)) && (this.isLetter(i - 1) || (this.ch(i - 1) === ' ' && this.isLetter(i - 2)))) {
      return { end: next, spoken: MATH_OPS[c]!, cls: 'math' };
    }
    if (c === '@' && (this.isLetter(i - 1) || this.isDigit(i - 1)) && (this.isLetter(next) || this.isDigit(next))) return { end: next, spoken: '艾特', cls: 'symbol' };
    return null;
  }

  private currencyPrefix(i: number): Reading | null {
    for (const key of PREFIX_KEYS) {
      let ok = true;
      for (let k = 0; k < key.length; k++) if (this.ch(i + k) !== key[k]) ok = false;
      if (!ok) continue;
      if (/^[A-Z]/.test(key) && this.isLetter(i - 1)) continue;
      const at = this.skipSpace(i + key.length);
      if (!this.isDigit(at)) continue;
      const n = this.readNumber(at);
      let spoken = this.moneyAmount(n);
      let end = n.end;
      // ¥5万 → 五万元: the Chinese magnitude comes before the currency name.
      const mag = this.startsWithAny(this.after(end, 2), ['万亿', '百万', '千万', '万', '亿', '千']);
      if (mag) {
        spoken = this.liang(spoken, mag);
        spoken += mag;
        end += mag.length;
      }
      spoken = this.liang(spoken, mag ? '' : CURRENCY_PREFIXES[key]!);
      // $100-500, $800-$1000: a range of amounts says the currency once, at the end.
      if (!mag && RANGE_SIGNS.has(this.ch(end))) {
        let r = end + 1;
        let same = true;
        for (let k = 0; k < key.length; k++) if (this.ch(r + k) !== key[k]) same = false;
        if (same) r += key.length;
        r = this.skipSpace(r);
        if (this.isDigit(r)) {
          const right = this.readNumber(r);
          end = right.end;
          spoken += `到${this.liang(this.moneyAmount(right), '')}`;
        }
      }
      const word = this.startsWithAny(this.after(end, 3), CURRENCY_WORD_LIST);
      // ¥128元 says 元 once.
      return { end, spoken: spoken + (word ? '' : CURRENCY_PREFIXES[key]!), cls: 'money' };
    }
    return null;
  }

  // ---- numbers ----------------------------------------------------------------------------

  private readNumber(i: number): NumberToken {
    let int = this.digitRun(i);
    let end = i + int.length;
    let grouped = false;
    // 1,234,567: groups of exactly three digits after a comma.
    if (int.length <= 3) {
      while (this.ch(end) === ',' && this.digitRun(end + 1).length === 3) {
        int += this.digitRun(end + 1);
        end += 4;
        grouped = true;
      }
    }
    let frac: string | null = null;
    if (this.ch(end) === '.' && this.isDigit(end + 1)) {
      frac = this.digitRun(end + 1);
      end += 1 + frac.length;
    }
    return { start: i, end, int, frac, grouped };
  }

  private cardinal(int: string): string {
    return toChineseNumber(int) ?? toChineseDigits(int);
  }

  private value(n: Pick<NumberToken, 'int' | 'frac'>): string {
    const int = this.cardinal(n.int);
    return n.frac === null ? int : `${int}点${toChineseDigits(n.frac)}`;
  }

  private moneyAmount(n: NumberToken): string {
    let frac = n.frac ?? '';
    // trailing zeros off, without a `0+$` pattern (quadratic on a long run of zeros that does not end the text)
    let end = frac.length;
    while (end > 0 && frac[end - 1] === '0') end--;
    frac = frac.slice(0, end);
    return this.value({ int: n.int, frac: frac === '' ? null : frac });
  }

  /// 二 → 两 before a counted word (两个, 两点, 两千), for a plain 2 or a reading that starts 二千/二万/二亿.
  private liang(spoken: string, following: string): string {
    if (spoken === '二') return this.startsWithAny(following, LIANG_AFTER) ? '两' : spoken;
    if (/^二[千万亿]/.test(spoken)) return `两${spoken.slice(1)}`;
    return spoken;
  }

  /// A number starting at `i` (a digit); `sign` is what was written before it (负, 正, 正负) and
  /// `from` where that sign starts.
  private number(i: number, sign: string, from = i): Reading | null {
    const ctx = this.context(from, 10);
    const first = this.readNumber(i);
    const d0 = first.int;
    const plain = first.frac === null && !first.grouped;

    // -221年 公元前二二一年: a year before the era, written with a minus.
    if (sign === '负' && plain && d0.length >= 2 && d0.length <= 4 && this.ch(first.end) === '年') {
      return { end: first.end, spoken: `公元前${toChineseDigits(d0)}`, cls: 'year' };
    }
    // 1920×1080 一九二零乘一零八零: a picture size, before it can be read as a product.
    const resolution = this.resolution(first, ctx);
    if (resolution) return resolution;

    // A formula: 3+5=8, 1/2+1/3=5/6, 2²=4 (a chain with at least one operator other than a dash).
    const formula = this.formula(first, sign);
    if (formula) return formula;

    // -1/3 负三分之一, +1/5 正五分之一, 1 / 2 二分之一: a signed or spaced slash is never a date.
    if (plain) {
      const spaced = this.spacedSlash(first.end);
      const den = sign && this.ch(first.end) === '/' && this.isDigit(first.end + 1) ? first.end + 1 : spaced;
      if (den > 0) {
        const b = this.digitRun(den);
        if (Number(b) !== 0 && this.ch(den + b.length) !== '/') return { end: den + b.length, spoken: sign + this.fractionWords(d0, b), cls: 'fraction' };
      }
    }

    if (!sign) {
      const structured = this.structured(first, ctx);
      if (structured) return structured;
    }

    // A range: 3-5天, 10%-20%, 2020-2024年, 5~10kg: the left side takes the right side's
    // suffix (百分之十到百分之二十, 二零二零到二零二四年, 两到三天).
    const leftOwn = this.suffix(first.end);
    const afterLeft = leftOwn.kind === 'percent' || leftOwn.kind === 'unit' ? leftOwn.end : first.end;
    const rightStart = this.skipSpace(afterLeft + 1);
    if (RANGE_SIGNS.has(this.ch(afterLeft)) && this.isDigit(rightStart)) {
      const right = this.readNumber(rightStart);
      const scoreContext = this.endsNear(ctx, SCORE_BEFORE) || this.startsWithAny(this.after(this.skipSpace(right.end), 4), SCORE_AFTER) !== null;
      if (scoreContext && plain && afterLeft === first.end && right.frac === null && this.ch(right.end) !== '%') {
        return { end: right.end, spoken: `${sign}${this.cardinal(d0)}比${this.cardinal(right.int)}`, cls: 'score' };
      }
      const r = this.simple(right, '', ctx);
      const borrowed = leftOwn.kind === 'percent' || leftOwn.kind === 'unit' ? leftOwn : r.suffix;
      const l = this.simple(first, sign, ctx, { suffix: borrowed, following: this.text.slice(this.skipSpace(right.end), this.skipSpace(right.end) + 3) });
      const leftUnit = leftOwn.kind === 'unit' ? leftOwn.unit : '';
      return { end: r.end, spoken: `${l.spoken}${leftUnit}到${r.spoken}${r.unit}`, cls: 'range' };
    }
    const r = this.simple(first, sign, ctx);
    return { end: r.end, spoken: r.spoken + r.unit, cls: r.cls };
  }

  /// 1920×1080 (a picture size): both sides read digit by digit, after a word such as 分辨率 or when
  /// the second is the height of a common size.
  private resolution(first: NumberToken, ctx: string): Reading | null {
    if (first.frac !== null || first.grouped || first.int.length < 3) return null;
    const op = this.ch(first.end);
    if (op !== '×' && op !== 'x' && op !== 'X' && op !== '*') return null;
    const h = this.digitRun(first.end + 1);
    if (h.length < 3 || this.ch(first.end + 1 + h.length) === '.') return null;
    if (!this.endsNear(ctx, RESOLUTION_BEFORE) && !(RESOLUTION_HEIGHTS as readonly string[]).includes(h)) return null;
    return { end: first.end + 1 + h.length, spoken: `${toChineseDigits(first.int)}乘${toChineseDigits(h)}`, cls: 'code' };
  }

  /// Forms read as a whole before anything else: dotted groups, dates, phone numbers and codes,
  /// times, ratios and slashes.
  private structured(first: NumberToken, ctx: string): Reading | null {
    const d0 = first.int;
    const end = first.end;
    const plain = first.frac === null && !first.grouped;

    // Dotted groups: 2024.3.15 (date), 192.168.1.1 (address), 1.2.3 (version).
    if (first.frac !== null && !first.grouped && this.ch(end) === '.' && this.isDigit(end + 1)) {
      const groups = [d0, first.frac];
      let at = end;
      while (this.ch(at) === '.' && this.isDigit(at + 1) && groups.length < 8) {
        const g = this.digitRun(at + 1);
        groups.push(g);
        at += 1 + g.length;
      }
      if (groups.length === 3 && d0.length === 4 && validMonth(groups[1]!) && validDay(groups[2]!)) {
        return { end: at, spoken: this.ymd(d0, groups[1]!, groups[2]!, at), cls: 'date' };
      }
      if (groups.length === 4 && groups.every((g) => g.length <= 3)) {
        return { end: at, spoken: groups.map((g) => toChineseDigits(g, { yao: true })).join('点'), cls: 'code' };
      }
      return { end: at, spoken: groups.map((g) => this.cardinal(g)).join('点'), cls: 'code' };
    }
    if (!plain) return null;
    const sep = this.ch(end);

    // 2024-03-15, 2024/3/15, 2019·2·10
    if (d0.length === 4 && DATE_SEPS.has(sep)) {
      const m = this.digitRun(end + 1);
      const sep2 = this.ch(end + 1 + m.length);
      if (m.length >= 1 && m.length <= 2 && sep2 === sep) {
        const d = this.digitRun(end + 2 + m.length);
        if (d.length >= 1 && d.length <= 2 && validMonth(m) && validDay(d) && !this.isDigit(end + 2 + m.length + d.length)) {
          const stop = end + 2 + m.length + d.length;
          return { end: stop, spoken: this.ymd(d0, m, d, stop), cls: 'date' };
        }
      }
      // 2024-03 (a year and a two-digit month)
      if (sep !== '.' && m.length === 2 && m[0] === '0' && validMonth(m) && !this.isDigit(end + 3) && sep2 !== sep) {
        return { end: end + 3, spoken: `${toChineseDigits(d0)}年${this.cardinal(m)}月`, cls: 'date' };
      }
    }
    // 08-08-2008, 12/25/2023 (month first, as written in English) and 31-12-2025 (day first, when
    // the first cannot be a month); 24/3/15 (a two-digit year first).
    if (d0.length <= 2 && DATE_SEPS.has(sep)) {
      const b = this.digitRun(end + 1);
      const at = end + 1 + b.length;
      if (b.length >= 1 && b.length <= 2 && this.ch(at) === sep) {
        const c = this.digitRun(at + 1);
        const stop = at + 1 + c.length;
        if (c.length === 4 && !this.isDigit(stop)) {
          const [m, d] = Number(d0) > 12 ? [b, d0] : [d0, b];
          if (validMonth(m) && validDay(d)) return { end: stop, spoken: this.ymd(c, m, d, stop), cls: 'date' };
        }
        if (sep === '/' && d0.length === 2 && c.length >= 1 && c.length <= 2 && !this.isDigit(stop) && this.ch(stop) !== '/' && validMonth(b) && validDay(c)) {
          return { end: stop, spoken: this.ymd(d0, b, c, stop), cls: 'date' };
        }
      }
    }

    // Phone numbers by their shape, anywhere; a digit string after a phone word or before 热线.
    const phone = this.phone(first.start);
    if (phone) return phone;
    const code = this.codeContext(ctx, this.after(this.skipSpace(end), 4), d0.length);
    if (code && d0.length >= (code === 'phone' ? 3 : 2) && sep !== ':' && sep !== '：' && sep !== '/') {
      const yao = code === 'phone';
      let spoken = toChineseDigits(d0, { yao });
      let stop = end;
      // 12345-678 (an extension), 6222 0212 3456 (a card number in groups), 2024-015
      while ((this.ch(stop) === '-' || this.ch(stop) === ' ') && this.digitRun(stop + 1).length >= 2) {
        const g = this.digitRun(stop + 1);
        spoken += toChineseDigits(g, { yao });
        stop += 1 + g.length;
      }
      return { end: stop, spoken, cls: yao ? 'phone' : 'digits' };
    }

    // Times and ratios: 8:30, 08:05:09, 3:04pm, 3:1, 16:9, 1:1.2; durations (用时2:15:30).
    if ((sep === ':' || sep === '：') && this.isDigit(end + 1)) {
      const m = this.digitRun(end + 1);
      let stop = end + 1 + m.length;
      let s: string | null = null;
      if ((this.ch(stop) === ':' || this.ch(stop) === '：') && this.digitRun(stop + 1).length === 2 && !this.isDigit(stop + 3)) {
        s = this.digitRun(stop + 1);
      }
      const afterSeconds = s === null ? stop : stop + 3;
      const clockLike = d0.length <= 2 && Number(d0) <= 24 && m.length === 2 && Number(m) <= 59 && (s === null || Number(s) <= 59);
      if (clockLike && s !== null && (this.endsNear(ctx, DURATION_BEFORE) || this.startsWithAny(this.after(afterSeconds, 5), DURATION_AFTER))) {
        return { end: afterSeconds, spoken: this.duration(d0, m, s), cls: 'time' };
      }
      const mer = clockLike && Number(d0) <= 12 ? this.meridiem(afterSeconds) : null;
      const score = !mer && (this.endsNear(ctx, SCORE_BEFORE_STRONG) || this.startsWithAny(this.after(this.skipSpace(afterSeconds), 4), SCORE_AFTER) !== null);
      if (!score && clockLike) {
        const spoken = this.clock(d0, m, s);
        if (mer) return { end: mer.end, spoken: this.daytime(Number(d0), mer.pm, ctx) + spoken, cls: 'time' };
        return { end: afterSeconds, spoken, cls: 'time' };
      }
      // a ratio's right side may be a decimal (1:1.2)
      let right = this.liang(this.cardinal(m), '');
      if (this.ch(stop) === '.' && this.isDigit(stop + 1)) {
        const frac = this.digitRun(stop + 1);
        right = this.value({ int: m, frac });
        stop += 1 + frac.length;
      }
      return { end: stop, spoken: `${this.liang(this.cardinal(d0), '')}比${right}`, cls: 'score' };
    }

    // Slashes: 3/4 (a fraction), 12/25 or 6/18 (a date when it cannot be a proper fraction or the
    // context says date), 3/15/2024 (above).
    if (sep === '/' && this.isDigit(end + 1)) {
      const b = this.digitRun(end + 1);
      let stop = end + 1 + b.length;
      const dateWord = this.endsNear(ctx, DATE_BEFORE);
      const dateLike = d0.length <= 2 && b.length <= 2 && validMonth(d0) && validDay(b) && (dateWord || (Number(b) > 12 && !this.fractionContext(ctx, stop)));
      if (dateLike) {
        const unit = this.startsWithAny(this.after(stop, 1), ['日', '号']);
        if (unit) stop += 1;
        return { end: stop, spoken: `${this.cardinal(d0)}月${this.cardinal(b)}${unit ?? '日'}`, cls: 'date' };
      }
      if (Number(b) !== 0) {
        // Both sides are numbers (5元/斤 and 10元/kg are read 每 by the slash rule of `token`).
        return { end: stop, spoken: this.fractionWords(d0, b), cls: 'fraction' };
      }
    }
    return null;
  }

  private fractionContext(ctx: string, stop: number): boolean {
    return FRACTION_BEFORE_END.some((w) => ctx.endsWith(w)) || this.startsWithAny(this.after(stop, 2), FRACTION_AFTER) !== null;
  }

  /// h:mm:ss as a length of time: 两小时十五分三十秒 (zero minutes or seconds are not said).
  private duration(h: string, m: string, s: string): string {
    let out = Number(h) ? `${this.liang(this.cardinal(h), '小时')}小时` : '';
    if (Number(m)) out += `${this.cardinal(m)}分`;
    if (Number(s)) out += `${this.cardinal(s)}秒`;
    return out || '零秒';
  }

  private ymd(y: string, m: string, d: string, stop: number): string {
    // 2024-03-15日: the written 日 or 号 is read once, by the text after the date.
    const written = this.startsWithAny(this.after(stop, 1), ['日', '号']);
    return `${toChineseDigits(y)}年${this.cardinal(m)}月${this.cardinal(d)}${written ? '' : '日'}`;
  }

  private clock(h: string, m: string, s: string | null): string {
    let out = `${this.liang(this.cardinal(h), '点')}点`;
    const mi = Number(m);
    const se = s === null ? 0 : Number(s);
    if (mi === 0 && se === 0) return out;
    out += mi === 0 ? '零分' : `${m.length === 2 && m[0] === '0' ? '零' : ''}${this.cardinal(String(mi))}分`;
    if (se !== 0) out += `${s![0] === '0' ? '零' : ''}${this.cardinal(String(se))}秒`;
    return out;
  }

  /// The number after +86: a phone number by its shape, else groups of digits joined by single
  /// spaces or dashes (`+86 10 6552 9988`, `+86-138-2233-4455`) with 7 to 11 digits in all.
  private internationalPhone(at: number): Reading | null {
    const sep = this.ch(at);
    const start = sep === ' ' || sep === '-' ? at + 1 : at;
    const shaped = this.phone(start);
    if (shaped) return shaped;
    let digits = '';
    let end = start;
    for (let k = 0; k < 6 && this.isDigit(end); k++) {
      const g = this.digitRun(end);
      digits += g;
      end += g.length;
      if ((this.ch(end) === ' ' || this.ch(end) === '-') && this.isDigit(end + 1)) end++;
      else break;
    }
    if (digits.length < 7 || digits.length > 11 || this.isDigit(end)) return null;
    return { end, spoken: toChineseDigits(digits, { yao: true }), cls: 'phone' };
  }

  /// Mobile (13800138000, 138-0013-8000, 138 0013 8000), landline (010-12345678,
  /// 0755 1234567) and 400/800 service numbers, read digit by digit with 幺 (spec 02 §9).
  private phone(i: number): Reading | null {
    const a = this.digitRun(i);
    if (!a) return null;
    const yao = (s: string) => toChineseDigits(s, { yao: true });
    const end = i + a.length;
    if (this.ch(end) === '.' || this.isLetter(end)) return null;
    if (a.length === 11 && a[0] === '1' && a[1]! >= '3') return { end, spoken: yao(a), cls: 'phone' };
    const sep = this.ch(end);
    if (sep !== '-' && sep !== ' ') return null;
    const b = this.digitRun(end + 1);
    if (!b) return null;
    const afterB = end + 1 + b.length;
    const c = this.ch(afterB) === sep ? this.digitRun(afterB + 1) : '';
    if (a.length === 3 && a[0] === '1' && b.length === 4 && c.length === 4) return { end: afterB + 1 + c.length, spoken: yao(a + b + c), cls: 'phone' };
    if ((a === '400' || a === '800') && b.length === 3 && c.length === 4) return { end: afterB + 1 + c.length, spoken: yao(a + b + c), cls: 'phone' };
    if (a[0] === '0' && (a.length === 3 || a.length === 4) && (b.length === 7 || b.length === 8) && !c) return { end: afterB, spoken: yao(a + b), cls: 'phone' };
    if (a[0] === '0' && (a.length === 3 || a.length === 4) && b.length === 4 && c.length === 4) return { end: afterB + 1 + c.length, spoken: yao(a + b + c), cls: 'phone' };
    return null;
  }

  /// A chain `number (op number)+` read as a formula when some operator is not a dash.
  private formula(first: NumberToken, sign: string): Reading | null {
    let strong = false;
    let ops = 0;
    // Look ahead without reading: operator, then a number.
    let probe = this.operandEnd(first);
    for (let k = 0; k < 12; k++) {
      const p = this.skipSpace(probe);
      const op = this.ch(p);
      if (!(op in MATH_OPS)) break;
      if ((op === 'x' || op === 'X') && (p !== probe || !this.isDigit(p + 1))) break;
      let q = this.skipSpace(p + 1);
      if (MINUS_SIGNS.has(this.ch(q))) q++;
      if (this.ch(q) === '√') q++;
      if (!this.isDigit(q)) break;
      if (STRONG_OPS.has(op) || op === 'x' || op === 'X') strong = true;
      ops++;
      probe = this.operandEnd(this.readNumber(q));
    }
    if (!strong || ops === 0) return null;
    // A formula's numbers are read as values: fractions, decimals, percents, powers.
    let spoken = sign + this.operand(first);
    let at = this.operandEnd(first);
    for (let k = 0; k < ops; k++) {
      const p = this.skipSpace(at);
      const op = this.ch(p);
      let q = this.skipSpace(p + 1);
      let neg = '';
      if (MINUS_SIGNS.has(this.ch(q))) {
        neg = '负';
        q++;
      }
      let root = '';
      if (this.ch(q) === '√') {
        root = '根号';
        q++;
      }
      const n = this.readNumber(q);
      spoken += MATH_OPS[op]! + neg + root + this.operand(n);
      at = this.operandEnd(n);
    }
    return { end: at, spoken, cls: 'math' };
  }

  private operand(n: NumberToken): string {
    let s = this.value(n);
    let at = n.end;
    if (this.ch(at) === '/' && this.isDigit(at + 1) && n.frac === null) {
      const den = this.digitRun(at + 1);
      s = `${this.cardinal(den)}分之${s}`;
      at += 1 + den.length;
    }
    if (this.ch(at) === '%') s = `百分之${s}`;
    else if (this.ch(at) === '²') s += '的平方';
    else if (this.ch(at) === '³') s += '的立方';
    else if (this.ch(at) === '^' && this.isDigit(at + 1)) s += `的${this.cardinal(this.digitRun(at + 1))}次方`;
    return s;
  }

  private operandEnd(n: NumberToken): number {
    let at = n.end;
    if (this.ch(at) === '/' && this.isDigit(at + 1) && n.frac === null) at += 1 + this.digitRun(at + 1).length;
    if (this.ch(at) === '%' || this.ch(at) === '²' || this.ch(at) === '³') at++;
    else if (this.ch(at) === '^' && this.isDigit(at + 1)) at += 1 + this.digitRun(at + 1).length;
    return at;
  }

  /// One number with what immediately follows it (%, a unit, a currency word, 年…), read by its
  /// context. A range's left side passes the right side's suffix and following text instead of
  /// its own; its `end` is then the number's own end and its `unit` is left to the right side.
  private simple(n: NumberToken, sign: string, ctx: string, borrowed?: { suffix: Suffix; following: string }): { end: number; spoken: string; unit: string; cls: TnClass; suffix: Suffix } {
    const at = n.end;
    const suffix = borrowed?.suffix ?? this.suffix(at);
    const following = borrowed?.following ?? this.text.slice(this.skipSpace(at), this.skipSpace(at) + 3);
    const end = borrowed || (suffix.kind !== 'percent' && suffix.kind !== 'unit') ? at : suffix.end;
    const signWord = sign === '负' && suffix.kind === 'unit' && (suffix.unit === '摄氏度' || suffix.unit === '华氏度') ? '零下' : sign;
    const plain = n.frac === null && !n.grouped;
    switch (suffix.kind) {
      case 'percent':
        return { end, spoken: `${signWord}${suffix.word}${this.value(n)}`, unit: '', cls: 'percent', suffix };
      case 'unit':
        return { end, spoken: signWord + this.liang(this.value(n), suffix.unit), unit: borrowed ? '' : suffix.unit, cls: 'measure', suffix };
      case 'money':
        return { end, spoken: signWord + this.liang(this.moneyAmount(n), following), unit: '', cls: 'money', suffix };
      default:
        break;
    }
    if (plain && !sign) {
      const d0 = n.int;
      const digits = (cls: TnClass, end_ = end) => ({ end: end_, spoken: toChineseDigits(d0), unit: '', cls, suffix });
      if (!borrowed) {
        // 2334BC 公元前二三三四年, 1500AD 公元一五零零年
        const era = d0.length <= 4 ? this.era(at) : null;
        if (era) return { end: era.end, spoken: `${era.word}${toChineseDigits(d0)}${this.ch(era.end) === '年' ? '' : '年'}`, unit: '', cls: 'year', suffix };
        // 9 am 上午九点, 4 pm 下午四点
        const mer = d0.length <= 2 && Number(d0) >= 1 && Number(d0) <= 12 ? this.meridiem(at) : null;
        if (mer) return { end: mer.end, spoken: `${this.daytime(Number(d0), mer.pm, ctx)}${this.liang(this.cardinal(d0), '点')}点`, unit: '', cls: 'time', suffix };
      }
      // Years: 2015年 二零一五年, 80年代 八零年代, 2024届 / 2024款; 公元前476年, 公元220年.
      if (d0.length === 4 && Number(d0) >= 1000 && this.startsWithAny(following, YEAR_AFTER) && !following.startsWith('年级')) return digits('year');
      if (d0.length <= 4 && (ctx.endsWith('公元前') || ctx.endsWith('公元')) && following.startsWith('年')) return digits('year');
      // 86年出生, 02年的那场雪: a year written without its century (not 工作了15年)
      if (d0.length === 2 && following.startsWith('年') && !following.startsWith('年代') && !following.startsWith('年级') && this.shortYear(d0, ctx, at + 1)) return digits('year');
      // 80年代 八零年代, 95后 九五后 (a generation)
      if (d0.length === 2 && (following.startsWith('年代') || following.startsWith('后'))) return digits('year');
      // 第2名, and 第1、2名 (the list goes on counting places)
      if (ctx.endsWith('第') || /第[^，。,.]{0,6}、$/.test(ctx)) return { end, spoken: this.cardinal(d0), unit: '', cls: 'ordinal', suffix };
      // 08月08日 八月八日: a month or day is a value, with or without its written zero
      if ((following.startsWith('月') && validMonth(d0)) || ((following.startsWith('日') || following.startsWith('号')) && validDay(d0) && d0.length <= 2)) {
        return { end, spoken: this.cardinal(d0), unit: '', cls: 'date', suffix };
      }
      // 985高校, 211工程: codes by name
      if ((NAMED_CODES as readonly string[]).includes(d0) && (following === '' || this.startsWithAny(following, NAMED_CODE_AFTER))) return digits('code');
      // “1208”号台风: a number in quotes before 号 is a name
      if (OPEN_QUOTES.has(ctx.slice(-1)) && CLOSE_QUOTES.has(this.ch(at)) && this.ch(at + 1) === '号' && d0.length >= 2) return digits('digits');
      if (d0.length >= 2 && this.codeContext(ctx, following, d0.length) === 'id') return digits('digits');
      if ((d0.length >= 2 && d0[0] === '0') || d0.length > MAX_CARDINAL_DIGITS) return digits('digits');
      if (following.startsWith('月') || following.startsWith('日') || following.startsWith('号')) {
        return { end, spoken: this.cardinal(d0), unit: '', cls: 'date', suffix };
      }
      // 5G, 4K, 3D: a number joined to letters that are no unit is a code.
      if (!borrowed && this.isLetter(at)) {
        const tail = this.letters(at);
        if (tail) return { end: tail.end, spoken: this.cardinal(d0) + tail.spoken, unit: '', cls: 'code', suffix };
      }
      if (!borrowed && following.startsWith('+') && !this.isDigit(this.skipSpace(at + 1))) {
        return { end: at + 1, spoken: `${this.liang(this.cardinal(d0), this.after(at + 1, 3))}多`, unit: '', cls: 'cardinal', suffix };
      }
    }
    const spoken = signWord + (sign ? this.value(n) : this.liang(this.value(n), following));
    if (!borrowed && (this.ch(at) === '²' || this.ch(at) === '³')) {
      return { end: at + 1, spoken: `${signWord}${this.value(n)}的${this.ch(at) === '²' ? '平方' : '立方'}`, unit: '', cls: 'math', suffix };
    }
    return { end, spoken, unit: '', cls: n.frac === null ? 'cardinal' : 'decimal', suffix };
  }

  /// An era written after a year (`2334BC`, `753 BC`, `B.C.`, `1500AD`): where it ends and its word.
  private era(at: number): { end: number; word: string } | null {
    const p = this.skipSpace(at);
    let k = p;
    let key = '';
    while (k < p + 6 && (this.isLetter(k) || (this.ch(k) === '.' && key !== ''))) {
      if (this.ch(k) !== '.') key += this.ch(k).toUpperCase();
      k++;
    }
    if (this.isLetter(k)) return null;
    // a sentence's full stop after BC is not part of it (B.C. keeps both of its stops)
    if (this.ch(k - 1) === '.' && this.ch(k - 3) !== '.') k--;
    if (key === 'BC' || key === 'BCE') return { end: k, word: '公元前' };
    if (key === 'AD' || key === 'CE') return { end: k, word: '公元' };
    return null;
  }

  /// Whether `NN年` (the 年 ending before `after`) is a year written without its century.
  private shortYear(d0: string, ctx: string, after: number): boolean {
    const next = this.after(after, 3);
    if (YEAR_COUNT_BEFORE.some((w) => ctx.endsWith(w))) return false;
    if (this.startsWithAny(next, ['多', '来', '间', '内', '以来', '之久', '以上', '以下', '左右', '后', '前', '里', '中', '时间', '半', '的时间'])) return false;
    if (d0[0] === '0') return true;
    return SHORT_YEAR_BEFORE.some((w) => ctx.endsWith(w)) || this.startsWithAny(next, SHORT_YEAR_AFTER) !== null;
  }

  private suffix(at: number): Suffix {
    const c = this.ch(at);
    if (c === '%') return { kind: 'percent', word: '百分之', end: at + 1 };
    if (c === '‰') return { kind: 'percent', word: '千分之', end: at + 1 };
    if (c === '℃' || c === '℉' || c === '㎡' || c === '°' || c === 'μ' || this.isLetter(at) || (c === ' ' && this.isLetter(at + 1))) {
      const start = c === ' ' ? at + 1 : at;
      let best: string | null = null;
      let piece = '';
      for (let k = 0; k < MAX_UNIT && start + k < this.text.length; k++) {
        piece += this.ch(start + k);
        if (UNIT_NAMES[piece] !== undefined && !this.isLetter(start + k + 1) && (start === at || piece.length > 1)) best = piece;
      }
      if (best) {
        let unit = UNIT_NAMES[best]!;
        let end = start + best.length;
        // 5元/kg, 120km/h covered by the table; 3次/天 by the text reading below.
        if (this.ch(end) === '/' && this.isLetter(end + 1)) {
          const per = this.suffix(end + 1);
          if (per.kind === 'unit') {
            unit += `每${per.unit}`;
            end = per.end;
          }
        }
        return { kind: 'unit', unit, end };
      }
    }
    const word = this.startsWithAny(this.after(at, 3), CURRENCY_WORD_LIST);
    if (word) return { kind: 'money', end: at };
    return { kind: 'none', end: at };
  }

  // ---- letters ----------------------------------------------------------------------------

  /// Latin letters: an acronym is read letter by letter (CEO → C E O), a word as written
  /// (iPhone); letters joined to digits form a code (A380 → A三八零, COVID-19 → COVID十九).
  private letters(i: number): Reading | null {
    const prefix = this.currencyPrefix(i);
    if (prefix) return prefix;
    let end = i;
    while (this.isLetter(end)) end++;
    const word = this.text.slice(i, end);
    // No.1 → 第一
    if ((word === 'No' || word === 'NO' || word === 'no') && this.ch(end) === '.' && this.isDigit(this.skipSpace(end + 1))) {
      const n = this.digitRun(this.skipSpace(end + 1));
      return { end: this.skipSpace(end + 1) + n.length, spoken: `第${this.cardinal(n)}`, cls: 'ordinal' };
    }
    let spoken = this.spell(word);
    let cls: TnClass = 'letters';
    // Letters and digits alternating: H1N1, B2B, iPhone15, A380, F-16, COVID-19.
    let at = end;
    for (let k = 0; k < 8; k++) {
      let p = at;
      if ((this.ch(p) === '-' || this.ch(p) === '－') && this.isDigit(p + 1)) p++;
      if (this.isDigit(p)) {
        const n = this.readNumber(p);
        // A version (v1.2.3, Python3.11) is read as values joined by 点; a number as a value up
        // to two digits (G7, iPhone15), else digit by digit (A380).
        const d = n.int;
        let digits = n.frac !== null ? this.value(n) : d.length <= 2 && d[0] !== '0' ? this.cardinal(d) : toChineseDigits(d);
        at = n.end;
        if (n.frac !== null && this.ch(at) === '.' && this.isDigit(at + 1)) {
          const groups = [d, n.frac];
          while (this.ch(at) === '.' && this.isDigit(at + 1) && groups.length < 8) {
            const g = this.digitRun(at + 1);
            groups.push(g);
            at += 1 + g.length;
          }
          digits = groups.map((g) => this.cardinal(g)).join('点');
        }
        spoken += digits;
        cls = 'code';
        if (this.isLetter(at)) {
          let e = at;
          while (this.isLetter(e)) e++;
          spoken += this.spell(this.text.slice(at, e));
          at = e;
        }
        continue;
      }
      break;
    }
    return { end: at, spoken, cls };
  }

  private spell(word: string): string {
    const upper = /^[A-Z]+$/.test(word);
    if (upper && word.length <= 5 && !ACRONYM_WORDS.has(word)) return word.length === 1 ? word : [...word].join(' ');
    return word;
  }
}

type Suffix =
  | { kind: 'percent'; word: string; end: number }
  | { kind: 'unit'; unit: string; end: number }
  | { kind: 'money'; end: number }
  | { kind: 'none'; end: number };

function validMonth(m: string): boolean {
  const n = Number(m);
  return n >= 1 && n <= 12;
}

function validDay(d: string): boolean {
  const n = Number(d);
  return n >= 1 && n <= 31;
}
