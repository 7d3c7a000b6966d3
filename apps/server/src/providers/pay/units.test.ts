// Money and time conversions: what goes on the wire to the providers and what comes back.
import { describe, expect, it } from 'vitest';
import { checkOrder, cleanSubject, fenToYuan, fromAlipayTime, fromRfc3339, isOrderNo, toAlipayTime, toWechatTime, yuanToFen } from './units.ts';

describe('amounts', () => {
  it.each([
    [0, '0.00'],
    [1, '0.01'],
    [10, '0.10'],
    [100, '1.00'],
    [2990, '29.90'],
    [12345, '123.45'],
    [10_000_000_000, '100000000.00'],
  ])('%i fen is %s yuan, and back', (fen, yuan) => {
    expect(fenToYuan(fen)).toBe(yuan);
    expect(yuanToFen(yuan)).toBe(fen);
  });

  it('reads the yuan forms providers write without float rounding', () => {
    expect(yuanToFen('88')).toBe(8800);
    expect(yuanToFen('1.5')).toBe(150);
    expect(yuanToFen('0.29')).toBe(29); // 0.29 * 100 is 28.999999999999996 in floating point
    expect(yuanToFen('19.99')).toBe(1999);
  });

  it.each(['-1', '1.234', '1e2', '', '.5', '1.', 'abc', '0x10', '1,00', '1 000', '+1', '１.00'])('refuses %j as an amount', (text) => {
    expect(yuanToFen(text)).toBeNull();
  });

  it('refuses fen that are not a whole, non-negative, safe number', () => {
    for (const bad of [-1, 1.5, Number.NaN, Infinity, 10_000_000_001]) expect(() => fenToYuan(bad)).toThrow(RangeError);
  });

  it('round-trips every amount up to ¥1000', () => {
    for (let fen = 0; fen <= 100_000; fen++) if (yuanToFen(fenToYuan(fen)) !== fen) throw new Error(`${fen} does not round-trip`);
  });
});

describe('Beijing time', () => {
  it('writes Alipay time in UTC+8 whatever the server zone', () => {
    expect(toAlipayTime(new Date('2024-01-01T16:30:05Z'))).toBe('2024-01-02 00:30:05');
    expect(fromAlipayTime('2024-01-02 00:30:05')?.toISOString()).toBe('2024-01-01T16:30:05.000Z');
    expect(fromAlipayTime('2024/01/02 00:30')).toBeNull();
    expect(fromAlipayTime(undefined)).toBeNull();
  });

  it('writes WeChat time as RFC 3339 with +08:00 and reads any offset', () => {
    expect(toWechatTime(new Date('2018-06-08T02:34:56.789Z'))).toBe('2018-06-08T10:34:56+08:00');
    expect(fromRfc3339('2018-06-08T10:34:56+08:00')?.toISOString()).toBe('2018-06-08T02:34:56.000Z');
    expect(fromRfc3339('2018-06-08T02:34:56Z')?.toISOString()).toBe('2018-06-08T02:34:56.000Z');
    expect(fromRfc3339('2018-06-08 10:34:56')).toBeNull();
  });
});

describe('orders', () => {
  it('accepts order numbers both providers accept', () => {
    expect(isOrderNo('P20240101123456abcd')).toBe(true);
    expect(isOrderNo('abc-_1')).toBe(true);
    for (const bad of ['short', 'x'.repeat(33), '订单123456', 'a b c d e f', 'abc/def']) expect(isOrderNo(bad)).toBe(false);
  });

  it('refuses an order a provider would refuse, before calling it', () => {
    const order = { orderNo: 'P2024010100001', amountFen: 100, subject: '会员', expiresAt: new Date() };
    expect(() => checkOrder(order)).not.toThrow();
    expect(() => checkOrder({ ...order, amountFen: 0 })).toThrow(/positive integer/);
    expect(() => checkOrder({ ...order, amountFen: 9.9 })).toThrow(/positive integer/);
    expect(() => checkOrder({ ...order, orderNo: 'x' })).toThrow(/order number/);
    expect(() => checkOrder({ ...order, subject: ' ' })).toThrow(/subject/);
    expect(() => checkOrder({ ...order, expiresAt: new Date(Number.NaN) })).toThrow(/expiresAt/);
  });

  it("cleans a subject of Alipay's forbidden characters and cuts it by characters, not bytes", () => {
    expect(cleanSubject('VIP/月卡=特惠&热卖', 256)).toBe('VIP 月卡 特惠 热卖');
    expect(cleanSubject('配'.repeat(200), 127)).toHaveLength(127);
  });
});
