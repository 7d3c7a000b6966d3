#!/usr/bin/env node
// `pnpm start`: the whole studio on one origin (default http://localhost:8080, PORT to change).
// Builds the web app only when its build is missing or older than the sources, then starts the server,
// which serves the built app and the API together. Embedded defaults: SQLite in ./data, console SMS codes.
// `pnpm start --role=api|worker|all` (or ROLE=…) chooses what this process does (apps/server/README.md
// "Several processes"); the arguments are passed on to the server, and a worker needs no web build.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'apps/web/dist/index.html');
const sources = ['apps/web/src', 'apps/web/index.html', 'packages/ui/src', 'packages/api-client/src', 'packages/ssml/src', 'packages/player/src'];

function newestMtime(p) {
  if (!existsSync(p)) return 0;
  const st = statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

const args = process.argv.slice(2);
const roleArg = args.find((arg, i) => arg.startsWith('--role=') || args[i - 1] === '--role');
const role = roleArg?.replace(/^--role=/, '') ?? process.env.ROLE;

const builtAt = existsSync(dist) ? statSync(dist).mtimeMs : 0;
const changedAt = Math.max(...sources.map((s) => newestMtime(path.join(root, s))));
if (role !== 'worker' && builtAt < changedAt) {
  console.log('配音 Peiyin: building the web app…');
  const build = spawnSync('pnpm', ['--filter', '@peiyin/web', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts', ...args], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env, WEB_DIST: process.env.WEB_DIST ?? path.join(root, 'apps/web/dist') },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
