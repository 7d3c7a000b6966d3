import { describe, expect, it } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { EditorState, TextSelection } from 'prosemirror-state';
import { docFromText } from '@peiyin/ssml';
import type { SpeechSetup } from './speech';
import { useScriptAudition } from './useScriptAudition';
import { installFakeApi, providers, toasts, voice } from '../../testing/fakeApi';

const api = installFakeApi();

const setup: SpeechSetup = { voice, baseAnchorId: 15, bgm: null, smartBreaks: undefined };

/// The script with the cursor at `from`, or the selection `from`-`to` (document positions).
function editor(text: string, from = 1, to = from) {
  const state = EditorState.create({ doc: docFromText(text) });
  return state.apply(state.tr.setSelection(TextSelection.create(state.doc, from, to)));
}

function audition(state: EditorState, current: SpeechSetup | null = setup) {
  return renderHook(() => useScriptAudition(current, () => state), { wrapper: providers() });
}

describe('useScriptAudition (试听)', () => {
  it("asks for the text after the cursor with the voice's parameters, and shows the server's refusal with the punctuation tip", async () => {
    api.on('POST /api/tts/audition', () => ({ code: 400, message: '试听内容包含不支持的字符', data: null }));
    const { result } = audition(editor('第一句话。第二句话。'));

    act(() => result.current.play());
    await waitFor(() => expect(toasts()).toHaveLength(1));

    const [sent] = api.to('/api/tts/audition');
    expect(sent?.body).toMatchObject({ templateId: 3, intensity: 1, pitchRate: 20, speechRate: 1.2, volume: 80, sampleRate: 24000 });
    expect((sent?.body as { text: string }).text).toMatch(/^<speak[\s\S]*第一句话。/);
    expect(toasts()).toEqual(['error: 试听内容包含不支持的字符 请正确使用标点符号断句，不要用空格或换行代替标点']);
    // the failure was shown once and the player is ready again
    expect(result.current.state.error).toBeNull();
    expect(result.current.state.status).toBe('default');
  });

  it('auditions only the selection', async () => {
    api.on('POST /api/tts/audition', () => ({ code: 500, message: '', data: null }));
    // 第一句话。 is positions 1-6 of the paragraph
    const { result } = audition(editor('第一句话。第二句话。', 6, 11));
    act(() => result.current.play());
    await waitFor(() => expect(api.to('/api/tts/audition')).toHaveLength(1));
    const text = (api.to('/api/tts/audition')[0]?.body as { text: string }).text;
    expect(text).toContain('第二句话。');
    expect(text).not.toContain('第一句话');
    // no message from the server: spec 02 §8's 试听失败！
    await waitFor(() => expect(toasts()).toEqual(['error: 试听失败！ 请正确使用标点符号断句，不要用空格或换行代替标点']));
  });

  it('is loading while the first chunk is on its way, and stops on 停止', async () => {
    api.on('POST /api/tts/audition', () => new Promise(() => {}));
    const { result } = audition(editor('第一句话。'));
    act(() => result.current.play());
    expect(result.current.state.status).toBe('loading');
    // the bottom bar's transport: nothing has sounded of the sentence's estimated length (issue 27)
    expect(result.current.progress.elapsedMs).toBe(0);
    expect(result.current.progress.totalMs).toBeGreaterThan(500);
    await waitFor(() => expect(api.to('/api/tts/audition')).toHaveLength(1));
    act(() => result.current.stop());
    expect(result.current.state.status).toBe('default');
    expect(toasts()).toEqual([]);
  });

  it('refuses a blank selection (试听内容不能为空) and one over 1000 characters before any request', () => {
    const blank = audition(editor('第一句。   第二句。', 5, 8));
    act(() => blank.result.current.play());
    expect(toasts()).toEqual(['warning: 试听内容不能为空']);

    const long = '长'.repeat(1001);
    const tooLong = audition(editor(long, 1, 1002));
    act(() => tooLong.result.current.play());
    expect(toasts()).toContain('warning: 请滑动鼠标选择需要试听的内容，单次试听不能超过1000字符');
    expect(api.requests).toEqual([]);
    expect(tooLong.result.current.state.status).toBe('default');
  });

  it('remembers the range it auditioned (the sentence timeline), and plays one range alone without changing it (issue 27)', async () => {
    api.on('POST /api/tts/audition', () => new Promise(() => {}));
    const state = editor('第一句话。第二句话。', 1, 11);
    const { result } = audition(state);
    act(() => result.current.play());
    expect(result.current.heard).toMatchObject({ from: 1, to: 11 });
    expect(result.current.heard?.doc).toBe(state.doc);
    act(() => result.current.stop());
    act(() => result.current.playRange(6, 11));
    await waitFor(() => expect(api.to('/api/tts/audition')).toHaveLength(2));
    const text = (api.to('/api/tts/audition')[1]?.body as { text: string }).text;
    expect(text).toContain('第二句话。');
    expect(text).not.toContain('第一句话');
    expect(result.current.heard).toMatchObject({ from: 1, to: 11 });
    act(() => result.current.stop());
  });

  it('does nothing before the voice has loaded', () => {
    const { result } = audition(editor('第一句话。'), null);
    act(() => result.current.play());
    expect(result.current.state.status).toBe('default');
    expect(api.requests).toEqual([]);
    expect(toasts()).toEqual([]);
  });
});
