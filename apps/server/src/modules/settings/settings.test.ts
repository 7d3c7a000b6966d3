import { describe, expect, it } from 'vitest';
import { contract } from '@peiyin/api-client';
import { describeOnBothDatabases, send, startServer } from '../../testing/harness.ts';
import { loadSiteConfig } from './site.ts';

const day = 24 * 60 * 60 * 1000;

describeOnBothDatabases('home settings', (server) => {
  it('answers at least six seeded home reviews, each with an illustrated SVG face', async () => {
    const { app } = server();
    const { body } = await send(app, contract.settings.homeComments);
    expect(body.code).toBe(200);
    const reviews = body.data!;
    expect(reviews.length).toBeGreaterThanOrEqual(6);
    expect(new Set(reviews.map((review) => review.avatar)).size).toBe(reviews.length);
    for (const review of reviews) {
      expect(review.nickname.length).toBeGreaterThan(0);
      expect(review.message.length).toBeGreaterThan(10);
      const avatar = await app.inject({ method: 'GET', url: review.avatar });
      expect(avatar.statusCode).toBe(200);
      expect(avatar.headers['content-type']).toMatch(/^image\/svg\+xml/);
      // an illustrated face (assets/avatars.ts), not an abstract mark
      expect(avatar.body).toMatch(/^<svg[^>]*viewBox="0 0 64 64"/);
    }
  });

  it('answers the current, closeable activity of position 1 with a served banner image', async () => {
    const { app, clock } = server();
    const { body } = await send(app, contract.settings.activityBanner, { position: 1 });
    const banner = body.data!;
    expect(banner).toMatchObject({ name: '会员限时特惠', valid: true, closeable: true });
    expect(banner.beginTimeMillis).toBeLessThanOrEqual(clock.time);
    expect(banner.endTimeMillis).toBeGreaterThan(clock.time);
    const image = await app.inject({ method: 'GET', url: banner.imagePath });
    expect(image.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(image.body).toContain('会员限时特惠');
  });

  it('answers null for a position without activity and once the activity has ended', async () => {
    const { app, clock } = server();
    expect((await send(app, contract.settings.activityBanner, { position: 2 })).body).toEqual({ code: 200, message: 'success', data: null });
    const saved = clock.time;
    clock.advance(400 * day);
    expect((await send(app, contract.settings.activityBanner, { position: 1 })).body.data).toBeNull();
    clock.time = saved;
  });

  it('rejects a missing or malformed position', async () => {
    const { app } = server();
    for (const position of [undefined, 'abc', '0', '1.5', '100000']) {
      const { status, body } = await send(app, contract.settings.activityBanner, position === undefined ? {} : { position });
      expect({ position, status, body }).toEqual({ position, status: 400, body: { code: 400, message: '广告位参数不正确', data: null } });
    }
  });
});

describe('activity banner where payment is off (issue 27)', () => {
  it('answers no activity: a sale would end at 在线支付暂未开通', async () => {
    const { app, stop } = await startServer('sqlite', { env: { PAY_PROVIDER: 'none' } });
    try {
      expect((await send(app, contract.settings.activityBanner, { position: 1 })).body).toEqual({ code: 200, message: 'success', data: null });
    } finally {
      await stop();
    }
  });
});

describe('site settings (issue 27: no fake filing number or QR codes)', () => {
  it('answers nothing configured by default: no filing number, no QR codes', async () => {
    const { app, stop } = await startServer('sqlite');
    try {
      expect((await send(app, contract.settings.site)).body).toEqual({ code: 200, message: 'success', data: { filingNumber: null, serviceQrs: [], appQrs: [] } });
    } finally {
      await stop();
    }
  });

  it('answers what the deployer configured', async () => {
    const serviceQrs = [{ label: '客服微信', value: 'https://u.wechat.com/abc' }];
    const appQrs = [
      { label: 'iOS', value: 'https://apps.apple.com/app/id1' },
      { label: 'Android', value: 'https://example.cn/peiyin.apk' },
    ];
    const { app, stop } = await startServer('sqlite', {
      env: { SITE_FILING_NUMBER: ' 京ICP备12345678号-2 ', SITE_SERVICE_QRS: JSON.stringify(serviceQrs), SITE_APP_QRS: JSON.stringify(appQrs) },
    });
    try {
      expect((await send(app, contract.settings.site)).body.data).toEqual({ filingNumber: '京ICP备12345678号-2', serviceQrs, appQrs });
    } finally {
      await stop();
    }
  });

  it('refuses to start with QR codes it cannot read, naming the variable', () => {
    expect(() => loadSiteConfig({ SITE_SERVICE_QRS: 'https://u.wechat.com/abc' })).toThrow(/SITE_SERVICE_QRS must be a JSON array/);
    expect(() => loadSiteConfig({ SITE_APP_QRS: JSON.stringify([{ label: '', value: 'x' }]) })).toThrow(/SITE_APP_QRS: at most 4 entries/);
    expect(loadSiteConfig({ SITE_FILING_NUMBER: '  ' })).toEqual({ filingNumber: null, serviceQrs: [], appQrs: [] });
  });
});
