// Helpers of the trade suites: order as the dialog does, read the QR as a phone does, pay at the sandbox
// cashier as a person does (its page, then its form).
import { expect } from 'vitest';
import { contract } from '@peiyin/api-client';
import type { App } from '../../app.ts';
import { send } from '../../testing/harness.ts';
import { readQr } from '../../testing/qrDecode.ts';

export async function presetOrder(app: App, token: string, productId: number, payMethod = 1, productType = Math.floor(productId / 100) * 100) {
  const answer = await send(app, contract.trade.newPresetOrder, { productType, productId, payMethod, qrWidth: 300 }, { token });
  if (answer.body.code !== 200) throw new Error(`order refused: ${answer.body.message}`);
  const order = answer.body.data!;
  return { ...order, payUrl: readQr(order.qrcode) };
}

export async function orderStatus(app: App, token: string, orderNo: string) {
  return (await send(app, contract.trade.checkPresetOrderStatus, { orderNo }, { token })).body;
}

/// The cashier page of a sandbox pay URL, then its 确认支付 (or 取消) form, posted as a browser posts it.
export async function payAtCashier(app: App, payUrl: string, button: 'pay' | 'cancel' = 'pay') {
  const url = new URL(payUrl, 'http://localhost');
  const page = await app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain('沙箱支付，不产生真实扣款');
  const form = new URLSearchParams({ orderNo: url.searchParams.get('orderNo')!, t: url.searchParams.get('t')! }).toString();
  const result = await app.inject({ method: 'POST', url: `/pay/sandbox/${button}`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: form });
  return { page: page.body, result };
}

/// The cashier URL's query, for calling the sandbox as its gateway would.
export const ticketOf = (payUrl: string) => Object.fromEntries(new URL(payUrl, 'http://localhost').searchParams);

export async function postNotification(app: App, provider: string, notification: { headers: Record<string, string>; body: string }) {
  return app.inject({ method: 'POST', url: `/api/trade/notify/${provider}`, headers: notification.headers, payload: notification.body });
}
