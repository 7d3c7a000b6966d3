import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BANNER_URL, askBanner, bannerOf, bannerOrTimeout, forgetBanner, knownBanner } from './bootBanner';

const activity = { name: '会员限时特惠', link: '', imagePath: '/img/a.svg', beginTimeMillis: 0, endTimeMillis: 1, valid: true, closeable: true };
const answering = (body: unknown, ok = true) => vi.fn(async () => ({ ok, json: async () => body }) as Response);

afterEach(() => {
  forgetBanner();
  vi.useRealTimers();
});

describe('the activity banner asked for at start (issue 27: it came late and shifted the page 80 px)', () => {
  it('reads an activity in its time window, and nothing else', () => {
    expect(bannerOf({ code: 200, data: activity })).toEqual({ name: '会员限时特惠', imagePath: '/img/a.svg', closeable: true });
    expect(bannerOf({ code: 200, data: { ...activity, valid: false } })).toBeNull();
    expect(bannerOf({ code: 200, data: null })).toBeNull();
    expect(bannerOf({ code: 200, data: { name: 1 } })).toBeNull();
    expect(bannerOf(null)).toBeNull();
    expect(bannerOf('<html>')).toBeNull();
  });

  it('asks once per page load and knows the answer from then on', async () => {
    const fetcher = answering({ code: 200, data: activity });
    expect(knownBanner()).toBeUndefined();
    await askBanner(fetcher);
    await askBanner(fetcher);
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(fetcher).toHaveBeenCalledWith(BANNER_URL, { credentials: 'same-origin' });
    expect(knownBanner()).toEqual({ banner: expect.objectContaining({ name: '会员限时特惠' }) });
  });

  it('takes a failed call or a refused answer for no banner, silently', async () => {
    await expect(askBanner(vi.fn(async () => Promise.reject(new TypeError('offline'))))).resolves.toBeNull();
    forgetBanner();
    await expect(askBanner(answering({}, false))).resolves.toBeNull();
    expect(knownBanner()).toEqual({ banner: null });
  });

  it('lets the first render wait for a slow answer only a bounded time', async () => {
    vi.useFakeTimers();
    let answer!: (value: Response) => void;
    askBanner(vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))));
    let waited = false;
    void bannerOrTimeout(300).then(() => (waited = true));
    await vi.advanceTimersByTimeAsync(299);
    expect(waited).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(waited).toBe(true);
    expect(knownBanner()).toBeUndefined();
    answer({ ok: true, json: async () => ({ data: activity }) } as Response);
    await vi.runAllTimersAsync();
    expect(knownBanner()?.banner?.name).toBe('会员限时特惠');
  });

  it('is preloaded by index.html with the same address, so the browser asks once', () => {
    const html = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');
    expect(html).toContain(`<link rel="preload" href="${BANNER_URL}" as="fetch" crossorigin="anonymous" />`);
  });
});
