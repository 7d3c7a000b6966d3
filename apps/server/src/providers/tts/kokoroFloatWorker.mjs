// Writes Kokoro's float graph (kokoroFloat.mjs) off the event loop: reads the verified int8 file, writes
// the rewrite to `to` and answers its SHA-256 and what was replaced; the caller checks the hash and
// renames the file into place.
import { createHash } from 'node:crypto';
import { closeSync, openSync, readFileSync, writeSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { floatModel } from './kokoroFloat.mjs';

const { from, to } = workerData;
try {
  const { parts, size, replaced } = floatModel(readFileSync(from));
  const hash = createHash('sha256');
  const fd = openSync(to, 'w');
  try {
    for (const part of parts) {
      hash.update(part);
      for (let at = 0; at < part.length; ) at += writeSync(fd, part, at, part.length - at);
    }
  } finally {
    closeSync(fd);
  }
  parentPort.postMessage({ sha256: hash.digest('hex'), size, replaced });
} catch (error) {
  parentPort.postMessage({ error: error instanceof Error ? error.message : String(error) });
}
