import { describe, expect, it } from 'vitest';
import { applyTemplate } from './applyTemplate';

describe('applyTemplate (spec 02 §4 template selection)', () => {
  it("applies the template's role, pitch, speed, volume and sample rate, intensity 1", () => {
    expect(applyTemplate({ id: 7, title: '悲伤', pitchRate: -20, speechRate: 0.9, volume: 75, sampleRate: 24000, role: 'Girl' })).toEqual({
      templateId: '7',
      templateName: '悲伤',
      intensity: 1,
      role: 'Girl',
      pitch: -20,
      speed: 0.9,
      volume: 75,
      sampleRate: 24000,
    });
  });

  it('fills volume 70 and sample rate 16000 when the template has none', () => {
    const choice = applyTemplate({ id: 2, title: '开心', pitchRate: null, speechRate: undefined, volume: null, sampleRate: null, role: null }, 1.5);
    expect(choice).toMatchObject({ volume: 70, sampleRate: 16000, pitch: 0, speed: 1, role: null, intensity: 1.5 });
  });
});
