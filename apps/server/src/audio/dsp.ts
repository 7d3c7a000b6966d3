// Signal processing for the pipeline (spec 02 §3 bgmVolume/bgmFadein/bgmFadeout; issue 4 "Audio
// pipeline"): resampling, gains, fades, looping and BS.1770 loudness, on mono Float32 PCM.
import type { Pcm } from '../providers/tts/index.ts';

/// Cubic (Catmull-Rom) resampling; downsampling first averages neighbours to limit aliasing.
export function resample(pcm: Pcm, rate: number): Pcm {
  if (pcm.sampleRate === rate || pcm.samples.length === 0) return { samples: pcm.samples, sampleRate: rate };
  let src = pcm.samples;
  const ratio = pcm.sampleRate / rate;
  if (ratio > 1.25) {
    // A box filter as wide as the ratio: crude but cheap anti-aliasing for BGM and sounds.
    const w = Math.round(ratio);
    const f = new Float32Array(src.length);
    let acc = 0;
    for (let i = 0; i < src.length; i++) {
      acc += src[i]!;
      if (i >= w) acc -= src[i - w]!;
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
    const p0 = src[Math.max(0, k - 1)]!;
    const p1 = src[k]!;
    const p2 = src[Math.min(last, k + 1)]!;
    const p3 = src[Math.min(last, k + 2)]!;
    out[i] = p1 + 0.5 * t * (p2 - p0 + t * (2 * p0 - 5 * p1 + 4 * p2 - p3 + t * (3 * (p1 - p2) + p3 - p0)));
  }
  return { samples: out, sampleRate: rate };
}

/// A track of `length` samples: `pcm` looped (or trimmed) to fill it.
export function loopTo(samples: Float32Array, length: number): Float32Array {
  const out = new Float32Array(length);
  if (samples.length === 0) return out;
  for (let at = 0; at < length; at += samples.length) out.set(samples.subarray(0, Math.min(samples.length, length - at)), at);
  return out;
}

/// Linear fade-in over the first and fade-out over the last samples (each at most half the track
/// when both are asked, so a short clip still has its middle).
export function applyFades(samples: Float32Array, fadeIn: number, fadeOut: number): void {
  const n = samples.length;
  let fi = Math.max(0, Math.round(fadeIn));
  let fo = Math.max(0, Math.round(fadeOut));
  if (fi + fo > n) {
    const scale = n / (fi + fo);
    fi = Math.floor(fi * scale);
    fo = Math.floor(fo * scale);
  }
  for (let i = 0; i < fi; i++) samples[i]! *= i / fi;
  for (let i = 0; i < fo; i++) samples[n - 1 - i]! *= i / fo;
}

/// BGM level under the voice for bgmVolume 0-100 (default 50 → about -20 dB below full scale):
/// a quadratic curve, so the slider feels even.
export function bgmGain(volume: number): number {
  const v = Math.min(100, Math.max(0, volume)) / 100;
  return 0.4 * v * v;
}

interface Biquad {
  b0: number;
  b1: number;
  b2: number;
  a1: number;
  a2: number;
}

// BS.1770 K-weighting: a high-shelf then a high-pass, designed for any rate (as pyloudnorm does).
function kWeighting(rate: number): Biquad[] {
  const shelf = (() => {
    const G = 3.99984385397;
    const Q = 0.7071752369554193;
    const fc = 1681.974450955533;
    const A = 10 ** (G / 40);
    const w0 = (2 * Math.PI * fc) / rate;
    const alpha = Math.sin(w0) / (2 * Q);
    const cos = Math.cos(w0);
    const sq = 2 * Math.sqrt(A) * alpha;
    const a0 = A + 1 - (A - 1) * cos + sq;
    return {
      b0: (A * (A + 1 + (A - 1) * cos + sq)) / a0,
      b1: (-2 * A * (A - 1 + (A + 1) * cos)) / a0,
      b2: (A * (A + 1 + (A - 1) * cos - sq)) / a0,
      a1: (2 * (A - 1 - (A + 1) * cos)) / a0,
      a2: (A + 1 - (A - 1) * cos - sq) / a0,
    };
  })();
  const highpass = (() => {
    const Q = 0.5003270373238773;
    const fc = 38.13547087602444;
    const w0 = (2 * Math.PI * fc) / rate;
    const alpha = Math.sin(w0) / (2 * Q);
    const cos = Math.cos(w0);
    const a0 = 1 + alpha;
    return { b0: (1 + cos) / 2 / a0, b1: -(1 + cos) / a0, b2: (1 + cos) / 2 / a0, a1: (-2 * cos) / a0, a2: (1 - alpha) / a0 };
  })();
  return [shelf, highpass];
}

/// Integrated loudness (LUFS, BS.1770-4 gating) of mono PCM; -Infinity for silence.
export function integratedLoudness(pcm: Pcm): number {
  let x = pcm.samples;
  for (const f of kWeighting(pcm.sampleRate)) {
    const y = new Float32Array(x.length);
    let x1 = 0,
      x2 = 0,
      y1 = 0,
      y2 = 0;
    for (let i = 0; i < x.length; i++) {
      const v = x[i]!;
      const o = f.b0 * v + f.b1 * x1 + f.b2 * x2 - f.a1 * y1 - f.a2 * y2;
      x2 = x1;
      x1 = v;
      y2 = y1;
      y1 = o;
      y[i] = o;
    }
    x = y;
  }
  // 400 ms blocks with 75 % overlap.
  const block = Math.round(0.4 * pcm.sampleRate);
  const step = Math.round(0.1 * pcm.sampleRate);
  const energies: number[] = [];
  if (x.length < block) {
    let s = 0;
    for (const v of x) s += v * v;
    if (x.length) energies.push(s / x.length);
  } else {
    // Sum of squares in 100 ms steps, four steps to a block.
    const steps: number[] = [];
    for (let at = 0; at + step <= x.length; at += step) {
      let s = 0;
      for (let i = at; i < at + step; i++) s += x[i]! * x[i]!;
      steps.push(s);
    }
    for (let i = 0; i + 4 <= steps.length; i++) energies.push((steps[i]! + steps[i + 1]! + steps[i + 2]! + steps[i + 3]!) / (4 * step));
  }
  const lufs = (e: number) => -0.691 + 10 * Math.log10(e);
  const absolute = energies.filter((e) => e > 0 && lufs(e) > -70);
  if (!absolute.length) return -Infinity;
  const mean = (list: number[]) => list.reduce((a, b) => a + b, 0) / list.length;
  const relative = lufs(mean(absolute)) - 10;
  const gated = absolute.filter((e) => lufs(e) > relative);
  return lufs(mean(gated.length ? gated : absolute));
}

/// Scales to `target` LUFS (default -16, the usual level for spoken audio online), then lowers
/// the gain if the peak would pass `ceiling` (-1 dBFS). Returns the gain applied.
export function normalizeLoudness(pcm: Pcm, target = -16, ceiling = 0.89): number {
  const loudness = integratedLoudness(pcm);
  if (!Number.isFinite(loudness)) return 1;
  let gain = 10 ** ((target - loudness) / 20);
  let peak = 0;
  for (const v of pcm.samples) peak = Math.max(peak, Math.abs(v));
  if (peak * gain > ceiling) gain = ceiling / peak;
  for (let i = 0; i < pcm.samples.length; i++) pcm.samples[i]! *= gain;
  return gain;
}

/// RMS of each `windowMs` window (used by tests and the bench to look at the result).
export function rmsOverTime(pcm: Pcm, windowMs: number): number[] {
  const w = Math.max(1, Math.round((pcm.sampleRate * windowMs) / 1000));
  const out: number[] = [];
  for (let at = 0; at + w <= pcm.samples.length; at += w) {
    let s = 0;
    for (let i = at; i < at + w; i++) s += pcm.samples[i]! * pcm.samples[i]!;
    out.push(Math.sqrt(s / w));
  }
  return out;
}
