import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { contract, messages, ttsLimits, ttsMessages, type Bgm } from '@peiyin/api-client';
import { AudioDecodeError, decodeAudio } from '../../audio/index.ts';
import type { AppContext } from '../../context.ts';
import { AppError, badRequest } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import { fileUrl, type FileStorage } from '../files/storage.ts';
import { libraryRepo } from './library.ts';
import type { auditionService } from './service.ts';

/// The first chunk is awaited before answering, so a failure is still an envelope (试听失败！);
/// afterwards chunks are sent as they are encoded.
async function* prepend(first: Buffer, rest: AsyncIterator<Buffer>): AsyncGenerator<Buffer> {
  yield first;
  for (let next = await rest.next(); !next.done; next = await rest.next()) yield next.value;
}

export function ttsRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  deps: { storage: FileStorage; audition: ReturnType<typeof auditionService> },
): void {
  const library = libraryRepo(ctx.db);
  const { tts } = contract;

  app.post('/api/tts/audition', async (request, reply) => {
    const user = await ctx.auth.authenticate(request);
    if (!user) throw new AppError(401, messages.loginRequired);
    const parsed = tts.audition.body.safeParse(request.body ?? {});
    if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? messages.bodyInvalid);
    const controller = new AbortController();
    // The synthesis stops when the player goes away (stop, page left) before the answer is complete.
    reply.raw.on('close', () => {
      if (!reply.raw.writableFinished) controller.abort();
    });
    const stream = await deps.audition.prepare(user, parsed.data, controller.signal);
    const iterator = stream[Symbol.asyncIterator]();
    let first: IteratorResult<Buffer>;
    try {
      first = await iterator.next();
    } catch (error) {
      if (controller.signal.aborted) return reply;
      request.log.warn({ err: error }, 'audition failed');
      throw new AppError(500, ttsMessages.auditionFailed);
    }
    if (first.done) throw new AppError(500, ttsMessages.auditionFailed);
    reply.header('content-type', 'audio/mpeg').header('cache-control', 'no-store');
    const body = Readable.from(prepend(first.value, iterator));
    body.on('error', (error) => {
      if (!controller.signal.aborted) request.log.warn({ err: error }, 'audition stream failed');
    });
    return reply.send(body);
  });

  route(app, tts.soundStyleList, ctx.auth.authenticate, () => library.styles());
  route(app, tts.soundSearch, ctx.auth.authenticate, ({ input }) => library.sounds(input.styleId));
  route(app, tts.bgmList, ctx.auth.authenticate, ({ input, user }) => library.bgmPage(user?.id ?? null, input.page, input.pageSize));

  // The upload is multipart, so it lives in its own scope with the multipart parser and its limits.
  void app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: ttsLimits.bgmUploadMaxBytes, files: 1, fields: 4, fieldSize: 1024 } });
    scope.post(tts.bgmUpload.path, async (request): Promise<{ code: number; message: string; data: Bgm }> => {
      const user = await ctx.auth.authenticate(request);
      if (!user) throw new AppError(401, messages.loginRequired);
      if (!request.isMultipart()) throw badRequest(ttsMessages.bgmFileRequired);
      let part;
      try {
        part = await request.file();
      } catch {
        throw badRequest(ttsMessages.bgmFileRequired);
      }
      if (!part) throw badRequest(ttsMessages.bgmFileRequired);
      const ext = path.extname(part.filename).toLowerCase().slice(1);
      if (ext !== 'mp3' && ext !== 'wav') {
        part.file.resume();
        throw badRequest(ttsMessages.bgmFileType);
      }
      let data: Buffer;
      try {
        data = await part.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw badRequest(ttsMessages.bgmFileTooLarge);
        throw error;
      }
      if (part.file.truncated) throw badRequest(ttsMessages.bgmFileTooLarge);
      // The bytes must decode as audio: the extension alone proves nothing.
      let seconds: number;
      try {
        const pcm = await decodeAudio(data);
        seconds = pcm.samples.length / pcm.sampleRate;
      } catch (error) {
        if (error instanceof AudioDecodeError) throw badRequest(ttsMessages.bgmFileUnreadable);
        throw error;
      }
      if (!(seconds > 0.1)) throw badRequest(ttsMessages.bgmFileUnreadable);
      const field = part.fields['name'];
      const typed = field && !Array.isArray(field) && field.type === 'field' ? String(field.value).trim() : '';
      const name = [...(typed || path.basename(part.filename, path.extname(part.filename)) || '我的音乐')].slice(0, 30).join('');
      const key = `bgm/${randomBytes(12).toString('hex')}.${ext}`;
      await deps.storage.put(key, data);
      const row = await library.insertBgm({ user_id: user.id, name, file_key: key, duration_ms: Math.round(seconds * 1000), created_at: ctx.now() });
      return {
        code: 200,
        message: 'success',
        data: { id: row.id, name: row.name, filepath: fileUrl(row.file_key), duration: Math.round(seconds * 100) / 100, own: true },
      };
    });
  });
}
