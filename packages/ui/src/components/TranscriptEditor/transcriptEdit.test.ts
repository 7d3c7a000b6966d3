import { describe, expect, it } from 'vitest';
import { canSplit, editSentence, mergeWithNext, splitSentence } from './transcriptEdit';

const sentences = [
  { beginTime: 0, endTime: 2000, text: '大家好，欢迎收听。' },
  { beginTime: 2400, endTime: 6000, text: '今天聊聊配音。' },
  { beginTime: 6000, endTime: 9000, text: '首先提取文案。' },
];

describe('editing a timed transcript', () => {
  it('fixes a word and keeps the sentence’s times', () => {
    const edited = editSentence(sentences, 1, '今天聊聊AI配音。');
    expect(edited[1]).toEqual({ beginTime: 2400, endTime: 6000, text: '今天聊聊AI配音。' });
    expect(edited[0]).toBe(sentences[0]);
    expect(sentences[1]!.text).toBe('今天聊聊配音。');
  });

  it('merges a sentence with the next: the words run on, the times join from the first start to the second end', () => {
    const merged = mergeWithNext(sentences, 0);
    expect(merged).toEqual([{ beginTime: 0, endTime: 6000, text: '大家好，欢迎收听。今天聊聊配音。' }, sentences[2]]);
  });

  it('keeps a space between two Latin words when merging, none between Chinese', () => {
    const english = [
      { beginTime: 0, endTime: 1000, text: 'hello ' },
      { beginTime: 1000, endTime: 2000, text: ' world' },
    ];
    expect(mergeWithNext(english, 0)[0]!.text).toBe('hello world');
  });

  it('leaves the last sentence alone when asked to merge it (there is no next)', () => {
    expect(mergeWithNext(sentences, 2)).toEqual(sentences);
  });

  it('splits at the caret and divides the time by each part’s share of the characters', () => {
    // 首先 | 提取文案。: 2 of 7 characters → 2/7 of 3000 ms
    const split = splitSentence(sentences, 2, 2);
    expect(split.slice(2)).toEqual([
      { beginTime: 6000, endTime: 6857, text: '首先' },
      { beginTime: 6857, endTime: 9000, text: '提取文案。' },
    ]);
    expect(split).toHaveLength(4);
  });

  it('does not split at either end of a sentence or inside white space only', () => {
    expect(canSplit(sentences, 0, 0)).toBe(false);
    expect(canSplit(sentences, 0, sentences[0]!.text.length)).toBe(false);
    expect(splitSentence(sentences, 0, 0)).toEqual(sentences);
    expect(splitSentence([{ beginTime: 0, endTime: 10, text: '好 ' }], 0, 1)).toEqual([{ beginTime: 0, endTime: 10, text: '好 ' }]);
    expect(canSplit(sentences, 5, 1)).toBe(false);
  });
});
