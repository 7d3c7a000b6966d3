import { describe, expect, it } from 'vitest';
import { decodeAudio, encodeMp3 } from './ffmpeg.ts';
import { adjustMp3Gain } from './mp3gain.ts';

const rms = (s: Float32Array) => Math.sqrt(s.reduce((a, v) => a + v * v, 0) / s.length);

describe('adjustMp3Gain', () => {
  for (const rate of [24000, 48000, 16000]) {
    it(`changes the decoded level by 1.5 dB a step, losslessly (${rate} Hz)`, async () => {
      const tone = new Float32Array(rate * 2).map((_, i) => 0.2 * Math.sin((2 * Math.PI * 330 * i) / rate) + 0.05 * Math.sin((2 * Math.PI * 1250 * i) / rate));
      const mp3 = await encodeMp3({ samples: tone, sampleRate: rate });
      const before = await decodeAudio(mp3);
      const louder = Buffer.from(mp3);
      expect(adjustMp3Gain(louder, 4)).toBeGreaterThan(rate === 48000 ? 80 : 40);
      const quieter = Buffer.from(mp3);
      adjustMp3Gain(quieter, -4);
      const [up, down] = [await decodeAudio(louder), await decodeAudio(quieter)];
      expect(up.samples.length).toBe(before.samples.length);
      expect(rms(up.samples) / rms(before.samples)).toBeCloseTo(2, 1);
      expect(rms(down.samples) / rms(before.samples)).toBeCloseTo(0.5, 1);
      // Same waveform, only scaled.
      const mid = Math.floor(before.samples.length / 2);
      for (let i = mid; i < mid + 50; i++) expect(up.samples[i]!).toBeCloseTo(2 * before.samples[i]!, 2);
    });
  }

  it('leaves bytes that are not MP3 frames alone', () => {
    const text = Buffer.from('no frames here at all');
    expect(adjustMp3Gain(text, 3)).toBe(0);
    expect(text.toString()).toBe('no frames here at all');
  });
});
