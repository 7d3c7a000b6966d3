import { ConfigError, type Env } from './configError.ts';

/// What one server process does (README "Several processes"):
/// - `all` (default): the studio's HTTP API and web app, and the workers that run queued jobs;
/// - `api`: HTTP only; it queues jobs and answers their status and results, but never claims one;
/// - `worker`: claims and runs queued jobs (synthesis, speech to text, drawing); no studio HTTP, only
///   `GET /api/health` on its `PORT` for a monitor.
export const roles = ['all', 'api', 'worker'] as const;
export type Role = (typeof roles)[number];

/// `--role=api` or `--role api` among the command-line arguments (what `pnpm start --role=…` passes on);
/// undefined when absent.
export function roleFromArgs(argv: readonly string[]): string | undefined {
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    if (arg.startsWith('--role=')) return arg.slice('--role='.length);
    if (arg === '--role') return argv[i + 1] ?? '';
  }
  return undefined;
}

/// The process's role from `ROLE` (the command line's `--role` is put there by main.ts). A split role on
/// SQLite is refused unless `ALLOW_SQLITE_ROLES=true`: processes can share an SQLite file only on one
/// machine, and only one of them may run jobs (a starting worker takes back every claimed row of the file),
/// while the request limit stays per process — PostgreSQL is the set-up several processes are meant for.
export function loadRole(env: Env, postgres: boolean): Role {
  const raw = (env.ROLE ?? '').trim();
  const role = raw === '' ? 'all' : raw;
  if (!(roles as readonly string[]).includes(role)) {
    throw new ConfigError(
      `进程角色只能是 all、api 或 worker（--role / ROLE 收到 "${role.slice(0, 40)}"）。\n` +
        `The role must be all, api or worker (--role / ROLE got "${role.slice(0, 40)}").`,
    );
  }
  if (role !== 'all' && !postgres && !/^(1|true|yes)$/i.test(env.ALLOW_SQLITE_ROLES ?? '')) {
    throw new ConfigError(
      `--role=${role} 需要 PostgreSQL：请设置 DATABASE_URL=postgres://…，让各进程共用一个数据库。` +
        `若只是在同一台机器上让一个 api 进程和一个 worker 进程共用同一个 SQLite 文件（同一个 DATA_DIR），请设置 ALLOW_SQLITE_ROLES=true。\n` +
        `--role=${role} needs PostgreSQL: set DATABASE_URL=postgres://… so the processes share one database. ` +
        `To let one api and one worker process share one SQLite file (the same DATA_DIR) on one machine, set ALLOW_SQLITE_ROLES=true.`,
    );
  }
  return role as Role;
}
