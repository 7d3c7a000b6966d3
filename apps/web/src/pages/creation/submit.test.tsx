import { describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { EditorState } from 'prosemirror-state';
import { docFromText, schema } from '@peiyin/ssml';
import type { SpeechSetup } from './speech';
import { useTaskSubmit } from './submit';
import { ok, providers, toasts, installFakeApi, voice } from '../../testing/fakeApi';

const api = installFakeApi();

const setup: SpeechSetup = { voice, baseAnchorId: 15, bgm: { bgmId: 5, bgmName: '轻音乐', bgmVolume: 40, bgmFadein: 1000, bgmFadeout: 2000 }, smartBreaks: undefined };
const editor = (text: string) => EditorState.create({ doc: docFromText(text) });

function submitter(text: string, title = '早间新闻', onTitle = vi.fn()) {
  const state = editor(text);
  return renderHook(() => useTaskSubmit(() => state, setup, title, onTitle), { wrapper: providers() });
}

describe('useTaskSubmit (立即合成)', () => {
  it('sends the script as SSML (version 2) with the voice and the background music in their own fields, and shows the answer', async () => {
    api.on('POST /api/tts/task/v2/add', () => ok({ status: 200, statusText: '提交成功，请到创作中心查看', code: 'T1' }));
    const { result } = submitter('今天的新闻。');

    await act(() => result.current.submit());

    const [sent] = api.to('/api/tts/task/v2/add');
    expect(sent?.body).toMatchObject({
      title: '早间新闻',
      anchorType: 0,
      anchorId: 15,
      templateId: 3,
      intensity: 1,
      pitchRate: 20,
      speechRate: 1.2,
      volume: 80,
      sampleRate: 24000,
      bgmId: 5,
      bgmVolume: 40,
      bgmFadein: 1000,
      bgmFadeout: 2000,
      version: 2,
    });
    expect((sent?.body as { text: string }).text).toMatch(/^<speak[\s\S]*今天的新闻。/);
    expect(result.current.outcome).toEqual({ kind: 'answered', status: 200, statusText: '提交成功，请到创作中心查看' });

    act(() => result.current.dismiss());
    expect(result.current.outcome).toBeNull();
  });

  it('tells the page the code of an accepted task (the sentence timeline follows it), and nothing of a refused one (issue 27)', async () => {
    const accepted = vi.fn();
    const state = editor('第一句。第二句。');
    api.on('POST /api/tts/task/v2/add', () => ok({ status: 200, statusText: '提交成功', code: 'c'.repeat(24) }));
    const { result } = renderHook(() => useTaskSubmit(() => state, setup, '标题', vi.fn(), { onAccepted: accepted }), { wrapper: providers() });
    await act(() => result.current.submit());
    expect(accepted).toHaveBeenCalledWith('c'.repeat(24));
    api.on('POST /api/tts/task/v2/add', () => ok({ status: 402, statusText: '今日免费合成次数已用完' }));
    await act(() => result.current.submit());
    expect(accepted).toHaveBeenCalledTimes(1);
  });

  it('shows a 402 (the daily allowance used up) as the answer to act on, not as a failure', async () => {
    api.on('POST /api/tts/task/v2/add', () => ok({ status: 402, statusText: '今日免费次数已用完，开通会员继续使用' }));
    const { result } = submitter('今天的新闻。');

    await act(() => result.current.submit());

    expect(result.current.outcome).toEqual({ kind: 'answered', status: 402, statusText: '今日免费次数已用完，开通会员继续使用' });
    expect(toasts()).toEqual([]);
  });

  it('fills a blank title from the content first and tells the page', async () => {
    api.on('POST /api/tts/task/v2/add', () => ok({ status: 200, statusText: '提交成功' }));
    const onTitle = vi.fn();
    const { result } = submitter('《春晓》：春眠不觉晓，处处闻啼鸟。夜来风雨声', '  ', onTitle);

    await act(() => result.current.submit());

    expect(onTitle).toHaveBeenCalledWith('春晓春眠不觉晓处处闻啼鸟夜来风');
    expect(api.to('/api/tts/task/v2/add')[0]?.body).toMatchObject({ title: '春晓春眠不觉晓处处闻啼鸟夜来风' });
  });

  it('refuses an empty script (配音内容不能为空) and one over 8000 characters before any request', async () => {
    const empty = submitter('  ');
    await act(() => empty.result.current.submit());
    expect(toasts()).toEqual(['warning: 配音内容不能为空']);

    const long = submitter('长'.repeat(8001));
    await act(() => long.result.current.submit());
    expect(toasts()).toContain('warning: 文本长度超过最大限制8000字符');
    expect(api.requests).toEqual([]);
  });

  it('a server refusal shows its message as an error toast, and no answer box', async () => {
    api.on('POST /api/tts/task/v2/add', () => ({ code: 400, message: '无法识别主播：15', data: null }));
    const { result } = submitter('今天的新闻。');

    await act(() => result.current.submit());

    expect(toasts()).toEqual(['error: 无法识别主播：15']);
    expect(result.current.outcome).toBeNull();
    expect(result.current.submitting).toBe(false);
  });

  it('a broken connection shows 网络请求超时', async () => {
    api.on('POST /api/tts/task/v2/add', () => Promise.reject(new TypeError('fetch failed')));
    const { result } = submitter('今天的新闻。');
    await act(() => result.current.submit());
    expect(toasts()).toEqual(['error: 网络请求超时']);
  });

  it('is `submitting` while on its way and sends one task however often it is pressed', async () => {
    let answer!: () => void;
    api.on('POST /api/tts/task/v2/add', () => new Promise((resolve) => (answer = () => resolve(ok({ status: 200, statusText: '提交成功' })))));
    const { result } = submitter('今天的新闻。');

    act(() => void result.current.submit());
    await waitFor(() => expect(result.current.submitting).toBe(true));
    await act(() => result.current.submit());
    await waitFor(() => expect(answer).toBeTypeOf('function'));
    await act(async () => answer());
    await waitFor(() => expect(result.current.outcome?.status).toBe(200));

    expect(result.current.submitting).toBe(false);
    expect(api.to('/api/tts/task/v2/add')).toHaveLength(1);
  });

  // issue 28 §1: 文案提取's 去配音 hands over one sentence a paragraph with its subtitle times
  it('sends the handed-over cues with each paragraph’s words as edited, so the task’s SRT has one subtitle a paragraph', async () => {
    api.on('POST /api/tts/task/v2/add', () => ok({ status: 200, statusText: '提交成功，请到创作中心查看', code: 'T1' }));
    const cues = [
      { start: 0, end: 2000, text: '今天天气很好。' },
      { start: 2000, end: 5000, text: '我们一起去公园散步吧。' },
    ];
    const state = editor('今天天气真好。\n\n我们一起去公园散步吧。');
    const { result } = renderHook(() => useTaskSubmit(() => state, setup, '散步', vi.fn(), { cues }), { wrapper: providers() });
    await act(() => result.current.submit());
    expect(api.to('/api/tts/task/v2/add')[0]?.body).toMatchObject({
      cues: [
        { start: 0, end: 2000, text: '今天天气真好。' },
        { start: 2000, end: 5000, text: '我们一起去公园散步吧。' },
      ],
    });
  });

  it('keeps the markup added after 去配音 in the script sent with the cues: each cue’s paragraph in the SSML, its words as shown for the subtitle', async () => {
    api.on('POST /api/tts/task/v2/add', () => ok({ status: 200, statusText: '提交成功，请到创作中心查看', code: 'T1' }));
    const { nodes } = schema;
    // 行 marked xíng (多音字) and a 0.8 s pause in the second paragraph
    const doc = nodes.doc!.create(null, [
      nodes.paragraph!.create(null, schema.text('大家好')),
      nodes.paragraph!.create(null, [schema.text('银'), nodes.phoneme!.create({ dataText: '行', pinyin: 'xing2' }), schema.text('见'), nodes.break!.create({ time: 800 }), schema.text('明天见')]),
    ]);
    const state = EditorState.create({ doc });
    const cues = [
      { start: 0, end: 1500, text: '大家好' },
      { start: 3000, end: 6000, text: '银行见明天见' },
    ];
    const { result } = renderHook(() => useTaskSubmit(() => state, setup, '见面', vi.fn(), { cues }), { wrapper: providers() });
    await act(() => result.current.submit());
    const body = api.to('/api/tts/task/v2/add')[0]?.body as { text: string; cues: unknown };
    // the server speaks each cue from its paragraph: one <p> a cue, the second with the pinyin and the pause
    const paragraphs = [...body.text.matchAll(/<p>(.*?)<\/p>/g)].map((m) => m[1]);
    expect(paragraphs).toEqual(['大家好', '银<phoneme alphabet="sapi" ph="xing 2">行</phoneme>见<break time="800ms"/>明天见']);
    expect(body.cues).toEqual(cues);
  });

  it('sends no cues once the paragraphs no longer match them (a paragraph added): an ordinary task', async () => {
    api.on('POST /api/tts/task/v2/add', () => ok({ status: 200, statusText: '提交成功，请到创作中心查看', code: 'T1' }));
    const state = editor('第一句。\n第二句。\n新加的一句。');
    const { result } = renderHook(() => useTaskSubmit(() => state, setup, '散步', vi.fn(), { cues: [
      { start: 0, end: 1000, text: '第一句。' },
      { start: 1000, end: 2000, text: '第二句。' },
    ] }), { wrapper: providers() });
    await act(() => result.current.submit());
    expect(api.to('/api/tts/task/v2/add')[0]?.body).not.toHaveProperty('cues');
  });
});
