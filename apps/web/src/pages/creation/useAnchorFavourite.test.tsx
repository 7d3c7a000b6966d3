import { describe, expect, it } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { useAnchorFavourite } from './useAnchorFavourite';
import { anchorDetail, ok, providers, toasts, installFakeApi, voice } from '../../testing/fakeApi';

const api = installFakeApi();

describe('useAnchorFavourite (the heart beside the anchor, spec 01 §4)', () => {
  it("shows the system anchor's flag and turns it on, then off, each after the server's yes", async () => {
    api.on('GET /api/anchor/detail', () => ok(anchorDetail(15, { favorite: false })));
    api.on('POST /api/anchor/favorite', () => ok(null));
    api.on('POST /api/anchor/unfavorite', () => ok(null));
    const { result } = renderHook(() => useAnchorFavourite(voice), { wrapper: providers() });
    await waitFor(() => expect(api.to('/api/anchor/detail')).toHaveLength(1));
    expect(result.current.favorite).toBe(false);

    await act(() => result.current.toggle());
    expect(api.to('/api/anchor/favorite').map((r) => r.body)).toEqual([{ anchorId: 15, anchorType: 0 }]);
    // (the cache tells its observers on its next tick)
    await waitFor(() => expect(result.current.favorite).toBe(true));
    expect(toasts()).toEqual(['success: 收藏成功']);

    await act(() => result.current.toggle());
    expect(api.to('/api/anchor/unfavorite').map((r) => r.body)).toEqual([{ anchorId: 15, anchorType: 0 }]);
    await waitFor(() => expect(result.current.favorite).toBe(false));
    expect(toasts()).toContain('success: 已取消收藏');
    // the flag came from the detail already loaded, and followed the mutations without asking again
    expect(api.to('/api/anchor/detail')).toHaveLength(1);
  });

  it('shows a favourite the server holds', async () => {
    api.on('GET /api/anchor/detail', () => ok(anchorDetail(15, { favorite: true })));
    const { result } = renderHook(() => useAnchorFavourite(voice), { wrapper: providers() });
    await waitFor(() => expect(result.current.favorite).toBe(true));
  });

  it('keeps the heart as it was when the server refuses, and shows why', async () => {
    api.on('GET /api/anchor/detail', () => ok(anchorDetail(15, { favorite: false })));
    api.on('POST /api/anchor/favorite', () => ({ code: 401, message: '请先登录', data: null }));
    const { result } = renderHook(() => useAnchorFavourite(voice), { wrapper: providers() });
    await waitFor(() => expect(api.to('/api/anchor/detail')).toHaveLength(1));

    await act(() => expect(result.current.toggle()).rejects.toMatchObject({ code: 401 }));
    // past the cache's next tick, when a change would show
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(result.current.favorite).toBe(false);
    expect(toasts()).toEqual(['error: 请先登录']);
  });

  it('a custom anchor has no heart: nothing is asked, toggling does nothing', async () => {
    const { result } = renderHook(() => useAnchorFavourite({ ...voice, anchorType: 1, anchorId: 8 }), { wrapper: providers() });
    expect(result.current.favorite).toBe(false);
    await act(() => result.current.toggle());
    expect(api.requests).toEqual([]);
    expect(toasts()).toEqual([]);
  });

  it('nothing is asked before the voice has loaded', async () => {
    const { result } = renderHook(() => useAnchorFavourite(null), { wrapper: providers() });
    await act(() => result.current.toggle());
    expect(result.current.favorite).toBe(false);
    expect(api.requests).toEqual([]);
  });
});
