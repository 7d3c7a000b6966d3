// Pitch without a change of duration, for engines whose model has no pitch input (Kokoro): the samples
// are resampled by the pitch factor (pitch and length both change), then stretched back to their length
// by WSOLA (overlapping windows, each placed where it best continues the previous one, so the waveform
// keeps its periods). Plain JS for the worker threads.
import { resampleSamples } from './resample.mjs';

/**
 * Time-stretch by WSOLA: the output has `Math.round(x.length * factor)` samples, the same pitch.
 * @param {Float32Array} x
 * @param {number} factor output length ÷ input length
 * @param {number} rate sample rate (sets the 30 ms window and ±8 ms search)
 * @returns {Float32Array}
 */
export function timeStretch(x, factor, rate) {
  const length = Math.round(x.length * factor);
  const n = Math.max(64, Math.round(rate * 0.03) & ~1);
  const hop = n / 2;
  const delta = Math.round(rate * 0.008);
  if (x.length < n * 2) return resampleSamples(x, x.length, length);
  const window = new Float32Array(n);
  for (let i = 0; i < n; i++) window[i] = 0.5 - 0.5 * Math.cos((2 * Math.PI * i) / n);
  const y = new Float32Array(length + n);
  const weight = new Float32Array(length + n);
  const inHop = hop / factor;
  const maxStart = x.length - n;
  let previous = 0;
  for (let k = 0; k * hop < length; k++) {
    const out = k * hop;
    let best = Math.min(maxStart, Math.round(k * inHop));
    if (k > 0) {
      // Where the previous window's signal naturally goes on; the candidate most like it wins
      // (correlation over every second sample: half the work, the same choice on speech).
      const natural = Math.min(maxStart, previous + hop);
      const lo = Math.max(0, best - delta);
      const hi = Math.min(maxStart, best + delta);
      let bestScore = -Infinity;
      for (let p = lo; p <= hi; p++) {
        let score = 0;
        for (let i = 0; i < n; i += 2) score += x[p + i] * x[natural + i];
        if (score > bestScore) {
          bestScore = score;
          best = p;
        }
      }
    }
    for (let i = 0; i < n && out + i < y.length; i++) {
      y[out + i] += x[best + i] * window[i];
      weight[out + i] += window[i];
    }
    previous = best;
  }
  const result = new Float32Array(length);
  for (let i = 0; i < length; i++) result[i] = weight[i] > 1e-3 ? y[i] / weight[i] : y[i];
  return result;
}

/**
 * Raises (factor > 1) or lowers the pitch, keeping the duration.
 * @param {Float32Array} samples
 * @param {number} rate
 * @param {number} factor frequency ratio, e.g. 1.06 ≈ one semitone up
 * @returns {Float32Array} `samples` itself when the factor is 1
 */
export function shiftPitch(samples, rate, factor) {
  if (Math.abs(factor - 1) < 1e-3 || samples.length === 0) return samples;
  // Played `factor` times faster: pitch × factor, length ÷ factor; then stretched back.
  const faster = resampleSamples(samples, rate * factor, rate);
  return timeStretch(faster, samples.length / faster.length, rate);
}
