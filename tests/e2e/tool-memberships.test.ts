// The speech-recognition (product type 200) and AI writing (300) memberships bought where they are needed
// (issues 13, 15, 16), in real Chromium against the real studio and its sandbox pay provider: a user whose
// allowance is used up gets a 402 from the metered call, the page opens that membership's dialog, the QR is
// paid at the sandbox cashier in a second page, and the same call by the same user now goes through. The
// speech-recognition journey then hands the finished transcript to the editor, a sentence a line (去配音).
// The recognition and the writing model are local servers speaking OpenAI's protocols.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { startOpenAiServer, startTranscriptionServer, type OpenAiServer, type TranscriptionServer } from '../../apps/server/src/testing/openaiServer.ts';
import { readQr } from '../../apps/server/src/testing/qrDecode.ts';
import { makeSpeech, type Speech } from '../../apps/server/src/testing/speech.ts';
import { scriptedTranscriber } from '../../apps/server/src/testing/transcriber.ts';
import { tolerate, useStudio } from './harness.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'peiyin-e2e-memberships-'));
const sentences = ['今天天气很好。', '我们一起去公园散步吧。'];

let transcription: TranscriptionServer;
let llm: OpenAiServer;
let speech: Speech;

beforeAll(async () => {
  speech = await makeSpeech(dir, 'speech', sentences);
  transcription = await startTranscriptionServer(scriptedTranscriber(sentences));
  llm = await startOpenAiServer(async (_call, reply) => {
    reply.start();
    reply.role();
    reply.delta('咖啡店开业啦，全场饮品买一送一。');
    reply.finish();
    // 150 tokens: more than the whole free allowance below, so the next question is refused
    reply.usage(120, 30);
    reply.done();
  });
}, 120_000);
afterAll(async () => {
  await transcription?.close();
  await llm?.close();
  rmSync(dir, { recursive: true, force: true });
});
// after the providers' hooks: it starts once they listen, and stops before they close
const studio = useStudio(() => ({
  ASR_BASE_URL: transcription.baseUrl,
  ASR_MODEL: 'whisper-1',
  ASR_MAX_RETRIES: '0',
  // no free minutes: recognition needs the membership (the default)
  ASR_FREE_MINUTES: '0',
  LLM_BASE_URL: llm.baseUrl,
  LLM_MODEL: 'qwen2.5:7b',
  // one answer fits (the chat's system prompt and a question are ≈ 505 tokens, reserved before the answer streams), a second does not
  GPT_FREE_TOKENS: '600',
}));

async function signedIn(phone: string): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await studio.newPage();
  await opened.page.goto('/');
  await studio.signUp(opened.page, phone);
  return opened;
}

/// Reads the dialog's Alipay QR as a phone camera does, pays it at the sandbox cashier in a second page, and
/// waits for the dialog to say so (within one 5 s poll).
async function payInDialog(context: BrowserContext, dialog: Locator) {
  const qr = dialog.getByRole('img', { name: '支付宝支付二维码' });
  await expect.poll(() => qr.isVisible(), { timeout: 15_000 }).toBe(true);
  expect(await dialog.getByText('沙箱支付，不产生真实扣款').isVisible()).toBe(true);
  const url = await readQr((await qr.getAttribute('src'))!);
  expect(url).toMatch(new RegExp(`^${studio.baseUrl}/pay/sandbox\\?orderNo=`));
  const phone = await context.newPage();
  await phone.goto(url);
  await phone.getByRole('button', { name: '确认支付' }).click();
  await phone.waitForLoadState();
  await phone.close();
  await expect.poll(() => dialog.getByRole('heading', { name: '支付成功' }).isVisible(), { timeout: 12_000 }).toBe(true);
}

describe('memberships bought where the allowance ran out', () => {
  it('文案提取: the 402 opens the 语音识别会员 dialog; after paying the same upload is taken, and the transcript goes to the editor a sentence a line', { timeout: 240_000 }, async () => {
    tolerate(/status of 402/, 'the first upload is refused on purpose: no minutes before the membership');
    const { context, page } = await signedIn('13800001701');
    await page.goto('/aitools/asr-v2');
    await expect.poll(() => page.getByText('本月剩余 0 分钟').isVisible(), { timeout: 15_000 }).toBe(true);
    const recording = { name: '公园散步.wav', mimeType: 'audio/wav', buffer: readFileSync(speech.wav) };

    // the month's minutes do not cover the recording: refused before the upload, and the dialog offers them
    await page.getByLabel('选择音频或视频').setInputFiles(recording);
    const dialog = page.getByRole('dialog', { name: '语音识别会员' });
    await expect.poll(() => dialog.isVisible(), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => dialog.getByText('您还不是语音识别会员').isVisible()).toBe(true);
    await expect.poll(() => dialog.getByRole('radio', { name: /语音识别会员·月卡/ }).getAttribute('aria-checked')).toBe('true');
    expect(await dialog.getByRole('list', { name: '会员权益' }).textContent()).toContain('每月500分钟识别时长');
    await expect.poll(() => dialog.getByLabel('应付金额 39.00 元').isVisible(), { timeout: 15_000 }).toBe(true);

    await payInDialog(context, dialog);
    await expect.poll(() => dialog.getByText(/^已开通语音识别会员·月卡/).isVisible()).toBe(true);
    await dialog.getByRole('button', { name: '完成' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    // the allowance on the page follows the payment
    await expect.poll(() => page.getByText('本月剩余 500 分钟（会员）').isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await page.getByRole('button', { name: '续费会员' }).isVisible()).toBe(true);

    // the same upload by the same user is taken now, and recognised
    await page.getByLabel('选择音频或视频').setInputFiles(recording);
    await expect.poll(() => page.getByText('任务已添加，请稍后前往任务列表查看').isVisible(), { timeout: 30_000 }).toBe(true);
    const row = page.getByRole('row', { name: /公园散步/ });
    await expect.poll(() => row.getByText('识别成功').isVisible(), { timeout: 90_000, interval: 500 }).toBe(true);

    // 去配音: the timed sentences go to the editor one a line, with their subtitle times
    await row.getByRole('button', { name: '查看 公园散步' }).click();
    const detail = page.getByRole('dialog', { name: '公园散步' });
    await detail.getByRole('button', { name: '去配音', exact: true }).click();
    await page.waitForURL('**/creation**');
    await expect.poll(() => page.getByText('已导入文案提取字幕', { exact: true }).isVisible(), { timeout: 30_000 }).toBe(true);
    const script = page.getByRole('textbox', { name: '配音文案' });
    await expect.poll(async () => (await script.innerText()).split('\n').map((line) => line.trim()).filter(Boolean)).toEqual(sentences);
  });

  it('AI写作: the 402 of a used-up month opens the AI写作会员 dialog; after paying the same question is answered', { timeout: 180_000 }, async () => {
    tolerate(/status of 402/, 'the second question is refused on purpose: the free tokens are used up');
    const { context, page } = await signedIn('13800001702');
    await page.goto('/gpt');
    await page.getByTestId('chat-welcome').waitFor();
    const answers = page.getByTestId('chat-answer');
    const input = page.getByRole('textbox', { name: '输入问题' });
    const ask = async (question: string) => {
      await input.fill(question);
      await input.press('Control+Enter');
    };

    // 订阅服务 in the sidebar opens the writing membership, not the speech synthesis one
    await page.getByRole('navigation', { name: '服务' }).getByRole('button', { name: '订阅服务' }).click();
    const dialog = page.getByRole('dialog', { name: 'AI写作会员' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await expect.poll(() => dialog.getByText('您还不是AI写作会员，本月免费额度 600 tokens').isVisible()).toBe(true);
    await expect.poll(() => dialog.getByRole('radio', { name: /AI写作会员·月卡/ }).getAttribute('aria-checked')).toBe('true');
    expect(await dialog.getByRole('list', { name: '会员权益' }).textContent()).toContain('每月100万tokens');
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.isVisible()).toBe(false);

    // the first answer spends the free tokens; the second question is refused with the server's message
    await ask('帮我写咖啡店开业口播');
    await expect.poll(() => answers.last().getAttribute('data-state'), { timeout: 15_000 }).toBe('complete');
    await ask('再写一版');
    await expect.poll(() => answers.last().getAttribute('data-state'), { timeout: 15_000 }).toBe('failed');
    await expect.poll(() => answers.last().getByRole('alert').textContent()).toMatch(/额度|用完|用尽/);
    await expect.poll(() => dialog.isVisible(), { timeout: 10_000 }).toBe(true);
    const calls = llm.calls.length;

    await payInDialog(context, dialog);
    await expect.poll(() => dialog.getByText(/^已开通AI写作会员·月卡/).isVisible()).toBe(true);
    await dialog.getByRole('button', { name: '完成' }).click();
    await expect.poll(() => page.getByTestId('writing-quota').textContent(), { timeout: 10_000 }).toContain('会员');

    // the same question by the same user is answered now
    await ask('再写一版');
    await expect.poll(() => answers.last().getAttribute('data-state'), { timeout: 15_000 }).toBe('complete');
    await expect.poll(() => answers.last().textContent()).toContain('买一送一');
    expect(llm.calls.length).toBe(calls + 1);
  });
});
