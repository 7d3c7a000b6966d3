// What the Alipay and WeChat Pay adapter tests share besides the protocol server (server.ts): a fresh order
// per test, and the typed error a call rejects with.
import { expect } from 'vitest';
import { PayError, PayNotifyError, type PayOrder } from '../types.ts';

/// Orders numbered `<prefix><time><sequence>`, a 29.90 yuan monthly membership due in five minutes unless overridden.
export function orderMaker(prefix: string): (overrides?: Partial<PayOrder>) => PayOrder {
  let sequence = 0;
  return (overrides = {}) => ({
    orderNo: `${prefix}${Date.now()}${String(++sequence).padStart(4, '0')}`,
    amountFen: 2990,
    subject: '配音会员·月卡',
    expiresAt: new Date(Date.now() + 5 * 60_000),
    ...overrides,
  });
}

const settled = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (e: unknown) => e,
  );

/// The PayError a call rejects with (fails the test when it resolves or throws something else).
export async function failure(promise: Promise<unknown>): Promise<PayError> {
  const error = await settled(promise);
  expect(error).toBeInstanceOf(PayError);
  return error as PayError;
}

/// The PayNotifyError a notification is refused with.
export async function rejection(promise: Promise<unknown>): Promise<PayNotifyError> {
  const error = await settled(promise);
  expect(error).toBeInstanceOf(PayNotifyError);
  return error as PayNotifyError;
}

/// A payment time the provider read, against this machine's clock read just before and just after the double
/// stamped it: the double writes whole seconds (Beijing time), so it lies in [start of `before`'s second,
/// `after`]. No window of wall-clock time: a time-zone mistake (8 hours) or a wrong field lands outside.
export function expectPaidBetween(paidAt: Date | null, before: number, after: number): void {
  expect(paidAt).toBeInstanceOf(Date);
  expect(paidAt!.getTime()).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
  expect(paidAt!.getTime()).toBeLessThanOrEqual(after);
}
