import type { FastifyInstance } from 'fastify';
import { contract } from '@peiyin/api-client';
import type { AppContext } from '../../context.ts';
import { route } from '../../http/route.ts';
import { settingsService } from './service.ts';

export function settingsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const settings = settingsService(ctx);
  route(app, contract.settings.homeComments, ctx.auth.authenticate, () => settings.homeComments());
  route(app, contract.settings.activityBanner, ctx.auth.authenticate, ({ input }) => settings.activityBanner(input.position));
}
