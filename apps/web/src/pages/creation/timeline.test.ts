// The sentence timeline's core (issue 27): sentences of a script range, where a task's sentences are in the script,
// audition starts from the plan, the sentence heard, and a rendering task's rows.
import { describe, expect, it } from 'vitest';
import { docFromText, schema } from '@peiyin/ssml';
import { auditionStarts, locateSentences, scriptSentences, sentenceAt, taskRows } from './timeline';

const n = schema.nodes;

describe('scriptSentences', () => {
  it('cuts after each sentence end (closing quotes kept) and at paragraph ends, from the first written character', () => {
    const doc = docFromText('第一句。“第二句！”第三句\n第二段，没有句号');
    const sentences = scriptSentences(doc);
    expect(sentences.map((s) => s.text)).toEqual(['第一句。', '“第二句！”', '第三句', '第二段，没有句号']);
    // each range selects exactly its words
    for (const s of sentences) expect(doc.textBetween(s.from, s.to)).toBe(s.text);
  });

  it('keeps to the range asked, and reads markup as the text it stands for', () => {
    const doc = schema.node('doc', null, [
      schema.node('paragraph', null, [
        schema.text('银'),
        n.phoneme!.create({ dataText: '行', pinyin: 'hang2' }),
        schema.text('很好。'),
        n.break!.create({ time: 500 }),
        schema.text('第二句。第三句。'),
      ]),
    ]);
    expect(scriptSentences(doc).map((s) => s.text)).toEqual(['银行很好。', '第二句。', '第三句。']);
    const all = scriptSentences(doc);
    expect(scriptSentences(doc, all[1]!.from, all[2]!.to).map((s) => s.text)).toEqual(['第二句。', '第三句。']);
    expect(scriptSentences(docFromText('   \n  '))).toEqual([]);
  });
});

describe('locateSentences', () => {
  it('finds a task’s sentences in order, the same words twice each in its place, and says null for what is not there', () => {
    const doc = docFromText('你好。今天天气很好！\n你好。再见');
    const found = locateSentences(doc, ['你好。', '今天天气很好！', '你好。', '再见', '不在文案里。']);
    expect(found.slice(0, 4).map((r) => doc.textBetween(r!.from, r!.to))).toEqual(['你好', '今天天气很好', '你好', '再见']);
    // the second 你好 is the one after 今天
    expect(found[2]!.from).toBeGreaterThan(found[1]!.to);
    expect(found[4]).toBeNull();
  });
});

describe('auditionStarts', () => {
  it('starts each sentence where the ones before it end, by the plan’s estimate; a faster voice starts them sooner', () => {
    const doc = docFromText('第一句话比较长一些。第二句。第三句话。');
    const sentences = scriptSentences(doc);
    const normal = auditionStarts(doc, sentences, { anchorId: '12', speed: 1 });
    expect(normal[0]).toBe(0);
    expect(normal[1]).toBeGreaterThan(normal[0]!);
    expect(normal[2]).toBeGreaterThan(normal[1]!);
    const fast = auditionStarts(doc, sentences, { anchorId: '12', speed: 2 });
    expect(fast[2]).toBeLessThan(normal[2]!);
  });
});

describe('sentenceAt', () => {
  it('is the last sentence started at a position; -1 before the first', () => {
    expect(sentenceAt([500, 1500, 3000], 0)).toBe(-1);
    expect(sentenceAt([500, 1500, 3000], 1500)).toBe(1);
    expect(sentenceAt([500, 1500, 3000], 99_000)).toBe(2);
    expect(sentenceAt([null, null], 1000)).toBe(-1);
  });
});

describe('taskRows', () => {
  const sentences = [
    { text: '一。', start: null },
    { text: '二。', start: null },
    { text: '三。', start: null },
  ];
  it('while rendering: those done, the one rendering, the rest waiting', () => {
    expect(taskRows(sentences, { done: 1 }, 2).map((r) => r.state)).toEqual(['done', 'rendering', 'waiting']);
    expect(taskRows(sentences, { done: 3 }, 2).map((r) => r.state)).toEqual(['done', 'done', 'done']);
    // queued: all wait
    expect(taskRows(sentences, undefined, 0).map((r) => r.state)).toEqual(['waiting', 'waiting', 'waiting']);
  });
  it('once finished: their starts and no state', () => {
    const finished = sentences.map((s, i) => ({ ...s, start: i * 1000 }));
    expect(taskRows(finished, undefined, 1)).toEqual([
      { text: '一。', start: 0 },
      { text: '二。', start: 1000 },
      { text: '三。', start: 2000 },
    ]);
  });
});
