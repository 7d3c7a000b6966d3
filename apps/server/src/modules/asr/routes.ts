import type { FastifyInstance } from 'fastify';
import { contract, toolsMessages } from '@peiyin/api-client';
import { AppError } from '../../http/errors.ts';
import { authedRoute } from '../../http/route.ts';
import { contentTypeOfKey } from '../../providers/storage/types.ts';
import { parseRange } from '../files/routes.ts';
import { requestSignal } from '../../http/signal.ts';
import { AUDIO_PATH, type AsrService } from './service.ts';

export function asrRoutes(app: FastifyInstance, asr: AsrService): void {
  const { tools } = contract;
  authedRoute(app, tools.asrUsage, ({ user }) => asr.usage(user.id));
  authedRoute(app, tools.asrPolicy, ({ user, input }) => asr.policy(user.id, input));
  authedRoute(app, tools.asrAddTask, ({ user, input }) => asr.addUpload(user.id, input));
  authedRoute(app, tools.asrParseShareUrl, ({ user, input, request, reply }) => asr.addLink(user.id, input.shareUrl, requestSignal(request, reply)));
  authedRoute(app, tools.asrTaskList, ({ user, input }) => asr.list(user.id, input.page, input.pageSize));
  authedRoute(app, tools.asrTaskDetails, ({ user, input }) => asr.detail(user.id, input.taskCode));
  authedRoute(app, tools.asrDeleteTask, ({ user, input }) => asr.remove(user.id, input.taskCode));

  // The recording of a task, for the detail's player: `<audio>` sends no bearer token, so the address carries a
  // sealed reference (task and file, with an expiry) that only the detail call makes. Range support for seeking.
  app.get<{ Params: { code: string }; Querystring: { ref?: string } }>(
    `${AUDIO_PATH}/:code`,
    { schema: { summary: '文案提取：播放任务的音频（地址由任务详情给出，带签名，数小时内有效；支持 Range）', tags: ['智能工具'] } },
    async (request, reply) => {
      const ref = typeof request.query.ref === 'string' ? asr.openAudio(request.params.code, request.query.ref) : null;
      if (!ref) throw new AppError(403, toolsMessages.mediaRefInvalid);
      const size = await app.storage.size(ref.key);
      if (size === null) throw new AppError(404, toolsMessages.asrTaskNotFound);
      reply.header('content-type', ref.type ?? contentTypeOfKey(ref.key) ?? 'application/octet-stream');
      reply.header('accept-ranges', 'bytes');
      reply.header('cache-control', 'private, max-age=3600');
      reply.header('content-security-policy', "default-src 'none'; sandbox");
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
        return reply.send(app.storage.read(ref.key, range));
      }
      reply.header('content-length', size);
      return reply.send(app.storage.read(ref.key));
    },
  );
}
