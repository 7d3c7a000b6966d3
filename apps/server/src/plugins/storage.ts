import path from 'node:path';
import fp from 'fastify-plugin';
import { diskStorage, type FileStorage } from '../modules/files/storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where audio files live (task audio, samples, sounds, BGM); see modules/files/storage.ts. */
    storage: FileStorage;
  }
}

/// File storage as a capability: the disk under `DATA_DIR/files` unless a test (or another backend) passes one.
export const storagePlugin = fp<{ storage?: FileStorage }>(
  async (app, options) => {
    app.decorate('storage', options.storage ?? diskStorage(path.join(app.config.dataDir, 'files')));
  },
  { name: 'storage', fastify: '5.x', dependencies: ['config'] },
);
