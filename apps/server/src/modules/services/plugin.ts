import fp from 'fastify-plugin';
import { contract } from '@peiyin/api-client';
import { route } from '../../http/route.ts';
import { outsideServices, setupHints } from './service.ts';

/// The outside services in use (for the privacy pages), and the administrator's setup hints in the log at start.
export const servicesPlugin = fp(
  async (app) => {
    const list = outsideServices(app.config);
    route(app, contract.settings.services, () => list);
    app.addHook('onReady', async () => {
      for (const hint of setupHints(app.config, { installed: true })) app.log.info(hint);
      // yt-dlp is looked for without holding the start (a Python start-up); test servers skip it
      if (app.config.nodeEnv !== 'test') {
        void app.video.extractor.status().then((video) => {
          if (!video.installed) for (const hint of setupHints(app.config, video).slice(-1)) app.log.info(hint);
        }, () => undefined);
      }
    });
  },
  { name: 'services', fastify: '5.x', dependencies: ['config', 'contract', 'errors', 'video-provider'] },
);
