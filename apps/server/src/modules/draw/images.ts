// Drawn pictures, reference uploads and covers are private: they are served only through links this module
// signs for their owner (an <img> or a download link cannot carry the bearer token, so the permission travels
// in the link, like a presigned URL). Style previews ship with the studio and are public.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { contentDisposition } from '../files/routes.ts';
import { AppError } from '../../http/errors.ts';
import { drawStyles, isPngOrJpeg, stylePicturePath } from '../../providers/draw/index.ts';
import { isValidKey } from '../../providers/storage/types.ts';

const day = 24 * 60 * 60 * 1000;
/// Every private drawing file lives under this folder (`draw/<userId>/…`).
export const drawFolder = 'draw';

export const imageMessages = {
  expired: '图片链接已失效，请刷新页面', // ours
  notFound: '图片不存在或已删除', // ours
} as const;

export interface DrawImageUrls {
  /** A link to a private drawing file (`draw/…`), valid for at least a day. `download` asks for an
   *  attachment with that file name. */
  url(key: string, download?: string): string;
}

/// Links expire at the end of the day after tomorrow (UTC) and stay the same all day, so a list fetched twice
/// names the same URLs and the browser's cache keeps the pictures.
export function imageSigner(secret: string, now: () => number) {
  const signingKey = createHmac('sha256', secret).update('draw-images').digest();
  const sign = (key: string, expires: number) => createHmac('sha256', signingKey).update(`${key}\n${expires}`).digest('base64url').slice(0, 32);
  return {
    url(key: string, download?: string): string {
      const expires = Math.floor((Math.floor(now() / day) * day + 2 * day) / 1000);
      const base = `/api/draw/image/${key.slice(drawFolder.length + 1)}?e=${expires}&s=${sign(key, expires)}`;
      return download ? `${base}&download=${encodeURIComponent(download)}` : base;
    },
    verify(key: string, expires: string | undefined, signature: string | undefined): 'ok' | 'expired' | 'invalid' {
      if (typeof expires !== 'string' || typeof signature !== 'string' || !/^\d{1,12}$/.test(expires) || signature.length !== 32) return 'invalid';
      const expected = Buffer.from(sign(key, Number(expires)));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
      return Number(expires) * 1000 > now() ? 'ok' : 'expired';
    },
  };
}

export type ImageSigner = ReturnType<typeof imageSigner>;

export const stylePictureUrl = (slug: string) => `/api/draw/style/${slug}.png`;

/// GET /api/draw/image/<userId>/<name>?e&s[&download=<name>]: a private drawing file for whoever holds its
/// signed link (its owner got it from a list, a check or a cover). GET /api/draw/style/<slug>.png: a style's
/// preview picture.
export function imageRoutes(app: FastifyInstance, signer: ImageSigner): void {
  const imageSchema = { summary: 'AI绘画图片（仅本人：链接由绘画接口签发，e 为过期时间，s 为签名；download 为下载文件名）', tags: ['AI绘画'] };
  app.get<{ Params: { '*': string }; Querystring: { e?: string; s?: string; download?: string } }>('/api/draw/image/*', { schema: imageSchema }, async (request, reply) => {
    const key = `${drawFolder}/${request.params['*']}`;
    if (!isValidKey(key)) throw new AppError(404, imageMessages.notFound);
    const verdict = signer.verify(key, request.query.e, request.query.s);
    if (verdict !== 'ok') throw new AppError(403, imageMessages.expired);
    const object = await app.storage.get(key);
    if (!object) throw new AppError(404, imageMessages.notFound);
    // Pictures we drew are PNG by name; a reference upload has no extension, and was checked to be PNG or
    // JPEG by content when it was used: read it (≤ 5 MB) and say which.
    let body: Buffer | NodeJS.ReadableStream = object.body;
    let type = 'image/png';
    if (!key.endsWith('.png')) {
      const chunks: Buffer[] = [];
      for await (const chunk of object.body) chunks.push(chunk as Buffer);
      const bytes = Buffer.concat(chunks);
      if (!isPngOrJpeg(bytes)) throw new AppError(404, imageMessages.notFound);
      type = bytes[0] === 0x89 ? 'image/png' : 'image/jpeg';
      body = bytes;
    }
    reply.header('content-type', type);
    reply.header('content-length', object.size);
    // Keys are never reused for other content; the link itself expires.
    reply.header('cache-control', `private, max-age=${Math.max(0, Number(request.query.e) - Math.floor(app.now() / 1000))}, immutable`);
    const download = typeof request.query.download === 'string' ? request.query.download.slice(0, 60) : '';
    if (download) reply.header('content-disposition', contentDisposition(/\.(png|jpe?g)$/i.test(download) ? download : `${download}.png`, false));
    return reply.send(body);
  });

  const pictures = new Map<string, Promise<Buffer>>();
  const slugs = new Set(drawStyles.map((style) => style.slug));
  app.get<{ Params: { slug: string } }>('/api/draw/style/:slug.png', { schema: { summary: 'AI绘画风格预览图', tags: ['AI绘画'] } }, async (request, reply) => {
    const style = drawStyles.find((item) => item.slug === request.params.slug);
    if (!style || !slugs.has(style.slug)) throw new AppError(404, imageMessages.notFound);
    let picture = pictures.get(style.slug);
    if (!picture) {
      picture = readFile(stylePicturePath(style));
      pictures.set(style.slug, picture);
      picture.catch(() => pictures.delete(style.slug));
    }
    reply.header('content-type', 'image/png');
    reply.header('cache-control', 'public, max-age=86400');
    return reply.send(await picture);
  });
}
