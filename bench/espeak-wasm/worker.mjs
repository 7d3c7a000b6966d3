// One long-lived espeak-ng `main` of the npm package `espeak-ng` (a true WebAssembly build that
// exports only `main`) in a worker thread, fed line by line through a blocking stdin: the main
// thread writes a line into shared memory and notifies; espeak's stdin callback waits for it with
// Atomics.wait. After each line espeak flushes its WAV output to stdout, which we collect and post
// back when it asks for the next line. Used by bench/espeak-wasm.bench.ts (issue 12 item 6).
import { parentPort, workerData } from 'node:worker_threads';

const { default: ESpeakNg } = await import(workerData.modulePath);
const control = new Int32Array(workerData.shared, 0, 2); // [has line, byte length]
const bytes = new Uint8Array(workerData.shared, 8);
let line = null;
let at = 0;
let boundary = false;
let out = [];

function nextByte() {
  // End the current read() after each line, so espeak speaks it before we block for the next.
  if (boundary) {
    boundary = false;
    return null;
  }
  if (line === null) {
    // espeak finished the previous line (or is starting): report its audio, wait for a new line.
    parentPort.postMessage({ audio: Uint8Array.from(out) });
    out = [];
    Atomics.wait(control, 0, 0);
    line = bytes.slice(0, control[1]);
    at = 0;
    Atomics.store(control, 0, 0);
  }
  if (at < line.length) return line[at++];
  line = null;
  boundary = true;
  return 10;
}

await ESpeakNg({
  arguments: ['-v', workerData.voice, '-s', '175', '-p', '50', '--stdout'],
  stdin: nextByte,
  stdout: (b) => {
    if (b !== null) out.push(b & 255);
  },
  print: () => {},
  printErr: (message) => parentPort.postMessage({ error: message }),
});
