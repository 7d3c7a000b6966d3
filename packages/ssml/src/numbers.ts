// Readings for a selected number (spec 02 §2.3 "Number reading", §4, §9 "digit 1 read as 幺 in
// phone numbers"). The selection must be the number itself (surrounding spaces are ignored): the
// pop-up offers every reading that fits, most likely first.
import type { NumberKind } from './schema.ts';

/// One candidate reading of a number.
export interface NumberReading {
  /// Which kind of number it was read as.
  kind: NumberKind;
  /// The Chinese text the engine will speak, e.g. `三分之一`.
  reading: string;
  /// A short Chinese name of the kind for the pop-up, e.g. `分数`.
  label: string;
}

/// The Chinese name of each kind, shown next to its reading.
export const NUMBER_KIND_LABELS: Readonly<Record<NumberKind, string>> = {
  date: '日期',
  time: '时间',
  phone: '电话号码',
  score: '比分',
  cardinal: '数值',
  digits: '逐位读数',
  decimal: '小数',
  fraction: '分数',
  percent: '百分数',
};

const DIGITS = '零一二三四五六七八九';
const SMALL_UNITS = ['', '十', '百', '千'];
const BIG_UNITS = ['', '万', '亿'];
/// Integers read as a value are limited to 12 digits (below 1万亿); longer ones only digit by digit.
export const MAX_CARDINAL_DIGITS = 12;

/// Reads a non-negative integer written in ASCII digits as a Chinese value: `105` → `一百零五`,
/// `12` → `十二`. Returns null for more than `MAX_CARDINAL_DIGITS` significant digits.
export function toChineseNumber(digits: string): string | null {
  if (!/^\d+$/.test(digits)) return null;
  const s = digits.replace(/^0+(?=\d)/, '');
  if (s.length > MAX_CARDINAL_DIGITS) return null;
  if (/^0+$/.test(s)) return '零';
  // Groups of four digits (个, 万, 亿), highest first. A 零 is said for zeros between two spoken
  // digits: inside a group (1005 一千零五), for a group that starts with zeros (100500 十万零五百)
  // or for a whole group of zeros (100000001 一亿零一); never because the group above ended in a
  // zero (501000 is 五十万一千, issue 12).
  let out = '';
  let pendingZero = false;
  const groups = Math.ceil(s.length / 4);
  for (let g = 0; g < groups; g++) {
    const end = s.length - (groups - 1 - g) * 4;
    const group = s.slice(Math.max(0, end - 4), end).padStart(4, '0');
    if (group === '0000') {
      if (out) pendingZero = true;
      continue;
    }
    let body = '';
    let zero = false;
    for (let j = 0; j < 4; j++) {
      const d = group.charCodeAt(j) - 48;
      if (d === 0) {
        if (body) zero = true;
        continue;
      }
      if (zero) body += '零';
      zero = false;
      body += DIGITS[d]! + SMALL_UNITS[3 - j]!;
    }
    if (out && (pendingZero || group[0] === '0')) out += '零';
    out += body + BIG_UNITS[groups - 1 - g]!;
    pendingZero = false;
  }
  // 10-19 are read 十, 十一… not 一十, 一十一 at the start of a number.
  return out.startsWith('一十') ? out.slice(1) : out;
}

/// Reads digits one by one: `2024` → `二零二四`; with `yao` the digit 1 is `幺` (phone numbers).
export function toChineseDigits(digits: string, { yao = false }: { yao?: boolean } = {}): string {
  let out = '';
  for (const ch of digits) {
    if (ch >= '0' && ch <= '9') out += ch === '1' && yao ? '幺' : DIGITS[Number(ch)]!;
  }
  return out;
}

function signed(negative: boolean, body: string): string {
  return negative ? `负${body}` : body;
}

function decimalReading(text: string): string | null {
  const m = /^(-?)(\d+)\.(\d+)$/.exec(text);
  if (!m) return null;
  const int = toChineseNumber(m[2]!);
  return int === null ? null : signed(m[1] === '-', `${int}点${toChineseDigits(m[3]!)}`);
}

function valueReading(text: string): string | null {
  const m = /^(-?)(\d+)$/.exec(text);
  if (m) {
    const v = toChineseNumber(m[2]!);
    return v === null ? null : signed(m[1] === '-', v);
  }
  return decimalReading(text);
}

function minuteOrSecond(part: string, unit: string): string {
  const n = Number(part);
  if (n === 0) return '';
  const body = toChineseNumber(String(n))!;
  return `${part.length === 2 && part[0] === '0' ? '零' : ''}${body}${unit}`;
}

function dateReading(text: string): string | null {
  let m = /^(\d{4})([-/.])(\d{1,2})\2(\d{1,2})$/.exec(text);
  if (m) return ymd(m[1]!, m[3]!, m[4]!);
  m = /^(\d{4})年(\d{1,2})月(\d{1,2})[日号]$/.exec(text);
  if (m) return ymd(m[1]!, m[2]!, m[3]!, text.endsWith('号') ? '号' : '日');
  m = /^(\d{4})年(\d{1,2})月$/.exec(text);
  if (m) return validMonth(m[2]!) ? `${toChineseDigits(m[1]!)}年${toChineseNumber(m[2]!)}月` : null;
  m = /^(\d{1,2})月(\d{1,2})[日号]$/.exec(text);
  if (m) return validMonth(m[1]!) && validDay(m[2]!) ? `${toChineseNumber(m[1]!)}月${toChineseNumber(m[2]!)}${text.endsWith('号') ? '号' : '日'}` : null;
  m = /^(\d{2,4})年$/.exec(text);
  if (m) return `${toChineseDigits(m[1]!)}年`;
  return null;
}
const validMonth = (m: string) => Number(m) >= 1 && Number(m) <= 12;
const validDay = (d: string) => Number(d) >= 1 && Number(d) <= 31;
function ymd(y: string, mo: string, d: string, dayUnit = '日'): string | null {
  if (!validMonth(mo) || !validDay(d)) return null;
  return `${toChineseDigits(y)}年${toChineseNumber(mo)}月${toChineseNumber(d)}${dayUnit}`;
}

function timeReading(text: string): string | null {
  const m = /^(\d{1,2})[:：](\d{2})(?:[:：](\d{2}))?$/.exec(text);
  if (!m) return null;
  const [h, mi, se] = [Number(m[1]), Number(m[2]), m[3] === undefined ? 0 : Number(m[3])];
  if (h > 24 || mi > 59 || se > 59) return null;
  let out = `${toChineseNumber(String(h))}点`;
  if (mi === 0 && se === 0) return `${out}整`;
  out += mi === 0 ? '零分' : minuteOrSecond(m[2]!, '分');
  if (se !== 0) out += minuteOrSecond(m[3]!, '秒');
  return out;
}

function phoneReading(text: string): string | null {
  const compact = text.replace(/[\s-]/g, '');
  const mobile = /^(\+?86)?(1[3-9]\d{9})$/.exec(compact);
  const landline = /^0\d{2,3}\d{7,8}$/.test(compact) && /^0\d{2,3}[-\s]?\d{3,4}[-\s]?\d{3,4}$/.test(text);
  const service = /^[48]00\d{7}$/.test(compact);
  if (!mobile && !landline && !service) return null;
  const prefix = mobile?.[1] ? '加八六' : '';
  return prefix + toChineseDigits(mobile ? mobile[2]! : compact, { yao: true });
}

/// Every reading that fits `text` (trimmed), most likely first; empty when it is not a number this
/// package recognises (the pop-up then says 无法识别当前选中的数字！).
export function numberReadings(text: string): NumberReading[] {
  const t = text.trim().replace(/，/g, ',');
  const out: NumberReading[] = [];
  const add = (kind: NumberKind, reading: string | null) => {
    if (reading && !out.some((r) => r.reading === reading)) out.push({ kind, reading, label: NUMBER_KIND_LABELS[kind] });
  };
  if (!t || !/\d/.test(t)) return out;

  add('date', dateReading(t));
  add('time', timeReading(t));
  add('phone', phoneReading(t));

  const score = /^(\d{1,3})\s*[:：比]\s*(\d{1,3})$/.exec(t);
  if (score) add('score', `${toChineseNumber(score[1]!)}比${toChineseNumber(score[2]!)}`);

  const fraction = /^(-?)(\d+)\/(\d+)$/.exec(t);
  if (fraction && Number(fraction[3]) !== 0) {
    const num = toChineseNumber(fraction[2]!);
    const den = toChineseNumber(fraction[3]!);
    if (num && den) add('fraction', signed(fraction[1] === '-', `${den}分之${num}`));
  }

  const percent = /^(-?\d+(?:\.\d+)?)[%％]$/.exec(t);
  if (percent) {
    const v = valueReading(percent[1]!.replace('-', ''));
    if (v) add('percent', signed(percent[1]!.startsWith('-'), `百分之${v}`));
  }

  // Thousands separators: 1,234,567 is one integer.
  const plain = /^-?\d{1,3}(,\d{3})+(\.\d+)?$/.test(t) ? t.replace(/,/g, '') : t;
  if (/^-?\d+\.\d+$/.test(plain)) add('decimal', decimalReading(plain));
  if (/^-?\d+$/.test(plain)) {
    add('cardinal', valueReading(plain));
    if (plain.replace('-', '').length >= 2) add('digits', signed(plain.startsWith('-'), toChineseDigits(plain)));
  }
  return out;
}
