import type { FastifyInstance } from 'fastify';
import { contract } from '@peiyin/api-client';
import { route } from '../../http/route.ts';
import type { SettingsService } from './service.ts';

export function settingsRoutes(app: FastifyInstance, settings: SettingsService): void {
  route(app, contract.settings.site, () => app.config.site);
  route(app, contract.settings.homeComments, () => settings.homeComments());
  route(app, contract.settings.activityBanner, ({ input }) => settings.activityBanner(input.position));
}
