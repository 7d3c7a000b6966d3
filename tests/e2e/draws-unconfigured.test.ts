// AI drawing on a studio with no image model configured (issue 17): the page says, in plain Chinese, that drawing
// is not available (issue 28: the settings are the administrator's, in the log), 生成 stays off even with a valid form, and the drawing calls answer
// a clear error instead of queueing work nobody will draw.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useStudio } from './harness.ts';

const studio = useStudio({ DRAW_PROVIDER: '' });

const eventually = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 20_000, interval: 250 });

describe('AI drawing without an image model', () => {
  it('explains how to configure one, keeps 生成 off, and the calls refuse clearly', async () => {
    const { context, page } = await studio.newPage();
    await page.goto('/');
    const token = await studio.signUp(page, '13877779999');

    await page.goto('/draws');
    const note = page.getByRole('note', { name: 'AI绘画未配置' });
    await eventually(() => note.isVisible()).toBe(true);
    expect(await note.getByText('AI 绘画暂未开通').isVisible()).toBe(true);
    // in the user's words (issue 28): no server settings on the page
    expect(await note.textContent()).not.toMatch(/DRAW_|sd-webui|管理员/);
    if (process.env['E2E_SHOTS']) await page.screenshot({ path: path.join(process.env['E2E_SHOTS'], 'draws-unconfigured.png') });

    // a valid form still cannot be sent
    const form = page.getByRole('form', { name: 'AI绘画' });
    await form.getByRole('textbox', { name: '画面描述' }).fill('海边日落');
    await form.getByRole('radio', { name: '写实摄影' }).click();
    expect(await form.getByRole('button', { name: '生成' }).isDisabled()).toBe(true);
    expect(await page.getByText('还没有作品').isVisible()).toBe(true);
    expect(await page.getByText('配置图片模型后即可开始创作').isVisible()).toBe(true);

    // the call itself answers how to configure a provider, and nothing is queued
    const res = await fetch(`${studio.baseUrl}/api/draw/task/add`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ styleId: 1, prompt: '海边日落', size: '1024*1024', count: 1 }),
    });
    const answer = (await res.json()) as { code: number; message: string };
    expect(answer.code).toBe(503);
    expect(answer.message).toBe('本站暂未开通AI绘画，暂时不能生成图片。');
    const listed = await fetch(`${studio.baseUrl}/api/draw/task/list`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ page: 1 }),
    }).then((r) => r.json() as Promise<{ data: { list: unknown[] } }>);
    expect(listed.data.list).toEqual([]);

    await context.close();
  }, 120_000);
});
