import { buildApp } from './app.ts';
import { reapOrphans } from './audio/children.ts';
import { ffmpegInUse } from './audio/index.ts';
import { ConfigError, loadConfig } from './config.ts';
import { roleFromArgs } from './roles.ts';
import { serveWorkerHealth } from './workerHealth.ts';

try {
  // `--role=api|worker|all` on the command line wins over ROLE in the environment.
  const role = roleFromArgs(process.argv.slice(2));
  const config = loadConfig(role === undefined ? process.env : { ...process.env, ROLE: role });
  const app = await buildApp(config);
  // ffmpeg processes a killed predecessor left behind end now (issue 14 §7).
  const reaped = await reapOrphans();
  if (reaped.length > 0) app.log.warn(`ended ${reaped.length} helper process(es) left by a server that stopped abruptly`);
  let close = () => app.close();
  if (config.role === 'worker') {
    // A worker serves no studio HTTP: only its health, for a monitor.
    const health = await serveWorkerHealth(app, { port: config.port, host: config.host });
    close = async () => {
      await health.close();
      await app.close();
    };
    app.log.info(`Peiyin worker is running (database: ${app.dbKind}; health at ${health.url}; MP3 encoding: ${ffmpegInUse().source} ffmpeg)`);
  } else {
    const address = await app.listen({ port: config.port, host: config.host });
    const shown = address.replace('0.0.0.0', 'localhost').replace('[::]', 'localhost');
    const what = config.role === 'api' ? '; role api: queued jobs run in worker processes' : '';
    app.log.info(`Peiyin is running at ${shown} (database: ${app.dbKind}; MP3 encoding: ${ffmpegInUse().source} ffmpeg${config.webDist ? '' : '; API only: web app not built'}${what})`);
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void close().then(() => process.exit(0));
    });
  }
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
