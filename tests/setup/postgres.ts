// globalSetup of the `server` project: gives the API tests a PostgreSQL server (spec: the suite runs
// on SQLite and PostgreSQL). Order of preference:
//   1. TEST_DATABASE_URL (e.g. a CI service): used as is; tests create one database per test file in it.
//   2. Local PostgreSQL binaries (PG_BIN_DIR, /usr/lib/postgresql/<v>/bin or initdb on PATH): a throwaway
//      cluster in a temp dir on a free port, stopped and deleted in teardown.
//   3. Neither: tests see `pgError` and the PostgreSQL suite fails with that message (never passes silently).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Admin URL of a PostgreSQL server where tests may create databases, or null. */
    pgUrl: string | null;
    /** Why there is no PostgreSQL, when pgUrl is null. */
    pgError: string | null;
  }
}

const howTo =
  'No PostgreSQL for the server tests: set TEST_DATABASE_URL=postgres://user:pass@host:port/db (a role that may CREATE DATABASE), ' +
  'or install PostgreSQL (Debian: apt-get install -y postgresql; elsewhere set PG_BIN_DIR to the folder holding initdb) ' +
  'so a throwaway cluster can be started.';

/// PG_BIN_DIR if set (e.g. Homebrew's), else the newest Debian install, else initdb found on PATH.
function findBinDir(): string | null {
  if (process.env.PG_BIN_DIR !== undefined) {
    return existsSync(path.join(process.env.PG_BIN_DIR, 'initdb')) ? process.env.PG_BIN_DIR : null;
  }
  const root = '/usr/lib/postgresql';
  if (existsSync(root)) {
    const versions = readdirSync(root)
      .filter((v) => existsSync(path.join(root, v, 'bin', 'initdb')))
      .sort((a, b) => Number(b) - Number(a));
    if (versions[0]) return path.join(root, versions[0], 'bin');
  }
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (dir && existsSync(path.join(dir, 'initdb'))) return dir;
  }
  return null;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/// initdb and postgres refuse to run as root: as root they run as the `postgres` system user.
function asDbUser(command: string, args: string[]): [string, string[]] {
  return process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
}

async function waitReady(bin: string, port: number, socketDir: string, server: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`postgres exited (${server.exitCode}):\n${log()}`);
    const probe = spawnSync(path.join(bin, 'pg_isready'), ['-h', socketDir, '-p', String(port), '-U', 'postgres'], { encoding: 'utf8' });
    if (probe.status === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`postgres did not become ready in 20 s:\n${log()}`);
}

export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgUrl', process.env.TEST_DATABASE_URL);
    project.provide('pgError', null);
    return;
  }
  const bin = findBinDir();
  if (!bin) {
    project.provide('pgUrl', null);
    project.provide('pgError', howTo);
    return;
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'peiyin-pg-'));
  const dataDir = path.join(dir, 'data');
  if (process.getuid?.() === 0) {
    const ids = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
    const groups = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
    chownSync(dir, Number(ids.stdout.trim()), Number(groups.stdout.trim()));
  }
  chmodSync(dir, 0o700);
  const [initCmd, initArgs] = asDbUser(path.join(bin, 'initdb'), ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync', '--locale=C']);
  const init = spawnSync(initCmd, initArgs, { encoding: 'utf8' });
  if (init.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`initdb failed: ${init.stderr || init.stdout}`);
  }
  const port = await freePort();
  // Durability is pointless for a throwaway test cluster; turning it off keeps the suite fast.
  const [pgCmd, pgArgs] = asDbUser(path.join(bin, 'postgres'), [
    '-D', dataDir, '-p', String(port), '-k', dir, '-h', '127.0.0.1',
    '-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off', '-c', 'max_connections=200',
  ]);
  let output = '';
  const server = spawn(pgCmd, pgArgs, { stdio: ['ignore', 'pipe', 'pipe'] });
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  try {
    await waitReady(bin, port, dir, server, () => output);
  } catch (error) {
    server.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  project.provide('pgUrl', `postgres://postgres@127.0.0.1:${port}/postgres`);
  project.provide('pgError', null);

  return async () => {
    // A "fast" shutdown disconnects clients and stops; pg_ctl signals the postmaster itself (the child we
    // spawned may be runuser, which does not forward signals).
    const exited = new Promise<void>((resolve) => (server.exitCode !== null ? resolve() : server.once('exit', () => resolve())));
    const [stopCmd, stopArgs] = asDbUser(path.join(bin, 'pg_ctl'), ['stop', '-D', dataDir, '-m', 'fast', '-w', '-t', '10']);
    spawnSync(stopCmd, stopArgs, { encoding: 'utf8' });
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([exited, new Promise((resolve) => (timer = setTimeout(resolve, 10_000)))]);
    clearTimeout(timer);
    if (server.exitCode === null) server.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  };
}
