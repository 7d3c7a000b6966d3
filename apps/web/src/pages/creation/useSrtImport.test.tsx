import { describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import type { Node as PMNode } from 'prosemirror-model';
import { docToText } from '@peiyin/ssml';
import { useSrtImport } from './useSrtImport';
import { toasts, installFakeApi } from '../../testing/fakeApi';

// (no request is made; the fake only resets the toasts between tests)
installFakeApi();

const srt = '1\n00:00:01,000 --> 00:00:02,500\n第一句字幕。\n\n2\n00:00:03,000 --> 00:00:04,000\n第二句字幕。\n';

function importer() {
  const setDoc = vi.fn<(doc: PMNode) => void>();
  const { result } = renderHook(() => useSrtImport(setDoc));
  return { importFile: result.current, setDoc };
}

describe('useSrtImport (导入字幕)', () => {
  it("makes a .srt file's cues the script, one a line, and says how many", async () => {
    const { importFile, setDoc } = importer();
    await importFile(new File([srt], '字幕.SRT', { type: 'application/x-subrip' }));

    expect(setDoc).toHaveBeenCalledOnce();
    expect(docToText(setDoc.mock.calls[0]![0])).toBe('第一句字幕。\n第二句字幕。');
    expect(toasts()).toEqual(['success: 已导入 2 条字幕']);
  });

  it('refuses any other file with 仅支持导入.srt格式的字幕文件 and keeps the script', async () => {
    const { importFile, setDoc } = importer();
    await importFile(new File([srt], 'notes.txt', { type: 'text/plain' }));

    expect(setDoc).not.toHaveBeenCalled();
    expect(toasts()).toEqual(['warning: 仅支持导入.srt格式的字幕文件']);
  });

  it('keeps the script when the subtitles hold no text (文本内容为空)', async () => {
    const { importFile, setDoc } = importer();
    await importFile(new File(['1\n00:00:01,000 --> 00:00:02,000\n\n'], 'blank.srt'));

    expect(setDoc).not.toHaveBeenCalled();
    expect(toasts()).toEqual(['warning: 文本内容为空']);
  });
});
