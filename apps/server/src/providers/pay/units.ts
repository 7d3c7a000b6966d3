// Money and time as the providers write them. Amounts are integer fen everywhere inside Peiyin;
// Alipay speaks yuan strings with two decimals ("0.01"), WeChat Pay integer fen. Both speak Beijing
// time (UTC+8, no daylight saving), whatever the server's own time zone.
import type { PayOrder } from './types.ts';

/// The largest amount we accept: ¥100 000 000.00, far below 2^53 and above any provider's limit.
export const MAX_FEN = 10_000_000_000;

/// 1 → "0.01", 12345 → "123.45". Integer arithmetic only: no float rounding on money.
export function fenToYuan(fen: number): string {
  if (!Number.isSafeInteger(fen) || fen < 0 || fen > MAX_FEN) throw new RangeError(`not an amount in fen: ${fen}`);
  return `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;
}

// Plain decimal yuan: digits, optionally one or two decimals. Anchored, no nested quantifier.
const yuanPattern = /^(\d{1,9})(?:\.(\d{1,2}))?$/;

/// "0.01" → 1, "88" → 8800, "1.5" → 150. Rejects signs, exponents, more than two decimals and
/// anything else a float parse would quietly accept (returns null).
export function yuanToFen(yuan: string): number | null {
  const match = yuanPattern.exec(yuan.trim());
  if (!match) return null;
  const fen = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return fen <= MAX_FEN ? fen : null;
}

const BEIJING_OFFSET_MS = 8 * 3600_000;
const pad = (n: number) => String(n).padStart(2, '0');

function beijingParts(date: Date) {
  const t = new Date(date.getTime() + BEIJING_OFFSET_MS);
  return {
    date: `${t.getUTCFullYear()}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())}`,
    time: `${pad(t.getUTCHours())}:${pad(t.getUTCMinutes())}:${pad(t.getUTCSeconds())}`,
  };
}

/// Alipay's `yyyy-MM-dd HH:mm:ss` in Beijing time (request `timestamp`, `time_expire`). alipay-sdk
/// formats the server's local time, which is 8 hours off on a UTC server (Alipay then answers
/// isv.invalid-timestamp), so the adapter passes this instead.
export function toAlipayTime(date: Date): string {
  const { date: d, time } = beijingParts(date);
  return `${d} ${time}`;
}

const alipayTimePattern = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

/// Reads Alipay's `gmt_payment` / `send_pay_date` (Beijing time); null when absent or unreadable.
export function fromAlipayTime(value: string | undefined | null): Date | null {
  const m = value ? alipayTimePattern.exec(value) : null;
  if (!m) return null;
  const ms = Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!) - BEIJING_OFFSET_MS;
  return Number.isNaN(ms) ? null : new Date(ms);
}

/// WeChat Pay's RFC 3339 with the Beijing offset: `2018-06-08T10:34:56+08:00` (`time_expire`).
export function toWechatTime(date: Date): string {
  const { date: d, time } = beijingParts(date);
  return `${d}T${time}+08:00`;
}

/// Reads an RFC 3339 time with an offset (WeChat `success_time`); null when unreadable.
export function fromRfc3339(value: string | undefined | null): Date | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,9})?(?:Z|[+-]\d{2}:\d{2})$/.test(value)) return null;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : new Date(ms);
}

// WeChat's out_trade_no is 6-32 characters of [0-9A-Za-z_-|*]; Alipay's up to 64 of letters, digits
// and underscores. One order number must suit both tabs, so: 6-32 of [0-9A-Za-z_-].
const orderNoPattern = /^[0-9A-Za-z_-]{6,32}$/;

export function isOrderNo(value: string): boolean {
  return orderNoPattern.test(value);
}

/// A malformed order is a programming error in the caller, not the user's: RangeError.
export function checkOrder(order: PayOrder): void {
  if (!isOrderNo(order.orderNo)) throw new RangeError(`order number must be 6-32 of [0-9A-Za-z_-]: ${order.orderNo}`);
  if (!Number.isSafeInteger(order.amountFen) || order.amountFen <= 0 || order.amountFen > MAX_FEN) throw new RangeError(`amount must be a positive integer in fen: ${order.amountFen}`);
  if (!(order.expiresAt instanceof Date) || Number.isNaN(order.expiresAt.getTime())) throw new RangeError('expiresAt must be a date');
  if (!order.subject.trim()) throw new RangeError('subject must not be empty');
}

/// The subject as a provider accepts it: Alipay refuses `/`, `=` and `&` in subject; both limit the
/// length (Alipay 256, WeChat 127 characters).
export function cleanSubject(subject: string, maxLength: number): string {
  // eslint-disable-next-line no-control-regex
  const cleaned = subject.replace(/[/=&\u0000-\u001f]/g, ' ').trim();
  return Array.from(cleaned).slice(0, maxLength).join('');
}

/// The first value of a header as Node gives it (string, array of strings, or absent).
export function header(headers: Record<string, string | string[] | undefined>, name: string): string | undefined {
  const value = headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

/// Joins a base URL and a path, whatever slashes either carries.
export function joinUrl(base: string, path: string): string {
  return `${base.replace(/(?<!\/)\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}
