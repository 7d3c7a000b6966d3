import { describe, expect, it } from 'vitest';
import { auditionChunks, auditionRange, chunkForAudition, splitSentences } from '../src/chunk.ts';
import { parseSsml } from '../src/parse.ts';
import { docToText } from '../src/schema.ts';
import { countSpeechLength } from '../src/length.ts';
import { parseSrt, toSrt, formatSrtTime } from '../src/srt.ts';
import { brk, doc, p, phoneme } from './builders.ts';

const sentence = (n: number, end = '。') => `${'字'.repeat(n - 1)}${end}`;

describe('audition chunks (spec 02 §5)', () => {
  it('splits sentences keeping their end marks and closing quotes', () => {
    expect(splitSentences('他说：“你好！”我们走吧。真的？\n好')).toEqual(['他说：“你好！”', '我们走吧。', '真的？', '好']);
  });

  it('sends the first sentence alone, then closes chunks from 100 characters, from 200, later from 280', () => {
    const text = Array.from({ length: 40 }, () => sentence(30)).join('');
    const chunks = chunkForAudition(text);
    const lengths = chunks.map((c) => [...c].length);
    expect(lengths.slice(0, 5)).toEqual([30, 120, 210, 300, 300]);
    expect(chunks.join('')).toBe(text);
  });

  it('keeps what follows the first sentence together in a short text, and gives nothing for blank text', () => {
    expect(chunkForAudition('你好。世界。再见。')).toEqual(['你好。', '世界。再见。']);
    expect(chunkForAudition(' \n ')).toEqual([]);
  });

  it('starts a sentence over 20 characters with its first clause of 6 to 20', () => {
    const long = '在今天上午举行的发布会上，公司负责人介绍了新产品的三项主要功能，并回答了记者的提问。第二句。';
    expect(chunkForAudition(long)).toEqual(['在今天上午举行的发布会上，', '公司负责人介绍了新产品的三项主要功能，并回答了记者的提问。第二句。']);
    // a clause under 6 characters is too short to start with: the next comma within 20 is taken
    expect(chunkForAudition('首先，在今天上午举行的发布会上，公司负责人介绍了新产品的三项主要功能。')[0]).toBe('首先，在今天上午举行的发布会上，');
    // no comma within the first 20 characters: the whole sentence
    const plain = `${'字'.repeat(25)}，后面。`;
    expect(chunkForAudition(plain)).toEqual([plain]);
    // a sentence of 20 characters or fewer is never cut
    expect(chunkForAudition('今天上午，公司负责人介绍了新产品。')).toEqual(['今天上午，公司负责人介绍了新产品。']);
  });

  it('cuts a sentence without end marks at commas, never beyond 300 characters', () => {
    const long = Array.from({ length: 20 }, () => '一二三四五六七八九十一二三四五六七八九，').join('');
    const chunks = chunkForAudition(long);
    expect(chunks.every((c) => [...c].length <= 300)).toBe(true);
    expect(chunks.join('')).toBe(long);
  });

  it('takes the selection, at most 1000 characters', () => {
    const d = doc(p('一二三四五'));
    expect(auditionRange(d, 2, 4)).toEqual({ ok: true, value: { from: 2, to: 4 } });
    const big = doc(p('字'.repeat(1001)));
    expect(auditionRange(big, 1, 1002)).toEqual({ ok: false, message: '请滑动鼠标选择需要试听的内容，单次试听不能超过1000字符' });
    expect(auditionRange(doc(p('   ')), 1, 3)).toEqual({ ok: false, message: '试听内容不能为空' });
  });

  it('without a selection takes the 300 characters after the cursor', () => {
    const d = doc(p('字'.repeat(100), brk(), '字'.repeat(400)));
    expect(auditionRange(d, 51, 51)).toEqual({ ok: true, value: { from: 51, to: 51 + 50 + 1 + 249 } });
    expect(auditionRange(doc(p('你好')), 3, 3)).toEqual({ ok: false, message: '试听内容不能为空' });
  });
});

describe('SRT', () => {
  const srt = '\uFEFF1\r\n00:00:01,000 --> 00:00:02,500\r\n<i>你好</i>\r\n世界\r\n\r\n3\r\n00:00:05.2 --> 00:00:06,000\r\n{\\an8}third\r\n\r\n2\r\n00:00:03,000 --> 00:00:04,000\r\nHello\r\nworld\r\n';
  it('reads cues in time order and gives the script one line per cue', () => {
    const parsed = parseSrt(srt);
    expect(parsed.cues).toEqual([
      { index: 1, start: 1000, end: 2500, text: '你好世界' },
      { index: 2, start: 3000, end: 4000, text: 'Hello world' },
      { index: 3, start: 5200, end: 6000, text: 'third' },
    ]);
    expect(parsed.text).toBe('你好世界\nHello world\nthird');
  });

  it('skips blocks without a time line', () => {
    expect(parseSrt('not a subtitle\n\n').cues).toEqual([]);
  });

  it('writes cues back as SRT that reads the same', () => {
    const cues = [
      { start: 0, end: 1500, text: '你好' },
      { start: 3723456, end: 3724000, text: '再见' },
    ];
    const out = toSrt(cues);
    expect(out).toBe('1\n00:00:00,000 --> 00:00:01,500\n你好\n\n2\n01:02:03,456 --> 01:02:04,000\n再见\n');
    expect(parseSrt(out).cues.map(({ start, end, text }) => ({ start, end, text }))).toEqual(cues);
    expect(formatSrtTime(-5)).toBe('00:00:00,000');
  });
});

describe('audition chunks of a marked-up range (SSML per chunk)', () => {
  const voice = { anchorId: '12', pitch: 20 };
  const texts = (chunks: string[]) => chunks.map((c) => docToText(parseSsml(c)));

  it('cuts at sentence ends (the first alone, then 100/200/280) and keeps the markup inside each chunk', () => {
    const body = Array.from({ length: 20 }, () => sentence(30)).join('');
    const d = doc(p('开头', phoneme('行', 'hang2'), brk({ time: 500 }), body));
    const chunks = auditionChunks(d, 0, d.content.size, voice);
    expect(chunks.length).toBeGreaterThan(2);
    expect(chunks[0]).toContain('<phoneme');
    expect(chunks[0]).toContain('<break time="500ms"/>');
    expect(chunks.every((c) => c.includes('voice name="12"') && c.includes('pitch="+2%"'))).toBe(true);
    // together the chunks read exactly the range, in order
    expect(texts(chunks).join('')).toBe(docToText(d).replace(/\n/g, ''));
    const lengths = chunks.map((c) => countSpeechLength(parseSsml(c)));
    // the first sentence alone (no comma to cut it at): 开头, the marked-up 行, the break and the first 30 characters
    expect(texts(chunks)[0]).toBe(`开头行${sentence(30)}`);
    expect(lengths[1]).toBeGreaterThanOrEqual(100);
    expect(lengths[1]).toBeLessThan(100 + 30);
    expect(lengths[2]).toBeGreaterThanOrEqual(200);
  });

  it('starts a long first sentence with its first clause, markup and all', () => {
    const d = doc(p('在今天上午举', phoneme('行', 'xing2'), '的发布会上，公司负责人介绍了新产品的三项主要功能，并回答了记者的提问。下一句。'));
    const chunks = auditionChunks(d, 0, d.content.size, voice);
    expect(texts(chunks)[0]).toBe('在今天上午举行的发布会上，');
    expect(chunks[0]).toContain('<phoneme');
    expect(texts(chunks).join('')).toBe(docToText(d));
    expect(texts(auditionChunks(d, 0, d.content.size, voice, { firstClause: null }))[0]).toBe('在今天上午举行的发布会上，公司负责人介绍了新产品的三项主要功能，并回答了记者的提问。');
  });

  it('closes chunks at paragraph ends and leaves blank paragraphs out', () => {
    const d = doc(p('第一段没有句号'), p('   '), p('第二段。'));
    expect(texts(auditionChunks(d, 0, d.content.size, voice, { thresholds: [1] })).map((t) => t.trim())).toEqual(['第一段没有句号', '第二段。']);
  });

  it('auditions only the given range', () => {
    const d = doc(p('不要这句。要这一句。'));
    expect(texts(auditionChunks(d, 6, d.content.size - 1, voice))).toEqual(['要这一句。']);
  });

  it('never sends more than 300 characters in one chunk, cutting long sentences at commas first', () => {
    const long = Array.from({ length: 30 }, () => '一二三四五六七八九十一二三四五六七八九，').join('');
    const d = doc(p(long));
    const chunks = auditionChunks(d, 0, d.content.size, voice);
    const lengths = chunks.map((c) => countSpeechLength(parseSsml(c)));
    expect(Math.max(...lengths)).toBeLessThanOrEqual(300);
    expect(texts(chunks).join('')).toBe(long);
    expect(texts(chunks)[0]!.endsWith('，')).toBe(true);
    const hard = doc(p('字'.repeat(700)));
    const hardLengths = auditionChunks(hard, 0, hard.content.size, voice).map((c) => countSpeechLength(parseSsml(c)));
    expect(hardLengths).toEqual([300, 300, 100]);
  });
});
