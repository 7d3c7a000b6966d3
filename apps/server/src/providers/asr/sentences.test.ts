import { describe, expect, it } from 'vitest';
import { normalizeSentences, parseDuration, splitAtSentenceEnds, transcriptOf } from './index.ts';

describe('sentences', () => {
  it('are ordered, trimmed, non-empty, whole ms, inside the audio', () => {
    expect(
      normalizeSentences(
        [
          { beginMs: 2000.4, endMs: 2999.6, text: ' 二 ' },
          { beginMs: -50, endMs: 900, text: '一' },
          { beginMs: 3000, endMs: 3100, text: '  ' },
          { beginMs: 3500, endMs: 9000, text: '三' },
          { beginMs: 4000, endMs: 3900, text: '四' },
        ],
        5000,
      ),
    ).toEqual([
      { beginMs: 0, endMs: 900, text: '一' },
      { beginMs: 2000, endMs: 3000, text: '二' },
      { beginMs: 3500, endMs: 5000, text: '三' },
      { beginMs: 4000, endMs: 4000, text: '四' },
    ]);
  });

  it('a transcript’s text is its sentences one per line', () => {
    expect(transcriptOf([{ beginMs: 0, endMs: 1, text: '甲。' }, { beginMs: 1, endMs: 2, text: '乙' }], 2, 'zh')).toEqual({
      sentences: [
        { beginMs: 0, endMs: 1, text: '甲。' },
        { beginMs: 1, endMs: 2, text: '乙' },
      ],
      text: '甲。\n乙',
      durationMs: 2,
      language: 'zh',
    });
  });

  it('a piece splits at its sentence ends, at the time of the next token', () => {
    const piece = { text: '你好。今天▁OK？好', tokens: ['你', '好。', '今天', '▁OK？', '好'], timestamps: [0, 0.2, 0.5, 0.9, 1.3], beginMs: 1000, endMs: 2600 };
    expect(splitAtSentenceEnds(piece)).toEqual([
      { beginMs: 1000, endMs: 1500, text: '你好。' },
      { beginMs: 1500, endMs: 2300, text: '今天 OK？' },
      { beginMs: 2300, endMs: 2600, text: '好' },
    ]);
  });

  it('a piece ending in 。 or without usable times stays whole; text without tokens has its time shared out by length', () => {
    expect(splitAtSentenceEnds({ text: '你好。', tokens: ['你', '好。'], timestamps: [0, 0.2], beginMs: 0, endMs: 800 })).toEqual([{ beginMs: 0, endMs: 800, text: '你好。' }]);
    expect(splitAtSentenceEnds({ text: '你好。再见。', tokens: ['你', '好。', '再见。'], timestamps: [], beginMs: 0, endMs: 800 })).toEqual([{ beginMs: 0, endMs: 800, text: '你好。再见。' }]);
    expect(splitAtSentenceEnds({ text: '你好。再见。', tokens: [], timestamps: [], beginMs: 1000, endMs: 1800 })).toEqual([
      { beginMs: 1000, endMs: 1400, text: '你好。' },
      { beginMs: 1400, endMs: 1800, text: '再见。' },
    ]);
  });

  it('the duration comes from ffmpeg’s banner', () => {
    expect(parseDuration('Input #0, wav, from \'a.wav\':\n  Duration: 00:01:02.34, bitrate: 256 kb/s')).toBe(62_340);
    expect(parseDuration('  Duration: 01:00:00.00, start: 0.000000')).toBe(3_600_000);
    expect(parseDuration('  Duration: N/A, bitrate: N/A')).toBeNull();
  });
});
