// Issue 28: a question typed but not sent survives a reload; a sent one is gone.
import { afterEach, describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useKeptInput } from './useKeptInput';

afterEach(() => window.localStorage.clear());

describe('useKeptInput', () => {
  it('gives the typed text back after the page is made again (a reload)', () => {
    const first = renderHook(() => useKeptInput('gpt'));
    act(() => first.result.current[1]('帮我写一段咖啡店开业的口播稿'));
    first.unmount();
    const second = renderHook(() => useKeptInput('gpt'));
    expect(second.result.current[0]).toBe('帮我写一段咖啡店开业的口播稿');
  });

  it('forgets the text once it is emptied (sent), and keeps each key apart', () => {
    const chat = renderHook(() => useKeptInput('gpt'));
    const rewrite = renderHook(() => useKeptInput('rewrite'));
    act(() => chat.result.current[1]('问题'));
    act(() => rewrite.result.current[1]('原稿'));
    act(() => chat.result.current[1](''));
    expect(renderHook(() => useKeptInput('gpt')).result.current[0]).toBe('');
    expect(renderHook(() => useKeptInput('rewrite')).result.current[0]).toBe('原稿');
  });

  it('lets a text handed in by navigation win over the kept one', () => {
    const before = renderHook(() => useKeptInput('gpt'));
    act(() => before.result.current[1]('旧的问题'));
    expect(renderHook(() => useKeptInput('gpt', '提示词库里的提示词')).result.current[0]).toBe('提示词库里的提示词');
  });
});
