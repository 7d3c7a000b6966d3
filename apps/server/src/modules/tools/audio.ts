// 音频提取 to MP3 or M4A (issue 28 §5: the tool wrote WAV only, 53 MB for 10 minutes). The browser still writes WAV
// itself, uploading nothing; a compressed file needs an encoder the browser lacks, so for MP3 and M4A the file goes
// up once, ffmpeg writes its audio track, and the answer is that file. Bounded like 文案提取's uploads: one file of
// at most 100 MB and 20 minutes of decoded sound (counted, not read from a header), two conversions at once in a
// process, and nothing kept: each request works in a temp folder removed once the answer has been sent.
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { contract, messages, toolsLimits, toolsMessages } from '@peiyin/api-client';
import { ffmpegPath } from '../../audio/ffmpeg.ts';
import { AppError, badRequest } from '../../http/errors.ts';
import { limiter } from '../../http/limiter.ts';
import { callSchema, errorEnvelope } from '../../http/route.ts';
import { extractTrack, measureAudio } from '../../providers/asr/audio.ts';
import { DURATION_SLACK_MS } from '../asr/rules.ts';
import { contentDisposition } from '../files/routes.ts';

/// What 音频提取 takes: the videos and recordings 文案提取 takes.
const EXTENSIONS = new Set(['mp4', 'mov', 'm4a', 'mp3', 'wav']);
const TYPES = { mp3: 'audio/mpeg', m4a: 'audio/mp4' } as const;
const MAX_MS = toolsLimits.asrMaxSeconds * 1000;

export function audioConvertRoute(app: FastifyInstance): void {
  const call = contract.tools.audioConvert;
  // each conversion is an ffmpeg at full CPU for seconds: the others wait their turn
  const converting = limiter(2);
  void app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: toolsLimits.asrMaxBytes, files: 1, fields: 0, parts: 1 } });
    const schema = {
      ...callSchema(call),
      consumes: ['multipart/form-data'],
      response: {
        200: { description: '音频文件（audio/mpeg 或 audio/mp4）', content: { 'audio/mpeg': { schema: z.string().meta({ format: 'binary' }) }, 'audio/mp4': { schema: z.string().meta({ format: 'binary' }) } } },
        '4xx': errorEnvelope,
      },
    };
    scope.post<{ Querystring: { format: 'mp3' | 'm4a' } }>(
      call.path,
      {
        schema,
        // login first: without a token the answer is 401 whatever the input (spec 02 §6)
        preValidation: async (request) => {
          if (!(await app.auth.authenticate(request))) throw new AppError(401, messages.loginRequired);
        },
      },
      async (request, reply) => {
        const { format } = request.query;
        if (!request.isMultipart()) throw badRequest(toolsMessages.audioFileRequired);
        let part;
        try {
          part = await request.file();
        } catch {
          throw badRequest(toolsMessages.audioFileRequired);
        }
        if (!part) throw badRequest(toolsMessages.audioFileRequired);
        const ext = path.extname(part.filename).toLowerCase().slice(1);
        if (!EXTENSIONS.has(ext)) {
          part.file.resume();
          throw badRequest(toolsMessages.audioFileType);
        }
        // the conversion stops when the browser goes away before the answer is sent; watched on the response, not
        // the request: a request's 'close' also comes once its body (the upload) has been read
        const controller = new AbortController();
        reply.raw.on('close', () => {
          if (!reply.raw.writableFinished) controller.abort();
        });
        const signal = controller.signal;
        const dir = await mkdtemp(path.join(tmpdir(), 'peiyin-audio-'));
        const cleanUp = () => void rm(dir, { recursive: true, force: true });
        try {
          const input = path.join(dir, `input.${ext}`);
          try {
            await pipeline(part.file, createWriteStream(input));
          } catch (error) {
            if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw badRequest(toolsMessages.asrTooLarge);
            // a body cut short (no final boundary, a dropped connection) is a missing file, not a server error
            throw badRequest(toolsMessages.audioFileRequired);
          }
          if (part.file.truncated) throw badRequest(toolsMessages.asrTooLarge);
          const output = path.join(dir, `audio.${format}`);
          await converting(async () => {
            const measured = await measureAudio(ffmpegPath(), input, { maxMs: MAX_MS + DURATION_SLACK_MS, signal }).catch(() => ({ hasAudio: false, durationMs: 0 }));
            if (!measured.hasAudio) throw badRequest(toolsMessages.audioNoTrack);
            if (measured.durationMs > MAX_MS + DURATION_SLACK_MS) throw badRequest(toolsMessages.asrTooLong);
            try {
              await extractTrack(ffmpegPath(), input, output, format, signal, MAX_MS + DURATION_SLACK_MS);
            } catch (error) {
              request.log.warn({ err: error }, 'audio extraction failed');
              throw badRequest(toolsMessages.audioNoTrack);
            }
          });
          const name = `${[...path.basename(part.filename, path.extname(part.filename))].slice(0, 60).join('') || '音频'}.${format}`;
          reply.header('content-type', TYPES[format]);
          reply.header('content-length', (await stat(output)).size);
          reply.header('content-disposition', contentDisposition(name, false));
          reply.header('cache-control', 'private, no-store');
          const file = createReadStream(output);
          file.once('close', cleanUp);
          return reply.send(file);
        } catch (error) {
          cleanUp();
          throw error;
        }
      },
    );
  });
}
