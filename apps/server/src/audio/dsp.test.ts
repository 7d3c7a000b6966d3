import { describe, expect, it } from 'vitest';
import { applyFades, integratedLoudness, LoudnessMeter, loopTo, resample } from './dsp.ts';

const sine = (freq: number, rate: number, seconds: number, amp = 1) => new Float32Array(Math.round(rate * seconds)).map((_, i) => amp * Math.sin((2 * Math.PI * freq * i) / rate));

describe('dsp', () => {
  it('measures BS.1770 loudness: a full-scale 997 Hz sine in one channel is -3.01 LUFS at any rate', () => {
    expect(integratedLoudness({ samples: sine(997, 48000, 3), sampleRate: 48000 })).toBeCloseTo(-3.01, 2);
    for (const rate of [16000, 24000]) expect(Math.abs(integratedLoudness({ samples: sine(997, rate, 3), sampleRate: rate }) + 3.01)).toBeLessThan(0.05);
    // -20 dB of amplitude is -20 LU; silence is -Infinity; the gate ignores pauses.
    expect(integratedLoudness({ samples: sine(997, 48000, 3, 0.1), sampleRate: 48000 })).toBeCloseTo(-23.01, 1);
    expect(integratedLoudness({ samples: new Float32Array(48000), sampleRate: 48000 })).toBe(-Infinity);
    const withPause = new Float32Array(48000 * 6);
    withPause.set(sine(997, 48000, 3, 0.1));
    // Only the blocks that straddle the end of the tone pull it down a little (without the gate: -26).
    expect(Math.abs(integratedLoudness({ samples: withPause, sampleRate: 48000 }) + 23.01)).toBeLessThan(0.4);
  });

  it('gives the same loudness when the audio arrives in pieces', () => {
    const x = sine(440, 24000, 4, 0.3);
    const meter = new LoudnessMeter(24000);
    for (let at = 0; at < x.length; at += 7777) meter.push(x.subarray(at, at + 7777));
    expect(meter.integrated()).toBeCloseTo(integratedLoudness({ samples: x, sampleRate: 24000 }), 6);
  });

  it('resamples keeping pitch and length', () => {
    const out = resample({ samples: sine(440, 22050, 1), sampleRate: 22050 }, 24000);
    expect(out.samples.length).toBe(24000);
    let crossings = 0;
    for (let i = 1; i < out.samples.length; i++) if (out.samples[i - 1]! < 0 !== out.samples[i]! < 0) crossings++;
    expect(crossings).toBeGreaterThanOrEqual(878);
    expect(crossings).toBeLessThanOrEqual(882);
  });

  it('loops or trims to a length and fades linearly', () => {
    expect([...loopTo(new Float32Array([1, 2, 3]), 7)]).toEqual([1, 2, 3, 1, 2, 3, 1]);
    expect([...loopTo(new Float32Array([1, 2, 3]), 2)]).toEqual([1, 2]);
    const x = new Float32Array(10).fill(1);
    applyFades(x, 4, 2);
    expect([...x]).toEqual([0, 0.25, 0.5, 0.75, 1, 1, 1, 1, 0.5, 0]);
  });
});
