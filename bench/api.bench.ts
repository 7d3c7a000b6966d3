// API throughput under load (issue 14 §8). Run: `pnpm bench api`. In one run on this machine:
//   a bare Fastify hello-world (the ceiling), then the studio's /api/health, GET /api/anchor/options,
//   POST /api/anchor/search and GET /api/anchor/detail, each with autocannon at 50 connections, then the
//   bare route again; prints requests/s, p99 latency and each route's ratio to the mean of the two bare runs
//   (goals for search: ratio ≥ 0.15, p99 ≤ 20 ms), and how far the two bare runs drifted apart (a busy
//   machine shows there). Each server is its own process, started and ended here; autocannon runs in this
//   one. With two or more cores and `taskset` present, the server is pinned to the last core and autocannon
//   to the others, so both never fight for one core and every server gets the same share of the machine.
//   It prints numbers; it is not a timed test and never fails a build.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const dir = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(dir, '..');
const seconds = Number(process.env['BENCH_SECONDS'] ?? 10);
const connections = 50;

const cores = os.availableParallelism();
const pinned = cores >= 2 && spawnSync('taskset', ['-V']).status === 0;
const serverCore = String(cores - 1);
// this process (autocannon) keeps to the other cores
if (pinned) spawnSync('taskset', ['-apc', `0-${cores - 2}`, String(process.pid)]);

const running = new Set<ChildProcess>();
// a failed run still ends the servers it started
process.on('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

async function start(script: string): Promise<{ address: string; child: ChildProcess }> {
  const command = [process.execPath, '--import', 'tsx', path.join(dir, 'api', script)];
  const [file, ...args] = pinned ? ['taskset', '-c', serverCore, ...command] : command;
  const child = spawn(file!, args, { cwd: root, stdio: ['ignore', 'pipe', 'inherit'], detached: false });
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
// The studio's speech engines start in worker threads on the same core once it listens (seconds of
// WebAssembly compiling): let that pass before the first measured route.
await autocannon({ url: url('/api/health'), connections, duration: 5 });
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

const bareAgain = await start('bare.ts');
rows.push(await measure('bare Fastify GET / (again)', { url: bareAgain.address }));
await stop(bareAgain.child);

const bares = rows.filter((row) => row.name.startsWith('bare'));
const ceiling = (bares[0]!.rps + bares[1]!.rps) / 2;
const drift = Math.abs(bares[0]!.rps - bares[1]!.rps) / ceiling;
console.log(
  `${cores} core(s)${pinned ? `, server on core ${serverCore}` : ''}, load average ${os.loadavg()[0]!.toFixed(1)}; ${connections} connections, ${seconds} s per route; ` +
    `bare runs ${(drift * 100).toFixed(0)}% apart${drift > 0.1 ? ' (a busy machine: read the ratios with care)' : ''}`,
);
console.log('route'.padEnd(28), 'req/s'.padStart(9), 'p99 ms'.padStart(8), 'ratio'.padStart(7), '  errors/non-2xx');
for (const row of rows) {
  console.log(row.name.padEnd(28), row.rps.toFixed(0).padStart(9), String(row.p99).padStart(8), (row.rps / ceiling).toFixed(3).padStart(7), `  ${row.errors}/${row.non2xx}`);
}
const search = rows.find((row) => row.name.includes('search'))!;
console.log(
  `search: ${(search.rps / ceiling).toFixed(3)}× of bare Fastify (goal ≥ 0.15) ${search.rps / ceiling >= 0.15 ? 'met' : 'NOT met'}; ` +
    `p99 ${search.p99} ms (goal ≤ 20) ${search.p99 <= 20 ? 'met' : 'NOT met'}`,
);
