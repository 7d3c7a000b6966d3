// Test helper: gives a user membership time the way a payment would (through the one grant path), for
// suites that need a member without going through an order.
import { randomUUID } from 'node:crypto';
import type { App } from '../app.ts';
import { DAY_MS } from '../modules/vip/membership.ts';

export async function grantMembership(app: App, userId: number, grant: { productType?: 100 | 200 | 300; level?: number; days?: number } = {}) {
  const productType = grant.productType ?? 100;
  return app.db.transaction().execute((trx) =>
    app.vip.grant(trx, { userId, productType, level: grant.level ?? (productType === 100 ? 2 : 1), ms: (grant.days ?? 30) * DAY_MS, reason: 'manual', ref: `manual:${randomUUID()}` }),
  );
}

/// The user id behind a phone.
export async function userIdOf(app: App, phone: string): Promise<number> {
  return (await app.db.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirstOrThrow()).id;
}
