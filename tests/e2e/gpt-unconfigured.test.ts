// A studio started without a writing model (no LLM_* set, issue 15): the writing pages say so in place of the input,
// in the user's words (issue 28), and nothing pretends to answer; the API's writing calls answer the same envelope.
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
    expect(await notice.textContent()).toContain('AI写作暂未开通');
    // in the user's words, with what to do instead (issue 28): no server settings on the page
    expect(await notice.textContent()).toContain('直接去配音');
    expect(await notice.textContent()).not.toMatch(/LLM_|Ollama|管理员/);
    // no input to type a question into
    expect(await page.getByRole('textbox', { name: '输入问题' }).count()).toBe(0);

    await page.goto('/gpt/inspiration');
    await page.getByRole('list', { name: '灵感模板' }).getByRole('button').first().click();
    await page.getByTestId('writing-setup').waitFor();
    expect(await page.getByRole('button', { name: '使用' }).count()).toBe(0);

    await page.goto('/aitools/rewrite');
    await page.getByTestId('writing-setup').waitFor();
    expect(await page.getByRole('button', { name: '开始' }).count()).toBe(0);
    // 智能改写 is one of the tools: the tools' side menu stays, with it chosen (issue 28)
    const menu = page.getByRole('navigation', { name: '智能工具' });
    expect(await menu.isVisible()).toBe(true);
    expect(await menu.locator('[aria-current="page"]').textContent()).toBe('智能改写');

    // the API answers the same thing to a caller that asks anyway
    const res = await fetch(`${studio.baseUrl}/api/gpt/rewrite`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ content: '一段稿子' }),
    });
    const body = (await res.json()) as { code: number; message: string };
    expect(body.message).toMatch(/^本站暂未开通AI写作/);
  });
});
