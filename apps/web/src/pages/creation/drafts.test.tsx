import { describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { EditorState } from 'prosemirror-state';
import { docFromText } from '@peiyin/ssml';
import { AUTO_SAVE_MS, useAutoSave, useDraftSave } from './drafts';
import type { EditorContent } from './useUnsavedCopy';
import { ok, providers, toasts, installFakeApi, voice } from '../../testing/fakeApi';

const api = installFakeApi();

const content = (text: string, patch: Partial<EditorContent> = {}): { draft: EditorContent; state: EditorState } => {
  const doc = docFromText(text);
  return { draft: { doc, voice, bgm: null, smartBreaks: undefined, title: '', workId: null, ...patch }, state: EditorState.create({ doc }) };
};

describe('useDraftSave', () => {
  it('saves the voice in its own fields and the script as SSML (version 2), and reports the draft it became', async () => {
    api.on('POST /api/tts/work/save', () => ok({ workId: 41, title: '今天天气很好', updateTime: 1_700_000_000_123 }));
    const onSaved = vi.fn();
    const { result } = renderHook(() => useDraftSave(15, onSaved), { wrapper: providers() });
    const { draft, state } = content('今天天气很好。');

    let workId: number | null = null;
    await act(async () => {
      workId = await result.current.save(draft, state, false);
    });

    expect(workId).toBe(41);
    const [sent] = api.to('/api/tts/work/save');
    expect(sent?.body).toMatchObject({ title: '', anchorType: 0, anchorId: 15, templateId: 3, intensity: 1, pitchRate: 20, speechRate: 1.2, volume: 80, version: 2 });
    expect(sent?.body).not.toHaveProperty('workId');
    const text = (sent?.body as { text: string }).text;
    expect(text).toMatch(/^<speak/);
    expect(text).toContain('今天天气很好。');
    expect(onSaved).toHaveBeenCalledWith({ ...draft, workId: 41, title: '今天天气很好' }, 1_700_000_000_123);
    expect(toasts()).toEqual(['success: 作品已保存成功']);
  });

  it('saves an existing draft under its id, and an auto-save says nothing', async () => {
    api.on('POST /api/tts/work/save', () => ok({ workId: 9, title: '周报', updateTime: 1 }));
    const onSaved = vi.fn();
    const { result } = renderHook(() => useDraftSave(15, onSaved), { wrapper: providers() });
    const { draft, state } = content('第二版。', { workId: 9, title: '周报' });

    await act(() => result.current.save(draft, state, true));

    expect(api.to('/api/tts/work/save')[0]?.body).toMatchObject({ workId: 9, title: '周报' });
    expect(onSaved).toHaveBeenCalledOnce();
    expect(toasts()).toEqual([]);
  });

  it('refuses an empty script before any request: 文案内容不能为空 by hand, silently when auto-saving', async () => {
    const onSaved = vi.fn();
    const { result } = renderHook(() => useDraftSave(15, onSaved), { wrapper: providers() });
    const { draft, state } = content('   ');

    await act(async () => {
      expect(await result.current.save(draft, state, true)).toBeNull();
    });
    expect(toasts()).toEqual([]);
    await act(async () => {
      expect(await result.current.save(draft, state, false)).toBeNull();
    });
    expect(toasts()).toEqual(['warning: 文案内容不能为空']);
    expect(api.requests).toEqual([]);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('saves nothing while the voice is still loading (no speaking anchor yet)', async () => {
    const { result } = renderHook(() => useDraftSave(null, vi.fn()), { wrapper: providers() });
    const { draft, state } = content('有内容。');
    await act(async () => {
      expect(await result.current.save(draft, state, false)).toBeNull();
    });
    expect(api.requests).toEqual([]);
  });

  it('is `saving` while the request is on its way, and not after', async () => {
    let answer!: () => void;
    api.on('POST /api/tts/work/save', () => new Promise((resolve) => (answer = () => resolve(ok({ workId: 1, title: 't', updateTime: 1 })))));
    const { result } = renderHook(() => useDraftSave(15, vi.fn()), { wrapper: providers() });
    const { draft, state } = content('正在保存。');

    expect(result.current.saving).toBe(false);
    let saved!: Promise<number | null>;
    act(() => {
      saved = result.current.save(draft, state, false);
    });
    await waitFor(() => expect(result.current.saving).toBe(true));
    await waitFor(() => expect(answer).toBeTypeOf('function'));
    await act(async () => {
      answer();
      await saved;
    });
    expect(result.current.saving).toBe(false);
  });

  it('shows the server refusal and ends `saving` when the save fails', async () => {
    api.on('POST /api/tts/work/save', () => ({ code: 400, message: '标题不能包含特殊字符', data: null }));
    const onSaved = vi.fn();
    const { result } = renderHook(() => useDraftSave(15, onSaved), { wrapper: providers() });
    const { draft, state } = content('内容。');

    await act(async () => {
      await expect(result.current.save(draft, state, false)).rejects.toMatchObject({ code: 400 });
    });
    expect(result.current.saving).toBe(false);
    expect(onSaved).not.toHaveBeenCalled();
    expect(toasts()).toEqual(['error: 标题不能包含特殊字符']);
  });

  it('an auto-save that fails says nothing (spec 02 §5: silent)', async () => {
    api.on('POST /api/tts/work/save', () => ({ code: 500, message: '服务器繁忙', data: null }));
    const { result } = renderHook(() => useDraftSave(15, vi.fn()), { wrapper: providers() });
    const { draft, state } = content('内容。');
    await act(async () => {
      await expect(result.current.save(draft, state, true)).rejects.toMatchObject({ code: 500 });
    });
    expect(toasts()).toEqual([]);
  });
});

describe('useAutoSave', () => {
  it('ticks every 30 s while mounted, and never after unmount', () => {
    vi.useFakeTimers();
    try {
      const tick = vi.fn();
      const { unmount } = renderHook(() => useAutoSave(tick));
      expect(AUTO_SAVE_MS).toBe(30_000);
      vi.advanceTimersByTime(29_999);
      expect(tick).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(tick).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(60_000);
      expect(tick).toHaveBeenCalledTimes(3);
      unmount();
      vi.advanceTimersByTime(120_000);
      expect(tick).toHaveBeenCalledTimes(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('calls the latest tick the page rendered, not the first', () => {
    vi.useFakeTimers();
    try {
      const first = vi.fn();
      const second = vi.fn();
      const { rerender } = renderHook(({ tick }) => useAutoSave(tick), { initialProps: { tick: first } });
      rerender({ tick: second });
      vi.advanceTimersByTime(30_000);
      expect(first).not.toHaveBeenCalled();
      expect(second).toHaveBeenCalledOnce();
    } finally {
      vi.useRealTimers();
    }
  });
});
