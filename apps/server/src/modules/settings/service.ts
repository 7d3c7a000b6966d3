import type { ActivityBanner, HomeComment } from '@peiyin/api-client';
import type { FastifyInstance } from 'fastify';
import { settingsRepo } from './repo.ts';

export function settingsService(app: FastifyInstance) {
  const repo = settingsRepo(app.db);
  return {
    homeComments: (): Promise<HomeComment[]> => repo.comments(),
    async activityBanner(position: number): Promise<ActivityBanner | null> {
      const now = app.now();
      const activity = await repo.activeActivity(position, now);
      if (!activity) return null;
      return {
        name: activity.name,
        link: activity.link,
        imagePath: activity.image_path,
        beginTimeMillis: activity.begin_time,
        endTimeMillis: activity.end_time,
        valid: activity.begin_time <= now && now < activity.end_time,
        closeable: activity.closeable === 1,
      };
    },
  };
}

export type SettingsService = ReturnType<typeof settingsService>;
