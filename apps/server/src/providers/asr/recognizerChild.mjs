// The child's side of a recogniser process (sherpaWorker.mjs, whisperWorker.mjs; recognizerProcess.ts is the
// parent's): messages to the parent, the exit on failure, and the 16 kHz float samples read from stdin.

/** Sends a message and waits until it is written (a process that exits right after must not lose it). */
export const send = (message) => new Promise((resolve) => process.send(message, resolve));

/** Tells the parent what failed (an AsrErrorCode and the detail for its log) and ends the process. */
export async function fail(code, error) {
  await send({ type: 'error', code, detail: error instanceof Error ? error.message : String(error) });
  process.exit(1);
}

/**
 * The samples on stdin (f32le), as they arrive. Chunks split samples anywhere: the bytes of one split across two
 * are kept for the next.
 * @returns {AsyncGenerator<Float32Array>}
 */
export async function* samplesIn() {
  let rest = Buffer.alloc(0);
  for await (const chunk of process.stdin) {
    const bytes = rest.length ? Buffer.concat([rest, chunk]) : chunk;
    const whole = bytes.length - (bytes.length % 4);
    rest = Buffer.from(bytes.subarray(whole));
    if (whole > 0) yield new Float32Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + whole));
  }
}
