import { expect, it } from 'vitest';
import { describeOnBothDatabases } from '../testing/harness.ts';
import { housekeeping } from './housekeeping.ts';
import { migrate } from './index.ts';
import { seed } from './seed.ts';

const day = 24 * 60 * 60 * 1000;

describeOnBothDatabases('housekeeping', (server) => {
  it('drops stale rate events, codes, captchas and WeChat states, and keeps live ones', async () => {
    const { app, clock } = server();
    const db = app.db;
    const now = clock.time;
    await db.insertInto('rate_events').values([
      { kind: 'sms_phone', subject: 'old', created_at: now - 3 * day },
      { kind: 'sms_phone', subject: 'new', created_at: now - 60_000 },
    ]).execute();
    await db.insertInto('sms_codes').values([
      { phone: '13800000001', purpose: 'login', code_hash: 'x', created_at: now - 3 * day, expires_at: now - 2 * day },
      { phone: '13800000002', purpose: 'login', code_hash: 'y', created_at: now, expires_at: now + 300_000 },
    ]).execute();
    await db.insertInto('captchas').values([
      { subject: 'login:old', text_hash: 'x', expires_at: now - 1 },
      { subject: 'login:new', text_hash: 'y', expires_at: now + 300_000 },
    ]).execute();
    await db.insertInto('wx_states').values([
      { state: 'old', created_at: now - 2 * day, used_at: null },
      { state: 'new', created_at: now, used_at: null },
    ]).execute();
    await db.insertInto('wx_pending').values([
      { openid: 'old', expires_at: now - 1 },
      { openid: 'new', expires_at: now + 60_000 },
    ]).execute();

    await housekeeping(db, now);

    expect((await db.selectFrom('rate_events').select('subject').where('subject', 'in', ['old', 'new']).execute()).map((r) => r.subject)).toEqual(['new']);
    expect((await db.selectFrom('sms_codes').select('phone').where('phone', 'in', ['13800000001', '13800000002']).execute()).map((r) => r.phone)).toEqual(['13800000002']);
    expect((await db.selectFrom('captchas').select('subject').execute()).map((r) => r.subject)).toEqual(['login:new']);
    expect((await db.selectFrom('wx_states').select('state').where('state', 'in', ['old', 'new']).execute()).map((r) => r.state)).toEqual(['new']);
    expect((await db.selectFrom('wx_pending').select('openid').execute()).map((r) => r.openid)).toEqual(['new']);
  });

  it('migrations and seed are idempotent: a restart on the same database keeps one seed', async () => {
    const { app } = server();
    await migrate(app.db, app.dbKind);
    await seed(app.db, Date.now());
    const comments = await app.db.selectFrom('home_comments').select('id').execute();
    const activities = await app.db.selectFrom('activities').select('id').execute();
    expect(comments).toHaveLength(6);
    expect(activities).toHaveLength(1);
  });
});
