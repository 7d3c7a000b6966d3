// The account, tools, writing, drawing, dictionary and static pages on a phone (390 × 844) and a tablet
// (768 × 1024), in real Chromium against the real server (issue 19: every route usable at 390 px). For each
// route: nothing the page draws (its <main> and the footer) reaches past the right edge of the screen, except
// inside a box that scrolls sideways on its own (a row of tabs, the dictionary's table); and on a phone the side
// menus are a row above the page, not a column squeezing it. The header, the activity banner and the right tool
// bar are the shell's and are checked by the phone journey.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useStudio } from './harness.ts';

const routes = [
  '/protocol', '/privacy', '/third-party', '/member-agreement', '/subscription-agreement', '/help', '/about', '/download',
  '/tools', '/gpt/prompts', '/gpt/inspiration', '/anchor/custom/edit', '/draws', '/gpt', '/pay/result', '/inviter',
  '/pronunciation', '/aitools/rewrite', '/aitools/ocr', '/aitools/asr-v2', '/aitools/audioParse', '/aitools/rwm',
  '/aitools/blobDownloader', '/account/userinfo', '/account/password', '/account/trade_flow', '/account/inviter', '/no-such-page',
];

/** Elements of the page (main, footer) whose right edge is past the screen's, outside any box that clips or scrolls them. */
function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const clipped = (element: Element) => {
      for (let up = element.parentElement; up && up !== document.body; up = up.parentElement) {
        if (getComputedStyle(up).overflowX !== 'visible') return true;
      }
      return false;
    };
    const found: string[] = [];
    for (const element of document.querySelectorAll('main *, body > #root footer *')) {
      const box = element.getBoundingClientRect();
      if (box.width > 0 && box.right > width + 1 && !clipped(element)) {
        found.push(`<${element.tagName.toLowerCase()}> ${(element.textContent ?? '').trim().slice(0, 24)} (${Math.round(box.left)}–${Math.round(box.right)})`);
      }
    }
    return found;
  });
}

describe('pages on a phone and a tablet', () => {
  const studio = useStudio();

  // the harness closes every page after its test: each test signs a user of its own up
  async function signedIn(phone: string): Promise<Page> {
    const { page } = await studio.newPage();
    await page.goto('/home');
    await studio.signUp(page, phone);
    return page;
  }

  for (const size of [{ width: 390, height: 844 }, { width: 768, height: 1024 }]) {
    it(`draws nothing past the right edge of a ${size.width} px screen`, async () => {
      const page = await signedIn(`1390000${size.width}0`);
      await page.setViewportSize(size);
      for (const route of routes) {
        await page.goto(route);
        await page.locator('main').waitFor();
        await page.waitForLoadState('networkidle');
        expect({ route, overflowing: await overflowing(page) }).toEqual({ route, overflowing: [] });
      }
    });
  }

  it('turns the side menus into a row of tabs and folds the writing column on a phone', async () => {
    const page = await signedIn('13900001919');
    await page.setViewportSize({ width: 390, height: 844 });
    for (const [route, menu] of [['/account/trade_flow', '个人中心'], ['/aitools/audioParse', '智能工具']] as const) {
      await page.goto(route);
      const nav = page.getByRole('navigation', { name: menu });
      await nav.locator('[aria-current="page"]').waitFor();
      const tops = await nav.getByRole('link').evaluateAll((links) => links.map((link) => Math.round(link.getBoundingClientRect().top)));
      expect(new Set(tops).size).toBe(1);
      // the current tab is scrolled into sight
      const current = await nav.locator('[aria-current="page"]').boundingBox();
      expect(current && current.x >= 0 && current.x + current.width <= 390).toBe(true);
    }
    await page.goto('/gpt');
    const bar = page.getByRole('button', { name: /模式与对话/ });
    await expect.poll(() => bar.getAttribute('aria-expanded')).toBe('false');
    await bar.click();
    await expect.poll(() => page.getByRole('navigation', { name: '对话模式' }).isVisible()).toBe(true);
  });
});
