import type { FastifyInstance } from 'fastify';
import { contract } from '@peiyin/api-client';
import { authedRoute } from '../../http/route.ts';
import type { PolyphoneChecker } from './polyphones.ts';
import type { PronunciationService } from './service.ts';

export function pronunciationRoutes(app: FastifyInstance, dictionary: PronunciationService, polyphones: PolyphoneChecker): void {
  const { pronunciation } = contract;
  authedRoute(app, pronunciation.list, ({ user, input }) => dictionary.list(user, input.keyword, input.page, input.pageSize));
  authedRoute(app, pronunciation.all, ({ user }) => dictionary.all(user));
  authedRoute(app, pronunciation.add, ({ user, input }) => dictionary.add(user, input));
  authedRoute(app, pronunciation.update, ({ user, input }) => dictionary.update(user, input.id, input));
  authedRoute(app, pronunciation.delete, ({ user, input }) => dictionary.remove(user, input.id));
  authedRoute(app, pronunciation.importFile, ({ user, input }) => dictionary.importFile(user, input.content));
  authedRoute(app, pronunciation.exportFile, ({ user, input }) => dictionary.exportFile(user, input.format));
  authedRoute(app, pronunciation.polyphones, async ({ user, input }) => polyphones.check(input.texts, await dictionary.matcherOf(user.id)));
}
