// Writing protocol buffers, the little ONNX files need: varints, length-delimited fields, and joining
// the parts once at the end. Shared by the rewrite of Kokoro's graph (tts/kokoroFloat.mjs) and the
// writer of Whisper's graphs (asr/whisperGraph.mjs). Plain JavaScript: both run off the TypeScript loader.

const encoder = new TextEncoder();

/** @param {number} n an integer of magnitude below 2^53; a negative one is written as its 64-bit two's complement, as protobuf writes int64 */
export function encodeVarint(n) {
  if (n < 0) {
    let big = BigInt.asUintN(64, BigInt(n));
    const out = [];
    while (big >= 128n) {
      out.push(Number(big & 127n) | 0x80);
      big >>= 7n;
    }
    out.push(Number(big));
    return Uint8Array.from(out);
  }
  const bytes = [];
  while (n >= 128) {
    bytes.push((n % 128) | 0x80);
    n = Math.floor(n / 128);
  }
  bytes.push(n);
  return Uint8Array.from(bytes);
}

/**
 * A length-delimited field from its parts.
 * @param {number} field
 * @param {Uint8Array[]} parts
 * @returns {Uint8Array[]}
 */
export function lengthField(field, parts) {
  const size = parts.reduce((n, p) => n + p.length, 0);
  return [encodeVarint(field * 8 + 2), encodeVarint(size), ...parts];
}

/** @param {number} field @param {string} s */
export const stringField = (field, s) => lengthField(field, [encoder.encode(s)]);

/** A varint field. @param {number} field @param {number} n */
export const varintField = (field, n) => [encodeVarint(field * 8), encodeVarint(n)];

/** @param {Uint8Array[]} parts */
export function concat(parts) {
  const size = parts.reduce((n, p) => n + p.length, 0);
  const out = new Uint8Array(size);
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}
