// Signal processing for the pipeline (spec 02 §3 bgmVolume/bgmFadein/bgmFadeout; issue 4 "Audio
// pipeline"): resampling, gains, fades, looping and BS.1770 loudness, on mono Float32 PCM.
import type { Pcm } from '../providers/tts/types.ts';
import { resampleSamples } from './resample.mjs';

/// Cubic (Catmull-Rom) resampling; downsampling first averages neighbours to limit aliasing.
export function resample(pcm: Pcm, rate: number): Pcm {
  return { samples: resampleSamples(pcm.samples, pcm.sampleRate, rate), sampleRate: rate };
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

// BS.1770 K-weighting for any rate: the pre-filter (high shelf) and RLB high-pass re-derived from
// their analogue prototypes (the parameters libebur128 uses); at 48 kHz they equal the standard's.
function kWeighting(rate: number): Biquad[] {
  let K = Math.tan((Math.PI * 1681.974450955533) / rate);
  let Q = 0.7071752369554196;
  const Vh = 10 ** (3.999843853973347 / 20);
  const Vb = Vh ** 0.4996667741545416;
  let a0 = 1 + K / Q + K * K;
  const shelf = { b0: (Vh + (Vb * K) / Q + K * K) / a0, b1: (2 * (K * K - Vh)) / a0, b2: (Vh - (Vb * K) / Q + K * K) / a0, a1: (2 * (K * K - 1)) / a0, a2: (1 - K / Q + K * K) / a0 };
  K = Math.tan((Math.PI * 38.13547087602444) / rate);
  Q = 0.5003270373238773;
  a0 = 1 + K / Q + K * K;
  const highpass = { b0: 1, b1: -2, b2: 1, a1: (2 * (K * K - 1)) / a0, a2: (1 - K / Q + K * K) / a0 };
  return [shelf, highpass];
}

/// BS.1770-4 loudness measured as audio arrives: K-weighting with its filter state kept between
/// pushes, 100 ms energy steps, 400 ms blocks with 75 % overlap, absolute and relative gates.
export class LoudnessMeter {
  private readonly filters: Biquad[];
  private readonly state: Float64Array;
  private readonly step: number;
  private acc = 0;
  private filled = 0;
  private readonly steps: number[] = [];
  /// For inputs shorter than one block: their mean square.
  private total = 0;
  private count = 0;

  constructor(readonly sampleRate: number) {
    this.filters = kWeighting(sampleRate);
    this.state = new Float64Array(this.filters.length * 4);
    this.step = Math.round(0.1 * sampleRate);
  }

  push(samples: Float32Array): void {
    // Everything the loop touches in locals: this runs over every sample of a task.
    const [f0, f1] = this.filters as [Biquad, Biquad];
    const { b0: a0, b1: a1, b2: a2, a1: ra1, a2: ra2 } = f0;
    const { b0: c0, b1: c1, b2: c2, a1: rc1, a2: rc2 } = f1;
    const st = this.state;
    let ax1 = st[0]!, ax2 = st[1]!, ay1 = st[2]!, ay2 = st[3]!, bx1 = st[4]!, bx2 = st[5]!, by1 = st[6]!, by2 = st[7]!;
    let acc = this.acc;
    let total = 0;
    let filled = this.filled;
    const step = this.step;
    for (let i = 0; i < samples.length; i++) {
      const v = samples[i]!;
      const a = a0 * v + a1 * ax1 + a2 * ax2 - ra1 * ay1 - ra2 * ay2;
      ax2 = ax1;
      ax1 = v;
      ay2 = ay1;
      ay1 = a;
      const b = c0 * a + c1 * bx1 + c2 * bx2 - rc1 * by1 - rc2 * by2;
      bx2 = bx1;
      bx1 = a;
      by2 = by1;
      by1 = b;
      const e = b * b;
      acc += e;
      total += e;
      if (++filled === step) {
        this.steps.push(acc);
        acc = 0;
        filled = 0;
      }
    }
    this.acc = acc;
    this.filled = filled;
    this.total += total;
    this.count += samples.length;
    st[0] = ax1;
    st[1] = ax2;
    st[2] = ay1;
    st[3] = ay2;
    st[4] = bx1;
    st[5] = bx2;
    st[6] = by1;
    st[7] = by2;
  }

  /// Integrated loudness in LUFS so far; -Infinity for silence.
  integrated(): number {
    const energies: number[] = [];
    if (this.steps.length < 4) {
      if (this.count) energies.push(this.total / this.count);
    } else {
      const s = this.steps;
      for (let i = 0; i + 4 <= s.length; i++) energies.push((s[i]! + s[i + 1]! + s[i + 2]! + s[i + 3]!) / (4 * this.step));
    }
    const lufs = (e: number) => -0.691 + 10 * Math.log10(e);
    const absolute = energies.filter((e) => e > 0 && lufs(e) > -70);
    if (!absolute.length) return -Infinity;
    const mean = (list: number[]) => list.reduce((x, y) => x + y, 0) / list.length;
    const relative = lufs(mean(absolute)) - 10;
    const gated = absolute.filter((e) => lufs(e) > relative);
    return lufs(mean(gated.length ? gated : absolute));
  }
}

/// Integrated loudness (LUFS, BS.1770-4 gating) of mono PCM; -Infinity for silence.
export function integratedLoudness(pcm: Pcm): number {
  const meter = new LoudnessMeter(pcm.sampleRate);
  meter.push(pcm.samples);
  return meter.integrated();
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
