// A real server process for the tests that kill one (`kill -9`) or measure one alone: started as `pnpm start`
// starts it (`node --import tsx apps/server/src/main.ts`), on a port and a data folder of its own (or a
// PostgreSQL database), restarted on the same folder and database.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './freePort.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

export interface ChildServer {
  readonly baseUrl: string;
  /// The process now running (null between a kill and the next start).
  readonly process: ChildProcess | null;
  /// Starts the server (again) and resolves once `/api/health` answers.
  start(): Promise<void>;
  /// SIGKILL: no shutdown hook runs, as when the machine loses power or the OOM killer strikes.
  kill9(): Promise<void>;
  /// A graceful stop (SIGTERM).
  stop(): Promise<void>;
  /// The last lines it wrote (for a failure message).
  output(): string;
}

export async function childServer(env: Record<string, string>, options: { readyTimeoutMs?: number; execArgv?: string[] } = {}): Promise<ChildServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;
  let log = '';
  const exited = (proc: ChildProcess) => new Promise<void>((resolve) => (proc.exitCode !== null || proc.signalCode !== null ? resolve() : proc.once('exit', () => resolve())));
  return {
    baseUrl,
    get process() {
      return child;
    },
    async start() {
      const proc = spawn(process.execPath, [...(options.execArgv ?? []), '--import', 'tsx', 'apps/server/src/main.ts'], {
        cwd: repoRoot,
        // no speech-recognition weights fetched by servers that do not recognise speech (tests that do set ASR_*)
        env: { ...process.env, NODE_ENV: 'development', LOG_LEVEL: 'warn', WEB_DIST: '', HOST: '127.0.0.1', ASR_WHISPER_DOWNLOAD: 'false', ...env, PORT: String(port) },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child = proc;
      const keep = (d: Buffer) => (log = (log + d.toString()).slice(-20_000));
      proc.stdout!.on('data', keep);
      proc.stderr!.on('data', keep);
      const until = Date.now() + (options.readyTimeoutMs ?? 120_000);
      for (;;) {
        if (proc.exitCode !== null) throw new Error(`the server exited ${proc.exitCode}:\n${log.slice(-3000)}`);
        const answer = await fetch(`${baseUrl}/api/health`).catch(() => null);
        if (answer?.ok) return;
        if (Date.now() > until) throw new Error(`the server did not start:\n${log.slice(-3000)}`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    },
    async kill9() {
      const proc = child;
      if (!proc) return;
      proc.kill('SIGKILL');
      await exited(proc);
      child = null;
    },
    async stop() {
      const proc = child;
      if (!proc) return;
      proc.kill('SIGTERM');
      await exited(proc);
      child = null;
    },
    output: () => log,
  };
}
