// The link inside pasted share text. Apps share a blurb around the link — "3.84 复制打开抖音，看看【某某
// 的作品】今天的晚霞 https://v.douyin.com/iRNBho6u/ Yxm:/ 02/17" or "【标题】 https://b23.tv/xyz" — and
// the tool must find the link (spec 02 §5: ≤ 300 characters, 请输入视频链接 when blank). One linear scan,
// no regular expression over user text.
import { VIDEO_MESSAGES, VideoError } from './types.ts';

export const SHARE_TEXT_MAX = 300;

/// Characters a URL may contain as pasted (RFC 3986 unreserved, reserved and "%"). Anything else —
/// whitespace, Chinese text and punctuation, quotes, angle brackets — ends it.
function isUrlChar(code: number): boolean {
  if (code >= 0x30 && code <= 0x39) return true; // 0-9
  if (code >= 0x41 && code <= 0x5a) return true; // A-Z
  if (code >= 0x61 && code <= 0x7a) return true; // a-z
  return "-._~:/?#[]@!$&'()*+,;=%".includes(String.fromCharCode(code));
}

/// Punctuation that ends a sentence around a link rather than the link itself.
const TRAILING = ".,;:!?'";

/// The first http(s) link in the text, or a VideoError with the message to show.
export function findShareUrl(shareText: string): URL {
  const text = shareText.trim();
  if (text === '') throw new VideoError('empty', VIDEO_MESSAGES.empty);
  if (text.length > SHARE_TEXT_MAX) throw new VideoError('too-long', VIDEO_MESSAGES.tooLong);
  const lower = text.toLowerCase();
  const candidates = [lower.indexOf('https://'), lower.indexOf('http://')].filter((i) => i >= 0);
  if (candidates.length === 0) throw new VideoError('no-link', VIDEO_MESSAGES.noLink);
  const start = Math.min(...candidates);
  let end = start;
  while (end < text.length && isUrlChar(text.charCodeAt(end))) end++;
  let raw = text.slice(start, end);
  // "(见 https://a.b/c)" or "链接：https://a.b/c." — drop the sentence's punctuation, and a closing
  // bracket that has no opening one inside the link
  for (;;) {
    const last = raw[raw.length - 1]!;
    if (TRAILING.includes(last)) raw = raw.slice(0, -1);
    else if (last === ')' && !raw.includes('(')) raw = raw.slice(0, -1);
    else if (last === ']' && !raw.includes('[')) raw = raw.slice(0, -1);
    else break;
  }
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new VideoError('bad-link', VIDEO_MESSAGES.badLink);
  }
  // credentials in a share link are a trick ("https://douyin.com@evil.example/"), never a real share
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.hostname === '' || url.username !== '' || url.password !== '') {
    throw new VideoError('bad-link', VIDEO_MESSAGES.badLink);
  }
  return url;
}
