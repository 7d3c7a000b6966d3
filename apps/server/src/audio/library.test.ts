import { describe, expect, it } from 'vitest';
import { integratedLoudness, rmsOverTime } from './dsp.ts';
import { generateBgmLibrary, generateSoundLibrary } from './library.ts';

describe('generated sound and music library', () => {
  it('gives every style sounds whose stated duration is their real length, all audible', () => {
    const { styles, sounds } = generateSoundLibrary();
    for (const style of styles) expect(sounds.some((s) => s.styleId === style.id)).toBe(true);
    expect(new Set(sounds.map((s) => s.id)).size).toBe(sounds.length);
    for (const s of sounds) {
      expect(Math.abs(s.duration - s.pcm.samples.length / s.pcm.sampleRate)).toBeLessThanOrEqual(0.0051);
      expect(integratedLoudness(s.pcm)).toBeGreaterThan(-40);
      expect(Math.max(...s.pcm.samples.map(Math.abs))).toBeLessThanOrEqual(0.81);
    }
  });

  it('makes BGM tracks that play all through (no gaps) and never fall silent', () => {
    const tracks = generateBgmLibrary();
    expect(tracks.length).toBeGreaterThanOrEqual(4);
    for (const t of tracks) {
      expect(t.duration).toBeGreaterThanOrEqual(15);
      const windows = rmsOverTime(t.pcm, 250);
      expect(Math.min(...windows)).toBeGreaterThan(0.01);
    }
  });
});
