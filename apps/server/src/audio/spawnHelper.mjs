// The spawn helper (issue 26 soak): a small Node process that starts the server's helper programs (ffmpeg) on
// its behalf. fork() copies the page tables of the process that calls it, and Node's spawn() waits for that
// on the calling thread: 20-100 ms of the server's only request thread per ffmpeg at 400 MB, every audition.
// Forked from this ~40 MB process it costs a few milliseconds, and none of the server's.
//
// Plain JavaScript, run by `node` alone (no loader), so it starts fast and small. It listens on a Unix socket
// (its path is the first line it writes); each connection runs one program. Frames both ways: one type byte,
// a 32-bit big-endian length, the payload.
//   to the helper:   'h' header JSON {command, args}, 'i' stdin bytes, 'e' end of stdin, 'k' kill (signal name)
//   from the helper: 'o' stdout bytes, 'r' stderr bytes, 'x' exit JSON {code, signal}, 'f' failure JSON {message, code}
// The helper ends, killing what it started, when the server's end of its stdin closes (the server is gone,
// kill -9 included).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const dir = mkdtempSync(path.join(tmpdir(), 'peiyin-spawn-'));
const socketPath = path.join(dir, 'helper.sock');
const children = new Set();

function frame(type, payload) {
  const head = Buffer.alloc(5);
  head.write(type, 0, 'latin1');
  head.writeUInt32BE(payload.length, 1);
  return Buffer.concat([head, payload]);
}

const server = createServer((socket) => {
  let buffered = Buffer.alloc(0);
  let child = null;
  let exited = false;
  const send = (type, payload) => socket.writable && socket.write(frame(type, Buffer.isBuffer(payload) ? payload : Buffer.from(JSON.stringify(payload))));

  function start(header) {
    try {
      child = spawn(header.command, header.args, { stdio: ['pipe', 'pipe', 'pipe'] });
    } catch (error) {
      send('f', { message: error.message, code: error.code });
      socket.end();
      return;
    }
    children.add(child);
    child.stdin.on('error', () => {});
    for (const [stream, type] of [[child.stdout, 'o'], [child.stderr, 'r']]) {
      stream.on('data', (data) => {
        // the server reads slower than the program writes: hold the program back
        if (send(type, data) === false) {
          child.stdout.pause();
          child.stderr.pause();
        }
      });
    }
    child.on('error', (error) => {
      exited = true;
      children.delete(child);
      send('f', { message: error.message, code: error.code });
      socket.end();
    });
    child.on('close', (code, signal) => {
      exited = true;
      children.delete(child);
      send('x', { code, signal });
      socket.end();
    });
  }

  socket.on('drain', () => {
    child?.stdout.resume();
    child?.stderr.resume();
  });
  socket.on('data', (data) => {
    buffered = buffered.length ? Buffer.concat([buffered, data]) : data;
    while (buffered.length >= 5) {
      const length = buffered.readUInt32BE(1);
      if (buffered.length < 5 + length) break;
      const type = buffered.toString('latin1', 0, 1);
      const payload = buffered.subarray(5, 5 + length);
      buffered = buffered.subarray(5 + length);
      if (type === 'h') start(JSON.parse(payload.toString('utf8')));
      else if (type === 'i' && child && !exited) {
        if (!child.stdin.write(payload)) {
          socket.pause();
          child.stdin.once('drain', () => socket.resume());
        }
      } else if (type === 'e' && child && !exited) child.stdin.end();
      else if (type === 'k' && child && !exited) child.kill(payload.toString('latin1') || 'SIGKILL');
    }
  });
  socket.on('error', () => {});
  // the server let go before the program ended (its request was cancelled): the program goes too
  socket.on('close', () => {
    if (child && !exited) child.kill('SIGKILL');
  });
});

server.listen(socketPath, () => process.stdout.write(`${socketPath}\n`));

function shutDown() {
  for (const child of children) child.kill('SIGKILL');
  server.close();
  rmSync(dir, { recursive: true, force: true });
  process.exit(0);
}
process.stdin.on('end', shutDown);
process.stdin.on('error', shutDown);
process.stdin.resume();
process.on('SIGTERM', shutDown);
