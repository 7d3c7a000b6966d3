// 视频提取 (spec 02 §2.7, §5, §7): a picture captcha per parse, yt-dlp behind the address-checking proxy, and a
// result whose every media address is our own download route with a sealed reference. The reference carries
// the site's URL and request headers (Referer, User-Agent, sometimes cookies) that the browser never sees, and
// an expiry; only this server can make one, so the route is no open proxy: it fetches what yt-dlp found.
import { toolsMessages, type VideoParseResult } from '@peiyin/api-client';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/errors.ts';
import type { VideoCard } from '../../providers/video/types.ts';
import { keyedHash, sameHash } from '../../security.ts';
import { toolError } from '../../http/toolErrors.ts';
import { toolsRepo } from './repo.ts';
import { sealer } from '../../http/sealed.ts';

const CAPTCHA_TTL_MS = 5 * 60_000;
/// Long enough to look at the result and download a large file; a reload of the page parses again.
export const MEDIA_REF_TTL_MS = 2 * 60 * 60_000;
export const MEDIA_PATH = '/api/tools/rwm/media';

export interface MediaRef {
  url: string;
  headers: Record<string, string>;
  /// The saved file's name without extension.
  name: string;
}

/// A file name from a title: no path or control characters, at most 60 characters.
export function fileTitle(title: string): string {
  const cleaned = [...title]
    .map((c) => (c < ' ' || '\\/:*?"<>|'.includes(c) ? ' ' : c))
    .join('')
    .trim()
    .replace(/\s+/g, ' ');
  return [...cleaned].slice(0, 60).join('') || 'video';
}

export function videoService(app: FastifyInstance) {
  const repo = toolsRepo(app.db);
  const refs = sealer<MediaRef>(app.secret, 'rwm-media');
  const subject = (userId: number) => `rwm:${userId}`;

  function mediaUrl(ref: MediaRef, expiresAt: number): string {
    return `${MEDIA_PATH}?ref=${refs.seal(ref, expiresAt)}`;
  }

  function toResult(card: VideoCard): VideoParseResult {
    const expiresAt = app.now() + MEDIA_REF_TTL_MS;
    const name = fileTitle(card.title);
    const headers = card.httpHeaders;
    const url = (target: string | null, suffix = '') => (target ? mediaUrl({ url: target, headers, name: `${name}${suffix}` }, expiresAt) : null);
    return {
      mediaType: card.mediaType,
      title: card.title,
      cover: url(card.cover, '-封面'),
      author: card.author,
      avatar: url(card.avatar, '-头像'),
      video: card.video
        ? { url: url(card.video.url)!, width: card.video.width, height: card.video.height, size: card.video.bytes, direct: card.video.direct }
        : null,
      image: { urls: card.images.map((image, i) => url(image, `-${i + 1}`)!) },
      music: card.music ? { url: url(card.music.url, '-音乐'), title: card.music.title, author: card.music.author } : null,
      duration: card.duration,
      site: card.site,
      pageUrl: card.pageUrl,
    };
  }

  return {
    async captcha(userId: number): Promise<string> {
      const captcha = app.captcha();
      await repo.putCaptcha(subject(userId), keyedHash(app.secret, captcha.text.toLowerCase()), app.now() + CAPTCHA_TTL_MS);
      return `data:image/svg+xml;base64,${Buffer.from(captcha.svg).toString('base64')}`;
    },

    async parse(userId: number, shareUrl: string, captcha: string, signal: AbortSignal): Promise<VideoParseResult> {
      // each picture answers one attempt, right or wrong: guessing costs a new picture every time
      const stored = await repo.takeCaptcha(subject(userId));
      if (!stored || stored.expires_at < app.now() || !sameHash(stored.text_hash, keyedHash(app.secret, captcha.trim().toLowerCase()))) {
        throw new AppError(400, toolsMessages.captchaWrong);
      }
      try {
        return toResult(await app.video.extractor.parse(shareUrl, { signal }));
      } catch (error) {
        toolError(error);
      }
    },

    /** What a media reference names, or null when it is altered or expired. */
    openRef(reference: string): MediaRef | null {
      return refs.open(reference, app.now());
    },

    /** For the speech-to-text tool: a share link's media, as the extractor reads it. */
    async card(shareUrl: string, signal?: AbortSignal): Promise<VideoCard> {
      try {
        return await app.video.extractor.parse(shareUrl, { signal });
      } catch (error) {
        toolError(error);
      }
    },
  };
}

export type VideoService = ReturnType<typeof videoService>;
