import { describe, expect, it } from 'vitest';
import { CHARACTERS_PER_SECOND } from '@peiyin/ssml';
import { cuesOf, sentencesOf, speechEstimate, timedSentences } from './pipeline';

describe('the creator pipeline’s sums', () => {
  it('estimates speech as the editor does: characters at its rate plus the pauses after punctuation', () => {
    expect(speechEstimate('')).toBe(0);
    // 8 characters at 3.9 a second, then the full stop's 400 ms pause
    expect(speechEstimate('今天天气真的很好。')).toBe(Math.round((8 / CHARACTERS_PER_SECOND) * 1000) + 400);
  });

  it('cuts a rewritten text into sentences after their end marks and at line breaks, quotes kept with them', () => {
    expect(sentencesOf('他说：“走吧！”我们就走了。\n\n第二段没有句号\n真的吗？？好')).toEqual(['他说：“走吧！”', '我们就走了。', '第二段没有句号', '真的吗？？', '好']);
  });

  it('times the sentences one after another by their estimates', () => {
    const timed = timedSentences('今天天气很好。我们去公园。', 1000);
    expect(timed.map((t) => t.text)).toEqual(['今天天气很好。', '我们去公园。']);
    expect(timed[0]!.beginTime).toBe(1000);
    expect(timed[0]!.endTime).toBe(1000 + speechEstimate('今天天气很好。'));
    expect(timed[1]!.beginTime).toBe(timed[0]!.endTime);
  });

  it('makes one cue per sentence with words, in order, each ending after it starts', () => {
    const cues = cuesOf([
      { beginTime: 0, endTime: 1500.4, text: '第一句。' },
      { beginTime: 1500, endTime: 1500, text: '  ' },
      { beginTime: 1400, endTime: 1400, text: '第二\n句。' },
    ]);
    expect(cues).toEqual([
      { start: 0, end: 1500, text: '第一句。' },
      { start: 1400, end: 1401, text: '第二 句。' },
    ]);
  });
});
