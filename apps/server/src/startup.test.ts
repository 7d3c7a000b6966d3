// Issue 26 §10: on a fresh SQLite data folder, `--role=worker` and `--role=api` started 2 s apart raced through
// the migrations (`migration 0007_gpt failed: table "gpt_conversations" already exists`). Processes of one
// SQLite installation now take turns to migrate and seed under a lock on a file of the data folder, as they
// do under an advisory lock on PostgreSQL. Here: servers started at the same moment on one fresh folder, in
// one process (the lock is SQLite's own file lock, which holds between connections of one process as between
// processes), and a lock a dead process held.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp, type App } from './app.ts';
import { loadConfig } from './config.ts';
import { acquireStartupFileLock } from './plugins/database.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const configFor = (dataDir: string, role: string) =>
  loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', TTS_WARM_UP: 'light', DATA_DIR: dataDir, WEB_DIST: '', ROLE: role, ALLOW_SQLITE_ROLES: 'true', TTS_TASK_POLL_MS: '60000' });

describe('starting several servers on one fresh SQLite folder (issue 26 §10)', () => {
  it('migrates and seeds once, whichever starts first, and every server comes up', { timeout: 180_000 }, async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'peiyin-startup-'));
    dirs.push(dataDir);
    const apps: App[] = [];
    try {
      const started = await Promise.allSettled(['worker', 'api', 'api'].map((role) => buildApp(configFor(dataDir, role)).then((app) => (apps.push(app), app))));
      expect(started.map((s) => (s.status === 'rejected' ? String(s.reason) : 'ready'))).toEqual(['ready', 'ready', 'ready']);
      const app = apps[0]!;
      const applied = await app.db.selectFrom('kysely_migration' as never).select('name' as never).execute();
      const names = applied.map((row) => (row as { name: string }).name);
      expect(new Set(names).size).toBe(names.length);
      // seeded once: one row per seeded anchor, not two or three
      const anchors = await app.db.selectFrom('anchors').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
      expect(Number(anchors.n)).toBe(22);
    } finally {
      for (const app of apps) await app.close();
    }
  });

  it('takes over the lock of a process that died holding it', { timeout: 60_000 }, async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'peiyin-startup-'));
    dirs.push(dataDir);
    // a process takes the lock and is killed with it held (kill -9: no chance to let go)
    const holder = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', `
      const { acquireStartupFileLock } = await import(${JSON.stringify(path.resolve(import.meta.dirname, 'plugins/database.ts'))});
      await acquireStartupFileLock(${JSON.stringify(dataDir)});
      process.stdout.write('held\\n');
      setInterval(() => {}, 1000);
    `], { stdio: ['ignore', 'pipe', 'inherit'] });
    await new Promise<void>((resolve, reject) => {
      holder.stdout!.on('data', (d: Buffer) => d.toString().includes('held') && resolve());
      holder.once('exit', (code) => reject(new Error(`the holder exited ${code}`)));
    });
    let taken = false;
    const waiting = acquireStartupFileLock(dataDir).then((release) => {
      taken = true;
      return release;
    });
    // while it lives, the lock is its: a turn of the event loop later nobody else has it
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(taken).toBe(false);
    holder.kill('SIGKILL');
    const release = await waiting;
    expect(taken).toBe(true);
    await release();
  });
});
