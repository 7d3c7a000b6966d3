// The AI writing assistant end to end (issue 15) in real Chromium against the real studio, whose writing model is a
// local server speaking OpenAI's streaming chat completions protocol (apps/server/src/testing/openaiServer.ts), so
// what the browser shows is what came over the wire: a streamed answer, history sent in default mode and not in
// translation mode, 停止回答 and leaving the page closing the model's request, an error mid-stream shown in the
// answer, a conversation renamed, copy, 送去配音 into the editor, the prompt library filling the input, and an
// inspiration template streaming its text.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startOpenAiServer, type ChatCall, type OpenAiServer } from '../../apps/server/src/testing/openaiServer.ts';
import { useStudio } from './harness.ts';

let llm: OpenAiServer;

const lastUser = (call: ChatCall) => call.body.messages.filter((m) => m.role === 'user').at(-1)?.content ?? '';

/** Upstream connections the test has left hanging (a stopped answer), released when the test ends. */
const hanging: (() => void)[] = [];
/** When set, an ordinary answer stops after its first piece until the test calls it (the page is seen streaming). */
let holdingFirstPiece: Promise<void> | null = null;

beforeAll(async () => {
  llm = await startOpenAiServer(async (call, reply) => {
    const question = lastUser(call);
    if (question.includes('慢慢写')) {
      // a long answer that only a stop ends
      reply.start();
      reply.role();
      reply.delta('第一句已经写好，');
      await new Promise<void>((resolve) => {
        hanging.push(resolve);
        reply.response.once('close', () => resolve());
      });
      return;
    }
    if (question.includes('出错')) {
      reply.start();
      reply.role();
      reply.delta('写到一半，');
      reply.event({ error: { message: 'upstream overloaded', type: 'server_error' } }, 'error');
      reply.response.end();
      return;
    }
    // an ordinary answer, in Markdown, arriving in pieces the page can be seen taking in
    reply.start();
    reply.role();
    const [first, ...rest] = ['**咖啡店**开业啦！', '\n\n开业三天', '，全场饮品买一送一。'];
    reply.delta(first!);
    if (holdingFirstPiece) await holdingFirstPiece;
    for (const piece of rest) reply.delta(piece);
    reply.finish();
    reply.usage(120, 30);
    reply.done();
  });
});
afterAll(async () => {
  await llm?.close();
});
// after the model's hooks: it starts once the model listens, and stops before it closes
const studio = useStudio(() => ({ LLM_BASE_URL: llm.baseUrl, LLM_MODEL: 'qwen2.5:7b' }));
afterAll(() => {
  // before the studio stops (hooks after it run first): its stopped answers hold the model's connections
  hanging.splice(0).forEach((release) => release());
});

const answers = (page: Page) => page.getByTestId('chat-answer');
const input = (page: Page) => page.getByRole('textbox', { name: '输入问题' });

async function ask(page: Page, question: string) {
  await input(page).fill(question);
  await input(page).press('Control+Enter');
}

async function openAssistant(phone: string) {
  const { context, page } = await studio.newPage();
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/home');
  await studio.signUp(page, phone);
  await page.goto('/gpt');
  // the mode's welcome comes first
  await page.getByTestId('chat-welcome').waitFor();
  return { context, page };
}

describe('AI writing assistant', () => {
  it('streams an answer, keeps history in default mode, copies it and sends it to the editor', async () => {
    const { page } = await openAssistant('13800150001');
    const before = llm.calls.length;
    // the model holds the rest of its answer until the page has been seen taking in the first piece
    let restOfAnswer!: () => void;
    holdingFirstPiece = new Promise<void>((resolve) => (restOfAnswer = resolve));
    await ask(page, '帮我写咖啡店开业口播');
    // the input is disabled and 停止回答 shows while the answer streams; the text arrives piece by piece
    await expect.poll(() => page.getByRole('button', { name: '停止回答' }).isVisible()).toBe(true);
    expect(await input(page).isDisabled()).toBe(true);
    await expect.poll(() => answers(page).last().getAttribute('data-state')).toBe('streaming');
    await expect.poll(() => answers(page).last().textContent()).toContain('咖啡店开业啦！');
    expect(await answers(page).last().textContent()).not.toContain('开业三天');
    holdingFirstPiece = null;
    restOfAnswer();
    await expect.poll(() => answers(page).last().getAttribute('data-state'), { timeout: 15_000 }).toBe('complete');
    await expect.poll(() => answers(page).last().locator('strong').textContent()).toBe('咖啡店');
    await expect.poll(() => input(page).isEnabled()).toBe(true);

    // a second turn carries the first one as history (default mode)
    await ask(page, '再短一点');
    await expect.poll(() => answers(page).nth(1).getAttribute('data-state'), { timeout: 15_000 }).toBe('complete');
    const second = llm.calls[before + 1]!;
    expect(second.body.messages.map((m) => m.content)).toEqual(expect.arrayContaining(['帮我写咖啡店开业口播', '**咖啡店**开业啦！\n\n开业三天，全场饮品买一送一。', '再短一点']));
    // the conversation is kept and listed
    await expect.poll(() => page.getByRole('list', { name: '对话记录' }).getByRole('listitem').count()).toBe(1);

    // copy: the script without the Markdown
    await answers(page).first().getByRole('button', { name: '复制' }).click();
    await page.getByText('已复制到剪贴板', { exact: true }).waitFor();
    // one line per paragraph shown, no empty lines (issue 28)
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('咖啡店开业啦！\n开业三天，全场饮品买一送一。');

    // 送去配音 opens the editor with the answer as the script
    await answers(page).first().getByRole('button', { name: '送去配音' }).click();
    await page.waitForURL(/\/creation/);
    await expect.poll(() => page.getByRole('textbox', { name: '配音文案' }).textContent(), { timeout: 30_000 }).toContain('咖啡店开业啦！');
    await expect.poll(() => page.getByText('已载入AI写作文案', { exact: true }).isVisible()).toBe(true);
    // the answer's two paragraphs are the script's two paragraphs: no empty ones between them (issue 28)
    expect(await page.getByRole('textbox', { name: '配音文案' }).locator('p').allInnerTexts()).toEqual(['咖啡店开业啦！', '开业三天，全场饮品买一送一。']);
  });

  it('停止回答 ends the model request at once and keeps what arrived; an error mid-stream shows in the answer', async () => {
    const { page } = await openAssistant('13800150002');
    const before = llm.calls.length;
    await ask(page, '请慢慢写一篇长稿');
    await expect.poll(() => answers(page).last().textContent()).toContain('第一句已经写好');
    await expect.poll(() => llm.calls.length).toBe(before + 1);
    const call = llm.calls[before]!;
    // the model never ends this answer on its own: its connection closes because the browser's stop reached it
    let closed = false;
    void call.closedAt.then(() => (closed = true));
    expect(closed).toBe(false);
    await page.getByRole('button', { name: '停止回答' }).click();
    await call.closedAt;
    await expect.poll(() => answers(page).last().getAttribute('data-state')).toBe('complete');
    await expect.poll(() => answers(page).last().getByText('已停止回答').isVisible()).toBe(true);
    await expect.poll(() => input(page).isEnabled()).toBe(true);

    await ask(page, '这次会出错');
    const failed = answers(page).last();
    await expect.poll(() => failed.getAttribute('data-state'), { timeout: 15_000 }).toBe('failed');
    await expect.poll(() => failed.getByRole('alert').textContent()).toBe('AI写作服务连接中断，回答不完整');
    // what had arrived stays above the error
    await expect.poll(() => failed.textContent()).toContain('写到一半');
    // the question is given back to the input, and the answer can be asked again (issue 28)
    expect(await input(page).inputValue()).toBe('这次会出错');
    const asked = llm.calls.length;
    await failed.getByRole('button', { name: '重新生成' }).click();
    await expect.poll(() => llm.calls.length).toBe(asked + 1);
    expect(lastUser(llm.calls[asked]!)).toBe('这次会出错');
    await expect.poll(() => answers(page).last().getAttribute('data-state'), { timeout: 15_000 }).toBe('failed');
    // the new answer took the old one's place
    expect(await answers(page).count()).toBe(2);

    // a question typed and not sent survives a reload
    await input(page).fill('还没发出去的问题');
    await page.reload();
    await expect.poll(() => input(page).inputValue(), { timeout: 15_000 }).toBe('还没发出去的问题');
  });

  it('leaving the page mid-answer ends the model request; a conversation is renamed and keeps its name', async () => {
    const { page } = await openAssistant('13800150005');
    const before = llm.calls.length;
    await ask(page, '请慢慢写一篇长稿');
    await expect.poll(() => answers(page).last().textContent()).toContain('第一句已经写好');
    await expect.poll(() => llm.calls.length).toBe(before + 1);
    const call = llm.calls[before]!;
    let closed = false;
    void call.closedAt.then(() => (closed = true));
    expect(closed).toBe(false);
    // another page of the app (a client-side navigation: the document stays, only the assistant unmounts); the
    // model never ends this answer on its own, so the closed connection is the unmount's doing
    await page.getByRole('navigation', { name: '服务' }).getByRole('button', { name: '魔法提示词库' }).click();
    await page.waitForURL(/\/gpt\/prompts$/);
    await call.closedAt;

    // back in the assistant, the conversation is listed under its first question; rename it
    await page.goto('/gpt');
    const list = page.getByRole('list', { name: '对话记录' });
    await expect.poll(() => list.getByRole('listitem').count()).toBe(1);
    const title = (await list.getByRole('listitem').first().innerText()).trim();
    expect(title).toContain('请慢慢写');
    await list.getByRole('listitem').first().hover();
    await list.getByRole('button', { name: `重命名 ${title}` }).click();
    const name = list.getByRole('textbox', { name: '对话名称' });
    await name.fill('  开业口播终稿  ');
    await name.press('Enter');
    await expect.poll(() => list.getByRole('button', { name: '开业口播终稿', exact: true }).isVisible()).toBe(true);
    // a blank name changes nothing
    await list.getByRole('button', { name: '重命名 开业口播终稿' }).click();
    await name.fill('   ');
    await name.press('Enter');
    await expect.poll(() => list.getByRole('button', { name: '开业口播终稿', exact: true }).isVisible()).toBe(true);
    // the server keeps the name: a fresh page lists it
    await page.reload();
    await expect.poll(() => page.getByRole('list', { name: '对话记录' }).getByRole('button', { name: '开业口播终稿', exact: true }).isVisible(), { timeout: 15_000 }).toBe(true);
  });

  it('translation mode sends no history; a prompt from the library fills the input', async () => {
    const { page } = await openAssistant('13800150003');
    await page.getByRole('navigation', { name: '对话模式' }).getByRole('button', { name: /翻译助手/ }).click();
    await expect.poll(() => page.getByRole('button', { name: /翻译助手/ }).getAttribute('aria-pressed')).toBe('true');
    const before = llm.calls.length;
    await ask(page, '早上好');
    await expect.poll(() => answers(page).last().getAttribute('data-state'), { timeout: 15_000 }).toBe('complete');
    await ask(page, '晚安');
    await expect.poll(() => answers(page).nth(1).getAttribute('data-state'), { timeout: 15_000 }).toBe('complete');
    const second = llm.calls[before + 1]!;
    expect(second.body.messages.filter((m) => m.role !== 'system').map((m) => m.content)).toEqual(['晚安']);

    await page.getByRole('navigation', { name: '服务' }).getByRole('button', { name: '魔法提示词库' }).click();
    await page.waitForURL(/\/gpt\/prompts$/);
    const card = page.getByRole('list', { name: '提示词' }).getByRole('article').first();
    const prompt = await card.locator('p').textContent();
    await card.getByRole('button', { name: '使用' }).click();
    await page.waitForURL(/\/gpt$/);
    await expect.poll(() => input(page).inputValue()).toBe(prompt);
  });

  it('an inspiration template streams its text, copies it and sends it to the editor', async () => {
    const { page } = await openAssistant('13800150004');
    await page.goto('/gpt/inspiration');
    const templates = page.getByRole('list', { name: '灵感模板' });
    await templates.getByRole('button').first().waitFor();
    expect(await templates.getByRole('listitem').count()).toBeGreaterThanOrEqual(16);
    await templates.getByRole('button').first().click();
    await page.waitForURL(/\/gpt\/inspiration\/apply\?code=/);
    // copy only when there is a finished text
    expect(await page.getByRole('button', { name: '复制' }).count()).toBe(0);
    await page.getByRole('textbox', { name: '输入内容' }).fill('社区咖啡店开业');
    await page.getByRole('button', { name: '使用' }).click();
    const output = page.getByRole('region', { name: '生成结果' });
    await expect.poll(() => output.getAttribute('data-state'), { timeout: 15_000 }).toBe('done');
    await expect.poll(() => output.textContent()).toContain('全场饮品买一送一');
    await page.getByRole('button', { name: '复制' }).click();
    await page.getByText('已复制到剪贴板', { exact: true }).waitFor();
    await page.getByRole('button', { name: '送去配音' }).click();
    await page.waitForURL(/\/creation/);
    await expect.poll(() => page.getByText('已载入灵感中心文案', { exact: true }).isVisible(), { timeout: 30_000 }).toBe(true);
  });
});
