// The studio's API as `pnpm start` runs it (production, SQLite in a fresh folder), for `pnpm bench api`.
// The global rate limit is raised (one address sends everything) and request logging is off (warn).
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';

const config = loadConfig({
  ...process.env,
  NODE_ENV: 'production',
  DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'peiyin-bench-')),
  RATE_LIMIT_MAX: String(1_000_000_000),
  LOG_LEVEL: 'warn',
  PAY_PROVIDER: 'none',
});
const app = await buildApp(config);
const address = await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`listening ${address}\n`);
