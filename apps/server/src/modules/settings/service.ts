import type { ActivityBanner, HomeComment } from '@peiyin/api-client';
import type { FastifyInstance } from 'fastify';
import { settingsRepo } from './repo.ts';

export function settingsService(app: FastifyInstance) {
  const repo = settingsRepo(app.db);
  return {
    homeComments: (): Promise<HomeComment[]> => repo.comments(),
    async activityBanner(position: number): Promise<ActivityBanner | null> {
      // a sale where nothing is sold would end at 在线支付暂未开通 (issue 27): no activity without payment, so the
      // page knows from this one answer whether a banner comes
      if (app.pay.mode === 'none') return null;
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
