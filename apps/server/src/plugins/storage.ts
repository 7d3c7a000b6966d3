import { createHmac } from 'node:crypto';
import fp from 'fastify-plugin';
import { createStorage, type ConfiguredStorage } from '../providers/storage/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where files live (task audio, samples, sounds, BGM, uploads); providers/storage. */
    storage: ConfiguredStorage;
  }
}

/// File storage as a capability: local disk under `DATA_DIR/files`, or an S3-compatible bucket when `S3_*`
/// is configured (providers/storage/config.ts). Upload policies are signed with a key derived from the server
/// secret, so every process sharing JWT_SECRET accepts the same policies. Tests may pass their own storage.
export const storagePlugin = fp<{ storage?: ConfiguredStorage }>(
  async (app, options) => {
    const policySecret = createHmac('sha256', app.secret).update('upload-policy').digest();
    const storage = options.storage ?? createStorage(app.config.storage, { policySecret, now: app.now });
    app.decorate<ConfiguredStorage>('storage', storage);
    // what a killed process left half-written, swept once in the background (never delays the start)
    app.addHook('onReady', async () => {
      void storage
        .sweepPartials?.()
        .then((removed) => removed > 0 && app.log.info({ removed }, 'removed files a stopped process left half-written'))
        .catch((error: unknown) => app.log.warn({ err: error }, 'sweeping half-written files failed'));
    });
    app.addHook('onClose', async () => storage.close?.());
  },
  { name: 'storage', fastify: '5.x', dependencies: ['config', 'clock', 'auth'] },
);
