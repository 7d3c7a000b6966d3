import type { FastifyInstance } from 'fastify';
import { ttsMessages } from '@peiyin/api-client';
import { AppError } from '../../http/errors.ts';
import type { ObjectStorage } from '../../providers/storage/types.ts';
import { isPublicAudioKey } from './storage.ts';

const mimeTypes: Record<string, string> = { mp3: 'audio/mpeg', wav: 'audio/wav' };

/// `bytes=a-b`, `bytes=a-` or `bytes=-n` (one range; browsers seeking audio ask for one).
export function parseRange(header: string, size: number): { start: number; end: number } | 'invalid' | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null;
  const [, from, to] = match;
  if (from === '' && to === '') return 'invalid';
  let start: number;
  let end: number;
  if (from === '') {
    const suffix = Number(to);
    if (suffix === 0) return 'invalid';
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(from);
    end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  }
  if (start >= size || start > end) return 'invalid';
  return { start, end };
}

/// A download name safe for the header: RFC 5987 `filename*` carries the Chinese title.
export function contentDisposition(name: string, inline: boolean): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${inline ? 'inline' : 'attachment'}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/// GET /api/files/<folder>/<name>.<ext>[?name=<download name>&download=1]: audio with Range support
/// (206 partial content, so players can seek) and a download name (task audio: the task title).
export function fileRoutes(app: FastifyInstance, storage: ObjectStorage): void {
  const schema = { summary: '音频文件（支持 Range 分段；name 为下载文件名，download=1 时作为附件下载）', tags: ['文件'] };
  app.get<{ Params: { '*': string }; Querystring: { name?: string; download?: string } }>('/api/files/*', { schema }, async (request, reply) => {
    const key = request.params['*'];
    if (!isPublicAudioKey(key)) throw new AppError(404, ttsMessages.fileNotFound);
    const size = await storage.size(key);
    if (size === null) throw new AppError(404, ttsMessages.fileNotFound);
    const ext = key.slice(key.lastIndexOf('.') + 1);
    reply.header('content-type', mimeTypes[ext] ?? 'application/octet-stream');
    reply.header('accept-ranges', 'bytes');
    // File keys are never reused for other content (new audio gets a new key).
    reply.header('cache-control', 'private, max-age=31536000, immutable');
    const name = typeof request.query.name === 'string' ? request.query.name.slice(0, 60) : '';
    if (name) {
      const filename = name.toLowerCase().endsWith(`.${ext}`) ? name : `${name}.${ext}`;
      reply.header('content-disposition', contentDisposition(filename, request.query.download !== '1'));
    }
    const header = request.headers.range;
    const range = typeof header === 'string' ? parseRange(header, size) : null;
    if (range === 'invalid') {
      reply.header('content-range', `bytes */${size}`);
      return reply.code(416).send();
    }
    if (range) {
      reply.code(206);
      reply.header('content-range', `bytes ${range.start}-${range.end}/${size}`);
      reply.header('content-length', range.end - range.start + 1);
      return reply.send(storage.read(key, range));
    }
    reply.header('content-length', size);
    return reply.send(storage.read(key));
  });
}
