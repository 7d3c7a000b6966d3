// What a fetched file really is, by its first bytes (issue 28: 视频下载 saved a site's HTML page as ….mp4,
// "已保存（0.0 MB）"). A site that answers a video address with a page, an error text or a login form must be
// refused, not saved under a video's name.

export type VideoKind = { ok: true; extension: 'mp4' | 'mov' | 'webm' | 'flv' | 'ts' } | { ok: false; message: string };

const ascii = (bytes: Uint8Array, from: number, length: number) => String.fromCharCode(...bytes.subarray(from, from + length));

/// The container of a video file by its magic bytes; anything else (HTML, JSON, text, a picture) is refused with
/// a message that says what came back.
export function videoKindOf(head: Uint8Array, contentType = ''): VideoKind {
  if (head.length >= 12 && ascii(head, 4, 4) === 'ftyp') return { ok: true, extension: ascii(head, 8, 2) === 'qt' ? 'mov' : 'mp4' };
  if (head.length >= 8 && ['moov', 'mdat', 'free', 'wide'].includes(ascii(head, 4, 4))) return { ok: true, extension: 'mp4' };
  if (head.length >= 4 && head[0] === 0x1a && head[1] === 0x45 && head[2] === 0xdf && head[3] === 0xa3) return { ok: true, extension: 'webm' };
  if (head.length >= 3 && ascii(head, 0, 3) === 'FLV') return { ok: true, extension: 'flv' };
  // MPEG-TS: a sync byte every 188 bytes
  if (head.length >= 377 && head[0] === 0x47 && head[188] === 0x47 && head[376] === 0x47) return { ok: true, extension: 'ts' };
  const start = ascii(head, 0, Math.min(head.length, 256)).trimStart().toLowerCase();
  if (/^text\/html/i.test(contentType) || start.startsWith('<!doctype html') || start.startsWith('<html') || start.startsWith('<')) {
    return { ok: false, message: '下载失败：该地址返回的是网页，不是视频文件。请在网页中找到视频文件本身的地址，或改用「视频提取」。' };
  }
  if (head.length === 0) return { ok: false, message: '下载失败：该地址返回的内容为空' };
  return { ok: false, message: '下载失败：该地址返回的不是视频文件（不是 MP4、MOV、WebM、FLV 或 TS）' };
}
