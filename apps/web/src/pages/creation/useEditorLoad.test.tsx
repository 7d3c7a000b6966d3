import { describe, expect, it, vi } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import type { CustomAnchor } from '@peiyin/api-client';
import { queryClient } from '../../api/queryClient';
import { useEditorLoad, type EditorLoadAppliers } from './useEditorLoad';
import { anchorDetail, ok, providers, toasts, installFakeApi, work } from '../../testing/fakeApi';

const api = installFakeApi();

const appliers = () => ({ draft: vi.fn<EditorLoadAppliers['draft']>(), voice: vi.fn<EditorLoadAppliers['voice']>(), noVoice: vi.fn<EditorLoadAppliers['noVoice']>() });

/// Answers the anchor details the catalogue knows (15 and 16); any other id is the server's 无法识别主播：<id>.
function catalogue() {
  api.on('GET /api/anchor/detail', ({ query }) => {
    const id = Number(query.get('anchorId'));
    return id === 15 || id === 16 ? ok(anchorDetail(id)) : { code: 400, message: `无法识别主播：${id}`, data: null };
  });
}

function load(search: string, options: { state?: unknown; shown?: string | null; strict?: boolean } = {}) {
  const apply = appliers();
  const view = renderHook(
    ({ search }: { search: string }) => useEditorLoad(new URLSearchParams(search), options.state ?? null, options.shown ?? null, apply),
    { wrapper: providers(), initialProps: { search }, reactStrictMode: options.strict ?? false },
  );
  return { apply, view };
}

describe('useEditorLoad (spec 02 §2.2 query)', () => {
  it('opens a draft by workId with its own voice values over its anchor, once under StrictMode', async () => {
    catalogue();
    api.on('GET /api/tts/work/detail', ({ query }) => ok(work(Number(query.get('workId')))));
    const { apply, view } = load('?workId=41&anchorId=16', { strict: true });

    expect(view.result.current.loading).toBe(true);
    await waitFor(() => expect(view.result.current.loaded).toBe('work:41'));
    expect(view.result.current.loading).toBe(false);

    expect(apply.draft).toHaveBeenCalledOnce();
    const [loadedWork, voiced] = apply.draft.mock.calls[0]!;
    expect(loadedWork).toMatchObject({ workId: 41, title: '草稿41', text: '<speak>旧的文案</speak>' });
    // the draft's anchor (15), not the query's 16; its template, pitch, speed and volume
    expect(voiced.voice).toMatchObject({ anchorType: 0, anchorId: 15, anchorName: '主播15', templateId: 4, templateName: '激昂', intensity: 1.5, pitch: -40, speed: 0.8, volume: 60 });
    expect(apply.voice).not.toHaveBeenCalled();
    expect(api.to('/api/anchor/detail').map((r) => r.query.get('anchorId'))).not.toContain('16');
  });

  it("opens a new script with the query's anchor, template and role, with the text a tool handed over", async () => {
    catalogue();
    const state = { handoff: { text: '春眠不觉晓。', source: 'gpt' } };
    const { apply, view } = load('?anchorType=0&anchorId=16&templateId=4&roleId=7', { state });

    await waitFor(() => expect(view.result.current.loaded).toBe('anchor:0:16'));
    expect(apply.voice).toHaveBeenCalledOnce();
    const [voiced, handoff] = apply.voice.mock.calls[0]!;
    expect(voiced.voice).toMatchObject({ anchorType: 0, anchorId: 16, anchorName: '主播16', templateId: 4, templateName: '激昂', role: 'narrator', roleName: '旁白', pitch: 30, speed: 1.3 });
    expect(voiced.source.custom).toBeNull();
    expect(handoff).toEqual({ text: '春眠不觉晓。', source: 'gpt', hint: '已载入AI写作文案' });
  });

  it("opens a custom anchor with its saved values, speaking with its base anchor's templates", async () => {
    catalogue();
    const custom: CustomAnchor = {
      id: 8,
      name: '我的声音',
      comment: '',
      avatar: '',
      anchorId: 15,
      anchorName: '主播15',
      templateId: 3,
      templateName: '温柔',
      role: null,
      intensity: 1.2,
      pitch: 5,
      speed: 0.9,
      volume: 70,
      text: '',
    };
    api.on('GET /api/anchor/custom/detail', () => ok(custom));
    const { apply, view } = load('?anchorType=1&anchorId=8');

    await waitFor(() => expect(view.result.current.loaded).toBe('anchor:1:8'));
    const [voiced, handoff] = apply.voice.mock.calls[0]!;
    expect(voiced.voice).toMatchObject({ anchorType: 1, anchorId: 8, anchorName: '我的声音', templateId: 3, pitch: 5, speed: 0.9, volume: 70, sampleRate: 24000 });
    expect(voiced.source.detail.id).toBe(15);
    expect(handoff).toBeNull();
  });

  it('anchor id 0 is no usable anchor: the page is told (it shows 操作失败：无法识别主播) and nothing is asked', async () => {
    const { apply, view } = load('?anchorType=0&anchorId=0');
    await waitFor(() => expect(view.result.current.loaded).toBe('anchor:0:0'));
    expect(apply.noVoice).toHaveBeenCalledOnce();
    expect(apply.voice).not.toHaveBeenCalled();
    expect(api.requests).toEqual([]);
  });

  it("an anchor the server does not know shows the server's 无法识别主播 message once, and the loading ends", async () => {
    catalogue();
    const { apply, view } = load('?anchorId=99');
    await waitFor(() => expect(view.result.current.loading).toBe(false));
    expect(toasts()).toEqual(['error: 无法识别主播：99']);
    expect(view.result.current.loaded).toBeNull();
    expect(apply.voice).not.toHaveBeenCalled();
    // a refusal is not asked again (queryClient: no retry of a 4xx)
    expect(api.to('/api/anchor/detail')).toHaveLength(1);
  });

  it('loads the default anchor when the query names none', async () => {
    api.on('GET /api/anchor/detail', ({ query }) => ok(anchorDetail(Number(query.get('anchorId')))));
    const { apply, view } = load('');
    await waitFor(() => expect(view.result.current.loaded).toBe('anchor:0:12'));
    expect(apply.voice.mock.calls[0]![0].voice.anchorId).toBe(12);
  });

  it('loads nothing for the query the page wrote itself (what is shown already)', () => {
    const { apply } = load('?anchorType=0&anchorId=16&templateId=4', { shown: 'anchor:0:16' });
    expect(api.requests).toEqual([]);
    expect(apply.voice).not.toHaveBeenCalled();
  });

  it('drops a load overtaken by another target: only the later one is applied', async () => {
    catalogue();
    let answer!: () => void;
    api.on('GET /api/tts/work/detail', () => new Promise((resolve) => (answer = () => resolve(ok(work(41))))));
    const { apply, view } = load('?workId=41');
    await waitFor(() => expect(answer).toBeTypeOf('function'));

    view.rerender({ search: '?anchorId=16' });
    await waitFor(() => expect(view.result.current.loaded).toBe('anchor:0:16'));
    answer();
    // the draft's answer arrives after it was no longer wanted, and its load runs to its end: the draft's anchor
    // (15) is asked for and answered, and nothing is in flight any more (a state, not a pause)
    await waitFor(() => expect(api.to('/api/anchor/detail').map((r) => r.query.get('anchorId'))).toContain('15'));
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(apply.draft).not.toHaveBeenCalled();
    expect(apply.voice).toHaveBeenCalledOnce();
    expect(view.result.current.loaded).toBe('anchor:0:16');
  });
});
