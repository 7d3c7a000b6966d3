import { describe, expect, it } from 'vitest';
import { videoKindOf } from './videoBytes';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('videoKindOf (视频下载 saves videos only)', () => {
  it('knows an MP4 and a QuickTime file by their ftyp box, and WebM by its EBML header', () => {
    const mp4 = new Uint8Array([0, 0, 0, 0x20, ...bytes('ftypisom'), 0, 0, 2, 0]);
    expect(videoKindOf(mp4, 'application/octet-stream')).toEqual({ ok: true, extension: 'mp4' });
    expect(videoKindOf(new Uint8Array([0, 0, 0, 0x14, ...bytes('ftypqt  ')]))).toEqual({ ok: true, extension: 'mov' });
    expect(videoKindOf(new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 1, 0, 0, 0]))).toEqual({ ok: true, extension: 'webm' });
  });

  it('refuses a web page answered at a video address, whatever it is called (issue 28)', () => {
    const page = bytes('\n  <!DOCTYPE html><html><head><title>登录</title></head></html>');
    const kind = videoKindOf(page, 'text/html; charset=utf-8');
    expect(kind).toEqual({ ok: false, message: expect.stringContaining('返回的是网页') });
    expect(videoKindOf(page, 'video/mp4').ok).toBe(false);
  });

  it('refuses empty answers and other files with what came back', () => {
    expect(videoKindOf(new Uint8Array(), '')).toEqual({ ok: false, message: '下载失败：该地址返回的内容为空' });
    expect(videoKindOf(bytes('{"error":"expired"}'), 'application/json').ok).toBe(false);
    expect(videoKindOf(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), 'image/png').ok).toBe(false);
  });
});
