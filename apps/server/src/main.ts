import { buildApp } from './app.ts';
import { reapOrphans } from './audio/children.ts';
import { ffmpegInUse } from './audio/index.ts';
import { ConfigError, loadConfig } from './config.ts';

try {
  const config = loadConfig();
  const app = await buildApp(config);
  // ffmpeg processes a killed predecessor left behind end now (issue 14 §7).
  const reaped = await reapOrphans();
  if (reaped.length > 0) app.log.warn(`ended ${reaped.length} helper process(es) left by a server that stopped abruptly`);
  const address = await app.listen({ port: config.port, host: config.host });
  const shown = address.replace('0.0.0.0', 'localhost').replace('[::]', 'localhost');
  app.log.info(`Peiyin is running at ${shown} (database: ${app.dbKind}; MP3 encoding: ${ffmpegInUse().source} ffmpeg${config.webDist ? '' : '; API only: web app not built'})`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void app.close().then(() => process.exit(0));
    });
  }
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
