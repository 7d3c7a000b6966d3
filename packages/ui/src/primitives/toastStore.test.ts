import { beforeEach, describe, expect, it } from 'vitest';
import { TOAST_DURATION, TOAST_LIMIT, toast, toastStore } from './toastStore';

describe('toast store', () => {
  beforeEach(() => toast.clear());

  it('given toast.success from anywhere, the Toaster sees the message with its tone and the default duration', () => {
    const seen: number[] = [];
    const unsubscribe = toastStore.subscribe(() => seen.push(toastStore.getSnapshot().length));
    toast.success('登录成功');
    unsubscribe();
    expect(seen).toEqual([1]);
    expect(toastStore.getSnapshot()).toEqual([expect.objectContaining({ tone: 'success', message: '登录成功', duration: TOAST_DURATION })]);
  });

  it('given more toasts than the limit, the oldest give way', () => {
    for (let n = 1; n <= TOAST_LIMIT + 2; n += 1) toast.error(`错误 ${n}`);
    const messages = toastStore.getSnapshot().map((item) => item.message);
    expect(messages).toHaveLength(TOAST_LIMIT);
    expect(messages[0]).toBe('错误 3');
    expect(messages.at(-1)).toBe(`错误 ${TOAST_LIMIT + 2}`);
  });

  it('given the same message again while it shows, it is not stacked twice (an effect StrictMode runs twice, a repeated failure)', () => {
    const first = toast.warning('请先登录您的账号！');
    const again = toast.warning('请先登录您的账号！');
    toast.error('请先登录您的账号！');
    expect(again).toBe(first);
    expect(toastStore.getSnapshot().map((item) => [item.tone, item.message])).toEqual([
      ['warning', '请先登录您的账号！'],
      ['error', '请先登录您的账号！'],
    ]);
    // once it has gone, the message shows again
    toast.dismiss(first);
    expect(toast.warning('请先登录您的账号！')).not.toBe(first);
  });

  it('given a dismissed id, only that toast leaves', () => {
    const first = toast.warning('请先选择主播');
    toast.info('已复制');
    toast.dismiss(first);
    expect(toastStore.getSnapshot().map((item) => item.message)).toEqual(['已复制']);
  });
});
