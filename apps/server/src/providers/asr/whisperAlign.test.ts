// When each token was said, without a model: cross-attention scores written by hand, the path through them,
// and the sentences (with the times a subtitle gets) built from timed tokens.
import { describe, expect, it } from 'vitest';
import { alignRows, dtw, FRAMES_PER_SECOND, medianFilter, timedSentences } from './whisperAlign.mjs';

describe('medianFilter', () => {
  it('takes the median of each window, the edges mirrored', () => {
    expect([...medianFilter(Float64Array.of(1, 5, 2, 8, 3), 3)]).toEqual([5, 2, 5, 3, 8]);
    expect([...medianFilter(Float64Array.of(0, 0, 9, 0, 0, 0, 0), 3)]).toEqual([0, 0, 0, 0, 0, 0, 0]);
  });
});

describe('dtw', () => {
  it('follows the similarity from the first cell to the last, one row or frame or both a step', () => {
    // rows 0-2 are like frames 0-1, 2-5 and 6-7, and unlike the others
    const owner = [0, 0, 1, 1, 1, 1, 2, 2];
    const similarity = Float64Array.from({ length: 3 * 8 }, (_, i) => (owner[i % 8] === Math.floor(i / 8) ? 1 : -1));
    const path = dtw(similarity, 3, 8);
    expect(path[0]).toEqual([0, 0]);
    expect(path.at(-1)).toEqual([2, 7]);
    for (const [row, frame] of path) expect(row).toBe(owner[frame]);
  });
});

/** Scores [heads, rows, 1500] where row r attends to frames from `at[r]` to `at[r + 1]` (the rest of the window is padding). */
function attention(at: number[], heads: number, noise = 0): Float32Array {
  const rows = at.length - 1;
  let seed = 7;
  const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647 - 0.5) * noise;
  const scores = new Float32Array(heads * rows * 1500);
  for (let h = 0; h < heads; h++)
    for (let r = 0; r < rows; r++)
      for (let f = 0; f < 1500; f++) scores[(h * rows + r) * 1500 + f] = (f >= at[r]! && f < at[r + 1]! ? 4 : 0) + random();
  return scores;
}

describe('alignRows', () => {
  it('answers when each row starts, and where the last one ends', () => {
    // three tokens and the end of text over 2 s of audio (100 frames)
    const at = [0, 20, 45, 80, 100];
    const times = alignRows(attention(at, 2, 1), 2, 4, 100);
    expect(times).toHaveLength(5);
    at.forEach((frame, i) => expect(Math.abs(times[i]! - frame / FRAMES_PER_SECOND)).toBeLessThanOrEqual(0.06));
  });

  it('reads only the frames that hold audio', () => {
    // a row that would attend to the padding after the audio is kept inside it
    const times = alignRows(attention([0, 30, 60, 1400], 1), 1, 3, 90);
    expect(times.at(-1)).toBeCloseTo(90 / FRAMES_PER_SECOND);
    for (const t of times) expect(t).toBeLessThanOrEqual(90 / FRAMES_PER_SECOND);
  });
});

describe('timedSentences', () => {
  // token i from times[i] to times[i + 1]
  const times = [0, 0.3, 0.6, 0.8, 1.0, 1.0, 2.0, 2.4, 2.8, 3.0];

  it('cuts after a sentence end; a sentence runs from its first spoken character to its last', () => {
    const pieces = ['今', '天', '好', '。', '', '明天', '见', '。', ''];
    expect(timedSentences({ times, breaks: new Set(), pieces })).toEqual([
      { start: 0, end: 0.8, text: '今天好。' },
      // a character whose first bytes came a token earlier starts with that token
      { start: 1.0, end: 2.4, text: '明天见。' },
    ]);
  });

  it('cuts where Whisper opened a segment, keeps 。” together, and does not cut 3.5', () => {
    const pieces = ['他', '说', '3.5', '元', '', '好', '。”', '走', '吧'];
    expect(timedSentences({ times, breaks: new Set([4]), pieces }).map((s) => s.text)).toEqual(['他说3.5元', '好。”', '走吧']);
    expect(timedSentences({ times, breaks: new Set([4]), pieces })[1]).toEqual({ start: 1.0, end: 2.0, text: '好。”' });
  });

  it('shares a token holding several characters between them, and gives lone punctuation to the sentence before', () => {
    const sentences = timedSentences({ times: [0, 1, 2, 3], breaks: new Set([2]), pieces: ['你好。再', '见', '！'] });
    expect(sentences).toEqual([
      { start: 0, end: 0.5, text: '你好。' },
      { start: 0.75, end: 2, text: '再见！' },
    ]);
  });
});
