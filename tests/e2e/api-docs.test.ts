// The API reference at /api/docs in real Chromium against the real server: it renders every domain of the
// contract with its Chinese summaries, under the server's CSP, loading nothing from another origin.
import { describe, expect, it } from 'vitest';
import { useStudio } from './harness.ts';

const studio = useStudio();

describe('the API reference', () => {
  it('shows the contract’s calls in Chinese, offline and without a CSP violation', async () => {
    const { context, page } = await studio.newPage();
    const origins = new Set<string>();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.protocol.startsWith('http')) origins.add(url.origin);
    });
    await page.goto('/api/docs');
    await expect.poll(() => page.getByText('配音 Peiyin API').first().isVisible(), { timeout: 20_000 }).toBe(true);
    for (const tag of ['短信验证码', '账号', '配音', '主播']) {
      // the reference renders its sections as they scroll into view (the document grew with /v1 and the tools), so
      // scroll on until the section shows
      const heading = page.getByRole('heading', { name: new RegExp(`^${tag}`) }).first();
      await expect
        .poll(
          async () => {
            if (await heading.isVisible()) return true;
            await page.mouse.wheel(0, 1200);
            return false;
          },
          { timeout: 20_000 },
        )
        .toBe(true);
    }
    await expect.poll(() => page.getByText('提交合成任务').first().isVisible()).toBe(true);

    // Opening a call shows its request fields with the contract's descriptions.
    await page.getByText('提交合成任务').first().click();
    await page.getByRole('tab', { name: 'Schema' }).first().click();
    await expect.poll(() => page.getByText('音调 -500~500').first().isVisible()).toBe(true);

    expect([...origins]).toEqual([studio.baseUrl]);
    await context.close();
  });
});
