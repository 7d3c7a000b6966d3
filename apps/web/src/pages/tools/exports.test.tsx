// 文案提取's two ways to the editor give two different scripts (issue 28: they gave the same one).
import { describe, expect, it } from 'vitest';
import { scriptFromSrt } from '../../features/handoff';
import { transcriptParagraphs, transcriptSrt } from './exports';

const sentences = [
  { channelId: 0, beginTime: 500, endTime: 2000, text: '今天天气很好。' },
  { channelId: 0, beginTime: 2300, endTime: 4200, text: '我们一起去公园散步吧。' },
  { channelId: 0, beginTime: 7000, endTime: 9000, text: '下午再回家。' },
];

describe('transcript to the editor', () => {
  it('送去配音: prose, a new paragraph where the speaker paused', () => {
    expect(transcriptParagraphs(sentences)).toBe('今天天气很好。我们一起去公园散步吧。\n下午再回家。');
  });

  it('导入配音编辑器: one subtitle a line, with its times', () => {
    const srt = transcriptSrt(sentences);
    expect(scriptFromSrt(srt)).toEqual({ text: '今天天气很好。\n我们一起去公园散步吧。\n下午再回家。', cues: 3 });
    expect(srt).toContain('00:00:07,000 --> 00:00:09,000');
    expect(scriptFromSrt(srt).text).not.toBe(transcriptParagraphs(sentences));
  });
});
