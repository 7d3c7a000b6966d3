// 文案提取 on a server without a recogniser (issue 28): the page explains in the user's words what is off and
// what to do instead, and sells no membership for the service that is not there (no 本月剩余 0 分钟 + 开通会员).
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import AsrTool from './AsrTool';
import { installFakeApi, ok, providers } from '../../testing/fakeApi';

const api = installFakeApi();

const info = (configured: boolean) =>
  ok({
    ocr: { available: true, handwritingNote: '', message: null },
    video: { installed: true, version: '2023.03.04', message: null },
    asr: { configured, provider: configured ? 'openai-compatible' : 'none', message: configured ? null : '本站暂未开通语音识别，暂时不能把音频、视频转成文字。你可以直接粘贴文案，或导入字幕文件（.srt）去配音。' },
  });

function answer(configured: boolean) {
  api.on('GET /api/tools/info', () => info(configured));
  api.on('GET /api/tools/asr/usage', () => ok({ member: false, minutesPerMonth: 0, usedMinutes: 0, remainingMinutes: 0 }));
  api.on('POST /api/tools/asr/taskList', () => ok({ total: 0, list: [] }));
}

describe('文案提取 without a recogniser', () => {
  it('says what is off and offers no membership', async () => {
    answer(false);
    render(<AsrTool />, { wrapper: providers('/aitools/asr-v2') });
    await waitFor(() => expect(screen.getAllByText(/本站暂未开通语音识别/).length).toBeGreaterThan(0));
    expect(screen.queryByText(/本月剩余/)).toBeNull();
    expect(screen.queryByRole('button', { name: /开通会员|续费会员/ })).toBeNull();
    expect(api.to('/api/tools/asr/usage')).toEqual([]);
  });

  it('shows the month’s minutes and the membership once a recogniser is there', async () => {
    answer(true);
    render(<AsrTool />, { wrapper: providers('/aitools/asr-v2') });
    await waitFor(() => expect(screen.getByText(/本月剩余 0 分钟/)).toBeTruthy());
    expect(screen.getByRole('button', { name: '开通会员' })).toBeTruthy();
  });

  it('粘贴文案 needs no recogniser: a pasted script opens as sentences to edit, timed by the estimate (issue 28 §1)', async () => {
    answer(false);
    render(<AsrTool />, { wrapper: providers('/aitools/asr-v2') });
    fireEvent.mouseDown(screen.getByRole('tab', { name: '粘贴文案' }), { button: 0 });
    fireEvent.change(await screen.findByRole('textbox', { name: '文案' }), { target: { value: '第一句话。第二句话！\n第三句' } });
    fireEvent.click(screen.getByRole('button', { name: '分句编辑' }));
    const dialog = await screen.findByRole('dialog', { name: '粘贴的文案' });
    const fields = within(within(dialog).getByRole('list', { name: '识别结果' })).getAllByRole('textbox');
    expect(fields.map((field) => (field as HTMLTextAreaElement).value)).toEqual(['第一句话。', '第二句话！', '第三句']);
    // nothing to play: no recording
    expect(within(dialog).queryByRole('button', { name: /播放/ })).toBeNull();
  });
});
