// A studio started without a writing model (no LLM_* set, issue 15): the writing pages say so in place of the input,
// with what to set, and nothing pretends to answer; the API's writing calls answer the same envelope.
import { describe, expect, it } from 'vitest';
import { useStudio } from './harness.ts';

const studio = useStudio({ LLM_PROVIDER: '', LLM_BASE_URL: '', LLM_MODEL: '', LLM_API_KEY: '' });

describe('AI writing without a model', () => {
  it('shows 未配置 with what to set on the assistant, inspiration and rewrite pages', async () => {
    const { page } = await studio.newPage();
    await page.goto('/home');
    const token = await studio.signUp(page, '13800150009');

    await page.goto('/gpt');
    const notice = page.getByTestId('writing-setup');
    await notice.waitFor();
    expect(await notice.textContent()).toContain('AI写作服务未配置');
    expect(await notice.textContent()).toContain('LLM_BASE_URL');
    // no input to type a question into
    expect(await page.getByRole('textbox', { name: '输入问题' }).count()).toBe(0);

    await page.goto('/gpt/inspiration');
    await page.getByRole('list', { name: '灵感模板' }).getByRole('button').first().click();
    await page.getByTestId('writing-setup').waitFor();
    expect(await page.getByRole('button', { name: '使用' }).count()).toBe(0);

    await page.goto('/aitools/rewrite');
    await page.getByTestId('writing-setup').waitFor();
    expect(await page.getByRole('button', { name: '开始' }).count()).toBe(0);

    // the API answers the same thing to a caller that asks anyway
    const res = await fetch(`${studio.baseUrl}/api/gpt/rewrite`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ content: '一段稿子' }),
    });
    const body = (await res.json()) as { code: number; message: string };
    expect(body.message).toMatch(/^AI写作服务未配置/);
  });
});
