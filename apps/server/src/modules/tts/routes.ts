import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import { contract, messages, ttsLimits, ttsMessages, type Bgm } from '@peiyin/api-client';
import { AudioDecodeError, inspectAudio } from '../../audio/index.ts';
import { AppError, badRequest } from '../../http/errors.ts';
import { limiter } from '../../http/limiter.ts';
import { cleanText } from '../../http/text.ts';
import { authedRoute, callSchema, errorEnvelope, route } from '../../http/route.ts';
import type { ObjectStorage } from '../../providers/storage/types.ts';
import { EngineError } from '../../providers/tts/types.ts';
import { fileUrl } from '../files/storage.ts';
import type { LibraryRepo } from './repo.ts';
import type { AuditionService } from './service.ts';

/// The first chunk is awaited before answering, so a failure is still an envelope (试听失败！);
/// afterwards chunks are sent as they are encoded.
async function* prepend(first: Buffer, rest: AsyncIterator<Buffer>): AsyncGenerator<Buffer> {
  yield first;
  for (let next = await rest.next(); !next.done; next = await rest.next()) yield next.value;
}

/// What the bytes of an upload say they are, before anything decodes them: MP3 (an ID3 tag or an MPEG audio
/// frame sync) or WAV (RIFF…WAVE). Anything else named .mp3/.wav (FLAC, MP4 video…) is refused here.
function sniffAudio(bytes: Buffer): 'mp3' | 'wav' | null {
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WAVE') return 'wav';
  if (bytes.length >= 3 && bytes.toString('latin1', 0, 3) === 'ID3') return 'mp3';
  if (bytes.length >= 2 && bytes[0] === 0xff && (bytes[1]! & 0xe6) === 0xe2) return 'mp3';
  return null;
}

export function ttsRoutes(
  app: FastifyInstance,
  deps: { storage: ObjectStorage; audition: AuditionService; library: LibraryRepo; forgetPcm: (key: string) => void },
): void {
  const { library } = deps;
  const { tts } = contract;

  // Like every contract call (login, then the body through the contract's schema), but the answer is audio:
  // every refusal still comes before the first byte, as an envelope.
  const auditionSchema = {
    ...callSchema(tts.audition),
    body: tts.audition.body,
    response: {
      200: { description: '试听音频（audio/mpeg），边合成边发送', content: { 'audio/mpeg': { schema: z.string().meta({ format: 'binary' }) } } },
      '4xx': errorEnvelope,
    },
  };
  app.withTypeProvider<ZodTypeProvider>().post(
    tts.audition.path,
    {
      schema: auditionSchema,
      preValidation: async (request) => {
        request.user = await app.auth.authenticate(request);
        if (!request.user) throw new AppError(401, messages.loginRequired);
      },
    },
    async (request, reply) => {
      const user = request.user!;
      const controller = new AbortController();
      // The synthesis stops when the player goes away (stop, page left) before the answer is complete.
      reply.raw.on('close', () => {
        if (!reply.raw.writableFinished) controller.abort();
      });
      const stream = await deps.audition.prepare(user, request.body, controller.signal);
      const iterator = stream[Symbol.asyncIterator]();
      let first: IteratorResult<Buffer>;
      try {
        first = await iterator.next();
      } catch (error) {
        if (controller.signal.aborted) return reply;
        request.log.warn({ err: error }, 'audition failed');
        // A remote engine's refusal says what went wrong (a refused key, a busy service) in Chinese.
        if (error instanceof EngineError && error.userMessage) throw new AppError(502, `${ttsMessages.auditionFailed}${error.userMessage}`);
        throw new AppError(500, ttsMessages.auditionFailed);
      }
      if (first.done) throw new AppError(500, ttsMessages.auditionFailed);
      reply.header('content-type', 'audio/mpeg').header('cache-control', 'no-store');
      const body = Readable.from(prepend(first.value, iterator));
      body.on('error', (error) => {
        if (!controller.signal.aborted) request.log.warn({ err: error }, 'audition stream failed');
      });
      // The schema's 200 is audio: the stream goes out as it is.
      return (reply as FastifyReply).send(body);
    },
  );

  authedRoute(app, tts.auditionPrefetch, async ({ input, user, request, reply }) => {
    const controller = new AbortController();
    // the editor withdraws it when the script changes again: what is still queued is dropped
    reply.raw.on('close', () => {
      if (!reply.raw.writableFinished) controller.abort();
    });
    try {
      return { warmed: await deps.audition.prefetch(user, input, controller.signal) };
    } catch (error) {
      // A guess, not the person's request: what the audition would refuse (a deleted BGM, too many pauses) is
      // said by 试听 itself when it is clicked; here it is only a guess that did not happen.
      if (!(error instanceof AppError) && !controller.signal.aborted) request.log.warn({ err: error }, 'audition prefetch failed');
      return { warmed: false };
    }
  });
  route(app, tts.soundStyleList, () => library.styles());
  route(app, tts.soundSearch, ({ input }) => library.sounds(input.styleId));
  route(app, tts.bgmList, ({ input, user }) => library.bgmPage(user?.id ?? null, input.page, input.pageSize));

  authedRoute(app, tts.bgmMine, async ({ input, user }) => ({
    ...(await library.ownBgmPage(user.id, input.page, input.pageSize)),
    limit: ttsLimits.bgmPerUser,
  }));
  authedRoute(app, tts.bgmDelete, async ({ input, user }) => {
    const key = await library.deleteOwnBgm(user.id, input.id);
    if (key === null) throw new AppError(404, ttsMessages.bgmUnknown);
    // The row goes first (the quota is freed and nothing new can pick the track), then the file and its
    // decoded copy; a task still queued with it fails with 背景音乐不存在, finished ones keep their mixed audio.
    deps.forgetPcm(key);
    await deps.storage.delete(key);
    return null;
  });

  // The upload is multipart, so it lives in its own scope with the multipart parser and its limits.
  // two uploads decoded at once, the others wait their turn
  const decoding = limiter(2);
  void app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: ttsLimits.bgmUploadMaxBytes, files: 1, fields: 4, fieldSize: 1024 } });
    const uploadDocs = {
      ...callSchema(tts.bgmUpload),
      consumes: ['multipart/form-data'],
      description: 'multipart/form-data：一个 file 字段（mp3 或 wav，不超过 20M），可选 name 字段（音乐名称）',
    };
    scope.post(tts.bgmUpload.path, { schema: uploadDocs }, async (request): Promise<{ code: number; message: string; data: Bgm }> => {
      const user = await app.auth.authenticate(request);
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
        // A body cut short (no final boundary, a dropped connection) is a missing file, not a server error.
        throw badRequest(ttsMessages.bgmFileRequired);
      }
      if (part.file.truncated) throw badRequest(ttsMessages.bgmFileTooLarge);
      if ((await library.ownBgmCount(user.id)) >= ttsLimits.bgmPerUser) throw badRequest(ttsMessages.bgmQuota);
      // The bytes must be the format the name says, checked by content before decoding anything, then by
      // ffmpeg's reading of the container and codec; the decoded length is counted, never held in memory.
      if (sniffAudio(data) !== ext) throw badRequest(ttsMessages.bgmFileUnreadable);
      let seconds: number;
      try {
        const found = await decoding(() => inspectAudio(data, ttsLimits.bgmMaxSeconds));
        const codecFits = ext === 'mp3' ? found.container === 'mp3' && found.codec === 'mp3' : found.container === 'wav' && /^(?:pcm|adpcm)_/.test(found.codec);
        if (!codecFits) throw badRequest(ttsMessages.bgmFileUnreadable);
        if (found.sampleRate > ttsLimits.bgmMaxSampleRate) throw badRequest(ttsMessages.bgmFileRate);
        if (found.seconds > ttsLimits.bgmMaxSeconds) throw badRequest(ttsMessages.bgmFileTooLong);
        seconds = found.seconds;
      } catch (error) {
        if (error instanceof AudioDecodeError) throw badRequest(ttsMessages.bgmFileUnreadable);
        throw error;
      }
      if (!(seconds > 0.1)) throw badRequest(ttsMessages.bgmFileUnreadable);
      const field = part.fields['name'];
      // a multipart field never meets the contract's check of every string: its control characters go here
      const typed = field && !Array.isArray(field) && field.type === 'field' ? cleanText(String(field.value)).trim() : '';
      const name = [...(typed || cleanText(path.basename(part.filename, path.extname(part.filename))).trim() || '我的音乐')].slice(0, 30).join('');
      const key = `bgm/${randomBytes(12).toString('hex')}.${ext}`;
      await deps.storage.put(key, data);
      const row = await library.insertBgm({ user_id: user.id, name, file_key: key, duration_ms: Math.round(seconds * 1000), created_at: app.now() });
      return {
        code: 200,
        message: 'success',
        data: { id: row.id, name: row.name, filepath: fileUrl(row.file_key), duration: Math.round(seconds * 100) / 100, own: true },
      };
    });
  });
}
