// The spawn helper (issue 26 soak): programs started by a small helper process instead of a fork of the
// server, with their standard streams, exit codes, failures, kills and back-pressure as spawn() gives them.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { spawnProgram, type HelperProcess } from './spawner.ts';

function run(child: HelperProcess, input?: Buffer): Promise<{ code: number | null; signal: NodeJS.Signals | null; stdout: Buffer; stderr: string; error: Error | null }> {
  return new Promise((resolve) => {
    const out: Buffer[] = [];
    let stderr = '';
    let error: Error | null = null;
    child.stdout.on('data', (d: Buffer) => out.push(d));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', (e: Error) => (error = e));
    child.on('close', (code: number | null, signal: NodeJS.Signals | null) => resolve({ code, signal, stdout: Buffer.concat(out), stderr, error }));
    if (input) child.stdin.end(input);
    else child.stdin.end();
  });
}

describe('programs started by the spawn helper', () => {
  it('pipes stdin to stdout and reports the exit code, for a megabyte and more', async () => {
    const input = Buffer.alloc(3 * 1024 * 1024);
    for (let i = 0; i < input.length; i++) input[i] = (i * 7919) & 255;
    const result = await run(spawnProgram('cat', []), input);
    expect(result.code).toBe(0);
    expect(Buffer.compare(result.stdout, input)).toBe(0);
  });

  it('passes stderr and a failing exit code on', async () => {
    const result = await run(spawnProgram('sh', ['-c', 'echo oops >&2; exit 3']));
    expect(result).toMatchObject({ code: 3, stderr: 'oops\n', error: null });
  });

  it('serves a script with nothing else to keep it alive (the benchmark), and lets it end afterwards', () => {
    // A process whose only pending work is the first program: it must wait for the helper's answer rather
    // than end (exit code 13, "unsettled top-level await"), and must still end once the program is done.
    const script = `import { spawnProgram } from ${JSON.stringify(new URL('./spawner.ts', import.meta.url).pathname)};
const child = spawnProgram('sh', ['-c', 'echo from the helper']);
let out = '';
child.stdout.on('data', (d) => (out += d));
child.stdin.end();
await new Promise((resolve) => child.on('close', resolve));
console.log(out.trim());`;
    const result = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8', timeout: 60_000 });
    expect(result.stdout.trim()).toBe('from the helper');
    expect(result.status).toBe(0);
  });

  it('starts them from the helper, not from this process', async () => {
    const parent = Number((await run(spawnProgram('sh', ['-c', 'echo $PPID']))).stdout.toString().trim());
    expect(parent).toBeGreaterThan(1);
    expect(parent).not.toBe(process.pid);
    // and marked with this server's pid, so a server that restarts after a kill -9 reaps them (children.ts)
    expect((await run(spawnProgram('sh', ['-c', 'echo $PEIYIN_PARENT_PID']))).stdout.toString().trim()).toBe(String(process.pid));
  });

  it('reports a program that does not exist as spawn does (ENOENT)', async () => {
    const result = await run(spawnProgram('/no/such/program', []));
    expect(result.error).toMatchObject({ code: 'ENOENT' });
  });

  it('kills on abort with an AbortError, and on kill()', async () => {
    const controller = new AbortController();
    const sleeping = spawnProgram('sleep', ['31.26'], { signal: controller.signal, killSignal: 'SIGKILL' });
    const ended = run(sleeping);
    controller.abort();
    expect((await ended).error).toMatchObject({ name: 'AbortError' });
    const other = spawnProgram('sleep', ['31.26']);
    const done = run(other);
    other.kill('SIGKILL');
    expect((await done).signal).toBe('SIGKILL');
    // nothing left running
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(spawnSync('pgrep', ['-f', 'sleep 31.26']).stdout.toString().trim()).toBe('');
  });

  it('holds a fast writer back while its reader is slow, losing nothing', async () => {
    const child = spawnProgram('head', ['-c', String(8 * 1024 * 1024), '/dev/zero']);
    child.stdin.end();
    let total = 0;
    for await (const chunk of child.stdout as AsyncIterable<Buffer>) {
      total += chunk.length;
      // a reader slower than the program: the stream buffers stay bounded
      if (total % (1024 * 1024) < chunk.length) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(total).toBe(8 * 1024 * 1024);
  });
});
