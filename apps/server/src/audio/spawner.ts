// Starting helper programs (ffmpeg) without stalling the server (issue 26 soak). Node's spawn() forks the
// calling process and waits for it on the calling thread; at the server's 400 MB that is 20-100 ms of the
// only thread that answers requests, on every audition (the soak's /api/health p99 was over a second). So
// programs are started by a small helper process (spawnHelper.mjs) and their stdin, stdout and stderr reach us
// over a Unix socket. The result looks like a ChildProcess to its callers: `stdin`, `stdout`, `stderr`,
// `kill()`, and the `error` and `close` events. Without the helper (it cannot start, or not on this system)
// programs are spawned directly, as before.
import { spawn, type ChildProcess } from 'node:child_process';
import { EventEmitter } from 'node:events';
import { connect, type Socket } from 'node:net';
import { PassThrough, Writable, type Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { childEnv } from './children.ts';

const helperPath = fileURLToPath(new URL('./spawnHelper.mjs', import.meta.url));

export interface HelperProcess extends EventEmitter {
  readonly stdin: Writable;
  readonly stdout: Readable;
  readonly stderr: Readable;
  kill(signal?: NodeJS.Signals): boolean;
}

export interface SpawnOptions {
  /// Aborting kills the program (`killSignal`) and emits an AbortError, as spawn's `signal` does.
  signal?: AbortSignal;
  /// Kills the program after this many milliseconds (`killSignal`), as spawn's `timeout` does.
  timeout?: number;
  killSignal?: NodeJS.Signals;
}

let helper: Promise<string | null> | null = null;
let helperProcess: ChildProcess | null = null;

/// Starts the helper once (its socket path), or null when it cannot run here.
function helperSocket(): Promise<string | null> {
  if (process.platform === 'win32' || process.env.PEIYIN_SPAWN_HELPER === 'off') return Promise.resolve(null);
  helper ??= new Promise<string | null>((resolve) => {
    let child: ChildProcess;
    try {
      // its own environment carries our pid (childEnv), and so do the programs it starts: a server that
      // restarts after a kill -9 reaps them (children.ts)
      child = spawn(process.execPath, [helperPath], { stdio: ['pipe', 'pipe', 'inherit'], env: childEnv() });
    } catch {
      resolve(null);
      return;
    }
    helperProcess = child;
    child.on('error', () => resolve(null));
    child.stdin!.on('error', () => {});
    let line = '';
    child.stdout!.setEncoding('utf8');
    child.stdout!.on('data', (d: string) => {
      line += d;
      const end = line.indexOf('\n');
      if (end >= 0) {
        resolve(line.slice(0, end));
        letGo();
      }
    });
    child.once('exit', () => {
      resolve(null);
      // a helper that died is started again on the next program
      helper = null;
      helperProcess = null;
    });
    // Once it has answered, the helper must not keep the server alive, nor its pipe. Not before: a caller
    // without a server (a script, the benchmark) would end while still waiting for the socket's path.
    const letGo = () => {
      child.unref();
      (child.stdin as unknown as { unref?: () => void }).unref?.();
      (child.stdout as unknown as { unref?: () => void }).unref?.();
    };
  });
  return helper;
}

/// Ends the helper (the server is closing); it also ends on its own when this process is gone.
export function stopSpawnHelper(): void {
  helperProcess?.stdin?.end();
  helperProcess = null;
  helper = null;
}

function frame(type: string, payload: Buffer): Buffer {
  const head = Buffer.alloc(5);
  head.write(type, 0, 'latin1');
  head.writeUInt32BE(payload.length, 1);
  return Buffer.concat([head, payload]);
}

/// Where the caller's stdin writes and kills go once the program has started (helper socket or own child).
interface Transport {
  write(chunk: Buffer, callback: () => void): void;
  end(): void;
  kill(signal: NodeJS.Signals): void;
}

type Operation = { kind: 'data'; chunk: Buffer } | { kind: 'end' } | { kind: 'kill'; signal: NodeJS.Signals };

class RemoteProcess extends EventEmitter implements HelperProcess {
  readonly stdout = new PassThrough();
  readonly stderr = new PassThrough();
  readonly stdin: Writable;
  private transport: Transport | null = null;
  /// What the caller did before the program started (a few milliseconds at most).
  private readonly queued: Operation[] = [];
  private paused: (() => void) | null = null;
  private finished = false;
  private killedWith: NodeJS.Signals | null = null;

  constructor(private readonly options: SpawnOptions) {
    super();
    this.stdin = new Writable({
      write: (chunk: Buffer, _encoding, callback) => {
        if (this.finished) return callback();
        if (!this.transport) {
          this.queued.push({ kind: 'data', chunk });
          return callback();
        }
        this.transport.write(chunk, () => callback());
      },
      final: (callback) => {
        if (!this.transport) this.queued.push({ kind: 'end' });
        else if (!this.finished) this.transport.end();
        callback();
      },
    });
    this.stdin.on('error', () => {});
    for (const out of [this.stdout, this.stderr]) out.on('drain', () => this.resumeReading());
    const { signal, timeout } = options;
    if (signal) {
      if (signal.aborted) queueMicrotask(() => this.abort());
      else signal.addEventListener('abort', () => this.abort(), { once: true });
    }
    if (timeout) {
      const timer = setTimeout(() => this.kill(options.killSignal ?? 'SIGTERM'), timeout);
      timer.unref();
      this.once('close', () => clearTimeout(timer));
    }
  }

  /// The program has started: replay what the caller did meanwhile.
  started(transport: Transport, resumeReading: () => void): void {
    this.transport = transport;
    this.paused = resumeReading;
    for (const op of this.queued.splice(0)) {
      if (op.kind === 'data') transport.write(op.chunk, () => {});
      else if (op.kind === 'end') transport.end();
      else transport.kill(op.signal);
    }
  }

  private resumeReading(): void {
    this.paused?.();
  }

  /// Output from the program; false when the reader is behind (the transport then stops reading).
  output(stream: 'stdout' | 'stderr', chunk: Buffer): boolean {
    return this[stream].write(chunk);
  }

  kill(signal: NodeJS.Signals = 'SIGTERM'): boolean {
    if (this.finished) return false;
    this.killedWith = signal;
    if (this.transport) this.transport.kill(signal);
    else this.queued.push({ kind: 'kill', signal });
    return true;
  }

  private abort(): void {
    this.kill(this.options.killSignal ?? 'SIGTERM');
    this.fail(Object.assign(new Error('The operation was aborted'), { name: 'AbortError', code: 'ABORT_ERR' }));
  }

  fail(error: Error): void {
    if (this.finished) return;
    this.emit('error', error);
    this.close(null, this.killedWith);
  }

  close(code: number | null, signal: NodeJS.Signals | null): void {
    if (this.finished) return;
    this.finished = true;
    this.stdout.end();
    this.stderr.end();
    this.emit('close', code, signal ?? (code === null ? this.killedWith : null));
  }
}

/// The program run by the helper, over its socket.
function throughHelper(remote: RemoteProcess, socket: Socket, command: string, args: string[]): void {
  const send = (type: string, payload: Buffer, callback?: () => void) => {
    if (socket.destroyed) return callback?.();
    socket.write(frame(type, payload), () => callback?.());
  };
  send('h', Buffer.from(JSON.stringify({ command, args })));
  let buffered: Buffer = Buffer.alloc(0);
  socket.on('data', (data: Buffer) => {
    buffered = buffered.length ? Buffer.concat([buffered, data]) : data;
    while (buffered.length >= 5) {
      const length = buffered.readUInt32BE(1);
      if (buffered.length < 5 + length) break;
      const type = buffered.toString('latin1', 0, 1);
      const payload = Buffer.from(buffered.subarray(5, 5 + length));
      buffered = buffered.subarray(5 + length);
      if (type === 'o' || type === 'r') {
        if (!remote.output(type === 'o' ? 'stdout' : 'stderr', payload)) socket.pause();
      } else if (type === 'x') {
        const { code, signal } = JSON.parse(payload.toString('utf8')) as { code: number | null; signal: NodeJS.Signals | null };
        remote.close(code, signal);
        socket.end();
      } else if (type === 'f') {
        const failure = JSON.parse(payload.toString('utf8')) as { message: string; code?: string };
        remote.fail(Object.assign(new Error(failure.message), { code: failure.code }));
        socket.end();
      }
    }
  });
  socket.on('error', (error) => remote.fail(error));
  socket.on('close', () => remote.close(null, null));
  remote.once('close', () => socket.end());
  remote.started(
    {
      write: (chunk, callback) => send('i', chunk, callback),
      end: () => send('e', Buffer.alloc(0)),
      kill: (signal) => send('k', Buffer.from(signal, 'latin1')),
    },
    () => socket.resume(),
  );
}

/// The plain spawn, behind the same face.
function direct(remote: RemoteProcess, command: string, args: string[]): void {
  let child: ChildProcess;
  try {
    child = spawn(command, args, { stdio: ['pipe', 'pipe', 'pipe'], env: childEnv() });
  } catch (error) {
    remote.fail(error as Error);
    return;
  }
  child.stdin!.on('error', () => {});
  child.stdout!.on('data', (d: Buffer) => remote.output('stdout', d) || child.stdout!.pause());
  child.stderr!.on('data', (d: Buffer) => remote.output('stderr', d) || child.stderr!.pause());
  child.on('error', (error) => remote.fail(error));
  child.on('close', (code, signal) => remote.close(code, signal));
  remote.started(
    {
      write: (chunk, callback) => (child.stdin!.write(chunk) ? callback() : child.stdin!.once('drain', callback)),
      end: () => child.stdin!.end(),
      kill: (signal) => child.kill(signal),
    },
    () => {
      child.stdout!.resume();
      child.stderr!.resume();
    },
  );
}

/// Runs `command` with `args`, its three standard streams piped, through the helper when it runs.
export function spawnProgram(command: string, args: string[], options: SpawnOptions = {}): HelperProcess {
  const remote = new RemoteProcess(options);
  void helperSocket().then((socketPath) => {
    if (!socketPath) return direct(remote, command, args);
    const socket = connect(socketPath);
    const fallBack = () => {
      // the helper went away between programs: run this one ourselves
      socket.destroy();
      direct(remote, command, args);
    };
    socket.once('error', fallBack);
    socket.once('connect', () => {
      socket.off('error', fallBack);
      throughHelper(remote, socket, command, args);
    });
  });
  return remote;
}
