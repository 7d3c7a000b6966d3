import { describe, expect, it } from 'vitest';
import { docFromText } from '@peiyin/ssml';
import type { Voice } from '@peiyin/ui';
import { scriptEstimate } from './estimate';

const voice = {
  anchorType: 0,
  anchorId: 12,
  anchorName: '晓岚',
  avatar: '',
  templateId: null,
  templateName: '',
  intensity: 1,
  role: null,
  pitch: 0,
  speed: 1,
  volume: 100,
  sampleRate: 24000,
} as unknown as Voice;
const script = docFromText('欢迎收听本期节目。在这一期里，我们聊一聊如何做好一条短视频的配音。');

describe('the bottom bar estimate of the script (issue 27)', () => {
  it("follows the voice's speed: twice as fast, the speech half as long", () => {
    const normal = scriptEstimate(script, { voice, baseAnchorId: 12, smartBreaks: undefined });
    const fast = scriptEstimate(script, { voice: { ...voice, speed: 2 }, baseAnchorId: 12, smartBreaks: undefined });
    expect(normal).toBeGreaterThan(8_000);
    expect(fast).toBeLessThan(normal * 0.75);
  });

  it('grows with the script and is nothing for an empty one', () => {
    const longer = docFromText('欢迎收听本期节目。在这一期里，我们聊一聊如何做好一条短视频的配音。先写好文案，再挑选主播。');
    const setup = { voice, baseAnchorId: 12, smartBreaks: undefined };
    expect(scriptEstimate(longer, setup)).toBeGreaterThan(scriptEstimate(script, setup));
    expect(scriptEstimate(docFromText(''), setup)).toBe(0);
  });
});
