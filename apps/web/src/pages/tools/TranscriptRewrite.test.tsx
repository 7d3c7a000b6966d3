// 文案提取's 智能改写 with a target length (issue 28 §1): what is asked of the server, the answer's estimate beside
// the target, and what 采用 does to the transcript.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { installFakeApi, providers } from '../../testing/fakeApi';
import { speechEstimate, timedSentences } from './pipeline';
import { parseTarget, TranscriptRewrite } from './TranscriptRewrite';

const api = installFakeApi();

const sentences = [
  { beginTime: 500, endTime: 2500, text: '今天天气很好。' },
  { beginTime: 3000, endTime: 6000, text: '我们一起去公园散步吧。' },
];

/// The writing model's answer as the server streams it.
function streamed(...deltas: string[]): Response {
  const events: [string, unknown][] = [
    ['start', { conversationId: null }],
    ...deltas.map((text): [string, unknown] => ['delta', { text }]),
    ['done', { finished: true, finishReason: 'stop', usage: { promptTokens: 10, completionTokens: 10, totalTokens: 20, estimated: false }, conversationId: null }],
  ];
  return new Response(events.map(([event, data]) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`).join(''), { headers: { 'content-type': 'text/event-stream' } });
}

describe('智能改写 of a transcript', () => {
  it('rewrites the whole to the typed target and shows the answer’s estimate beside it; 采用 times the new sentences', async () => {
    const answer = '今天阳光正好。约上朋友去公园走走吧！';
    api.on('POST /api/gpt/rewrite', () => streamed('今天阳光正好。', '约上朋友去公园走走吧！'));
    const onApply = vi.fn();
    render(<TranscriptRewrite sentences={sentences} scope={null} onScopeChange={vi.fn()} onApply={onApply} />, { wrapper: providers('/aitools/asr-v2') });
    // the target starts at the recording's span of the transcript: 0.5 s to 6 s
    expect(screen.getByLabelText('目标时长（秒）')).toHaveProperty('value', '6');
    fireEvent.change(screen.getByLabelText('目标时长（秒）'), { target: { value: '20' } });
    fireEvent.click(screen.getByRole('button', { name: '智能改写' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(`约 ${Math.round(speechEstimate(answer) / 1000)} 秒（目标 20 秒）`));
    expect(api.to('/api/gpt/rewrite')[0]!.body).toEqual({ content: '今天天气很好。\n我们一起去公园散步吧。', targetSeconds: 20 });
    fireEvent.click(screen.getByRole('button', { name: '采用改写' }));
    expect(onApply).toHaveBeenCalledWith(timedSentences(answer, 500));
    expect(onApply.mock.calls[0]![0]).toHaveLength(2);
  });

  it('rewrites one sentence to its own slot and keeps its times', async () => {
    api.on('POST /api/gpt/rewrite', () => streamed('咱们一块儿\n去公园转转吧。'));
    const onApply = vi.fn();
    render(<TranscriptRewrite sentences={sentences} scope={1} onScopeChange={vi.fn()} onApply={onApply} />, { wrapper: providers('/aitools/asr-v2') });
    expect(screen.getByLabelText('目标时长（秒）')).toHaveProperty('value', '3');
    fireEvent.click(screen.getByRole('button', { name: '智能改写' }));
    await waitFor(() => expect(screen.getByRole('button', { name: '采用改写' })).toBeTruthy());
    expect(api.to('/api/gpt/rewrite')[0]!.body).toEqual({ content: '我们一起去公园散步吧。', targetSeconds: 3 });
    fireEvent.click(screen.getByRole('button', { name: '采用改写' }));
    expect(onApply).toHaveBeenCalledWith([sentences[0], { beginTime: 3000, endTime: 6000, text: '咱们一块儿去公园转转吧。' }]);
  });

  it('refuses a target outside 1–600 whole seconds before asking', () => {
    render(<TranscriptRewrite sentences={sentences} scope={null} onScopeChange={vi.fn()} onApply={vi.fn()} />, { wrapper: providers('/aitools/asr-v2') });
    fireEvent.change(screen.getByLabelText('目标时长（秒）'), { target: { value: '601' } });
    fireEvent.click(screen.getByRole('button', { name: '智能改写' }));
    expect(screen.getByText('目标时长须为 1 到 600 秒之间的整数')).toBeTruthy();
    expect(api.to('/api/gpt/rewrite')).toEqual([]);
    expect(parseTarget('0')).toEqual({ ok: false, message: '目标时长须为 1 到 600 秒之间的整数' });
    expect(parseTarget(' 20 ')).toEqual({ ok: true, seconds: 20 });
    expect(parseTarget('2.5').ok).toBe(false);
  });
});
