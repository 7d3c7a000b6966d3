// Resampling in plain JS, so the espeak worker threads (which load no TypeScript) resample their
// own output to the rate the pipeline asked for, on their core rather than the main thread's.

/**
 * Cubic (Catmull-Rom) resampling; downsampling first averages neighbours to limit aliasing.
 * @param {Float32Array} src
 * @param {number} from
 * @param {number} to
 * @returns {Float32Array} `src` itself when the rates are equal
 */
export function resampleSamples(src, from, to) {
  if (from === to || src.length === 0) return src;
  const ratio = from / to;
  // A box filter as wide as the ratio: crude but cheap anti-aliasing for BGM and sounds (a width
  // of 1, e.g. 22050 → 16000 Hz, would copy the input unchanged).
  const w = Math.round(ratio);
  if (ratio > 1.25 && w > 1) {
    const f = new Float32Array(src.length);
    let acc = 0;
    for (let i = 0; i < src.length; i++) {
      acc += src[i];
      if (i >= w) acc -= src[i - w];
      f[i] = acc / Math.min(i + 1, w);
    }
    src = f;
  }
  const n = Math.floor(src.length / ratio);
  const out = new Float32Array(n);
  const last = src.length - 1;
  for (let i = 0; i < n; i++) {
    const x = i * ratio;
    const k = Math.floor(x);
    const t = x - k;
    const p0 = src[k > 0 ? k - 1 : 0];
    const p1 = src[k];
    const p2 = src[k < last ? k + 1 : last];
    const p3 = src[k + 2 <= last ? k + 2 : last];
    out[i] = p1 + 0.5 * t * (p2 - p0 + t * (2 * p0 - 5 * p1 + 4 * p2 - p3 + t * (3 * (p1 - p2) + p3 - p0)));
  }
  return out;
}

/**
 * 16-bit samples as floats in [-1, 1), resampled from `from` to `to` Hz.
 * @param {Int16Array} samples
 * @param {number} from
 * @param {number} to
 * @returns {Float32Array}
 */
export function int16ToFloat(samples, from, to = from) {
  const out = new Float32Array(samples.length);
  for (let i = 0; i < samples.length; i++) out[i] = samples[i] / 32768;
  return resampleSamples(out, from, to);
}
