// API throughput under load (issue 14 §8). Run: `pnpm bench api`. In one run on this machine:
//   a bare Fastify hello-world (the ceiling), then the studio's /api/health, GET /api/anchor/options,
//   POST /api/anchor/search and GET /api/anchor/detail, each with autocannon at 50 connections;
//   prints requests/s, p99 latency and each route's ratio to the bare route (goals for search:
//   ratio ≥ 0.15, p99 ≤ 20 ms). Each server is its own process, started and ended here; autocannon runs
//   in this one. It prints numbers; it is not a timed test and never fails a build.
import { spawn, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const dir = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(dir, '..');
const seconds = Number(process.env['BENCH_SECONDS'] ?? 10);
const connections = 50;

const running = new Set<ChildProcess>();
// a failed run still ends the servers it started
process.on('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

async function start(script: string): Promise<{ address: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(dir, 'api', script)], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'], detached: false });
  const lines = createInterface({ input: child.stdout! });
  const address = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
    // the server's own log lines (warnings) may come first
    lines.on('line', (line) => {
      if (line.startsWith('listening ')) resolve(line.slice('listening '.length));
    });
  });
  running.add(child);
  return { address, child };
}

async function stop(child: ChildProcess): Promise<void> {
  const gone = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await gone;
  running.delete(child);
}

interface Measured {
  name: string;
  rps: number;
  p99: number;
  errors: number;
  non2xx: number;
}

async function measure(name: string, options: autocannon.Options): Promise<Measured> {
  // a short warm-up (JIT, caches), then the measured run
  await autocannon({ ...options, connections, duration: 2 });
  const result = await autocannon({ ...options, connections, duration: seconds });
  return { name, rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.timeouts, non2xx: result.non2xx };
}

const rows: Measured[] = [];
const bare = await start('bare.ts');
rows.push(await measure('bare Fastify GET /', { url: bare.address }));
await stop(bare.child);

const studio = await start('studio.ts');
const url = (p: string) => `${studio.address}${p}`;
const json = { 'content-type': 'application/json' };
const first = (await (await fetch(url('/api/anchor/search'), { method: 'POST', headers: json, body: '{"page":1,"pageSize":20}' })).json()) as {
  message: string;
  data: { list: { id: number }[] } | null;
};
if (!first.data) throw new Error(`the studio refused the search: ${first.message}`);
const detailId = first.data.list[0]!.id;
rows.push(await measure('GET /api/health', { url: url('/api/health') }));
rows.push(await measure('GET /api/anchor/options', { url: url('/api/anchor/options') }));
rows.push(
  await measure('POST /api/anchor/search', {
    url: url('/api/anchor/search'),
    method: 'POST',
    headers: json,
    // the editor's picker: first page, a filter or two, changing per request like real users
    requests: [
      { body: JSON.stringify({ page: 1, pageSize: 20, sort: 1 }) },
      { body: JSON.stringify({ page: 1, pageSize: 20, sort: 2, sceneId: 2 }) },
      { body: JSON.stringify({ page: 2, pageSize: 20, sort: 3, sex: 2 }) },
      { body: JSON.stringify({ page: 1, pageSize: 20, aiLevel: 2, languageId: 1 }) },
    ],
  }),
);
rows.push(await measure('GET /api/anchor/detail', { url: url(`/api/anchor/detail?anchorId=${detailId}`) }));
await stop(studio.child);

const ceiling = rows[0]!.rps;
console.log(`${os.availableParallelism()} core(s), load average ${os.loadavg()[0]!.toFixed(1)}; ${connections} connections, ${seconds} s per route`);
console.log('route'.padEnd(28), 'req/s'.padStart(9), 'p99 ms'.padStart(8), 'ratio'.padStart(7), '  errors/non-2xx');
for (const row of rows) {
  console.log(row.name.padEnd(28), row.rps.toFixed(0).padStart(9), String(row.p99).padStart(8), (row.rps / ceiling).toFixed(3).padStart(7), `  ${row.errors}/${row.non2xx}`);
}
const search = rows.find((row) => row.name.includes('search'))!;
console.log(
  `search: ${(search.rps / ceiling).toFixed(3)}× of bare Fastify (goal ≥ 0.15) ${search.rps / ceiling >= 0.15 ? 'met' : 'NOT met'}; ` +
    `p99 ${search.p99} ms (goal ≤ 20) ${search.p99 <= 20 ? 'met' : 'NOT met'}`,
);
