// The editor's reading of a handoff: 文案提取's 去配音 carries its sentences' times (issue 28 §1); a history entry
// can hold anything, so only well-formed cues in time order are taken.
import { describe, expect, it } from 'vitest';
import { handoffHref, handoffOf } from './handoff';

const cues = [
  { start: 500, end: 2000, text: '今天天气很好。' },
  { start: 2000, end: 4800, text: '我们一起去公园散步吧。' },
];

describe('handoffOf', () => {
  it('takes the text, its hint and the cues of 去配音', () => {
    expect(handoffOf({ handoff: { text: '今天天气很好。\n我们一起去公园散步吧。', source: 'asrSubtitles', cues } })).toEqual({
      text: '今天天气很好。\n我们一起去公园散步吧。',
      source: 'asrSubtitles',
      hint: '已导入文案提取字幕',
      cues,
    });
  });

  it('drops cues that are not cues or not in time order, and keeps the text', () => {
    for (const broken of [[{ start: 0, end: 0, text: 'a' }], [cues[1], cues[0]], [{ start: '0', end: 10, text: 'a' }], 'cues', []]) {
      const taken = handoffOf({ handoff: { text: '文案', source: 'asr', cues: broken } });
      expect(taken).toEqual({ text: '文案', source: 'asr', hint: '已载入文案提取结果' });
    }
  });

  it('opens the editor with the chosen voice in its address', () => {
    expect(handoffHref({ voice: { anchorType: 0, anchorId: 13 } })).toBe('/creation?anchorType=0&anchorId=13');
  });
});
