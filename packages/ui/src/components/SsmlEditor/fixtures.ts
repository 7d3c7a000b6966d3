// Scripts for the stories: one line per kind of markup, as a creator would mark up a news read.
import { schema } from '@peiyin/ssml';
import type { Mark, Node as PMNode } from 'prosemirror-model';

const t = (text: string, marks?: readonly Mark[]) => schema.text(text, marks);
const p = (...content: PMNode[]) => schema.node('paragraph', null, content);
const { nodes, marks } = schema;

/** Every kind of markup once: phoneme, break, number reading, alias, word reading, continuous,
 * sound, a multi-voice range and a local pitch range. */
export function markedUpScript(): PMNode {
  const anchor = marks.multiVoice.create({ anchorId: '7', anchorName: '云希', templateName: '新闻', roleName: '旁白', pitch: 0, speed: 1, volume: 100 });
  const local = marks.subPitch.create({ pitch: 20, speed: 1.2, volume: 80 });
  return schema.node('doc', null, [
    p(t('银'), nodes.phoneme.create({ dataText: '行', pinyin: 'hang2' }), t('行长说'), nodes.break.create({ time: 500 }), t('欢迎光临。')),
    p(t('客服电话'), nodes.aliasNumber.create({ dataText: '13812345678', reading: '幺三八幺二三四五六七八', kind: 'phone' }), t('，'), nodes.alias.create({ dataText: 'AI', alias: '人工智能' }), t('配音。')),
    p(nodes.sayAs.create({ dataText: 'NBA', interpretAs: 'characters' }), t('比赛'), nodes.continuous.create({ dataText: '马上开始' }), t('。'), nodes.sound.create({ soundId: '3', name: '掌声', duration: 2 })),
    p(t('主持人：', [anchor]), t('大家好，'), t('今天的节目', [local]), t('到此结束。')),
  ]);
}

const SAMPLE = '今天天气很好，我们一起去公园散步吧。银行行长说：欢迎光临！这是一段用来测试编辑器性能的配音文案。';

/** The longest script (spec 02 §9): speech length exactly 8000 over 40 lines, with 500 markup
 * chips of every kind and a multi-voice or local pitch range on every fifth line. Used by the
 * LongScript story and `bench/editor.bench.ts`. */
export function largeScript(options: { length?: number; chips?: number; lines?: number } = {}): PMNode {
  const { length = 8000, chips = 500, lines = 40 } = options;
  const makers = [
    () => nodes.break.create({ time: 500 }),
    () => nodes.phoneme.create({ dataText: '行', pinyin: 'hang2' }),
    () => nodes.alias.create({ dataText: 'AI', alias: '人工智能' }),
    () => nodes.aliasNumber.create({ dataText: '1/3', reading: '三分之一', kind: 'fraction' }),
    () => nodes.sayAs.create({ dataText: 'NBA', interpretAs: 'characters' }),
    () => nodes.continuous.create({ dataText: '马上开始' }),
    () => nodes.sound.create({ soundId: '1', name: '掌声', duration: 2 }),
  ];
  // what each chip counts toward the length (countSpeechLength): its spoken text, or 1
  const chipLength = [1, 1, 4, 4, 3, 4, 1];
  let chipTotal = 0;
  for (let i = 0; i < chips; i += 1) chipTotal += chipLength[i % makers.length]!;
  const textTotal = length - chipTotal;
  let cursor = 0;
  const take = (n: number) => {
    let out = '';
    for (let i = 0; i < n; i += 1) out += SAMPLE[(cursor + i) % SAMPLE.length];
    cursor += n;
    return out;
  };
  const anchor = marks.multiVoice.create({ anchorId: '7', anchorName: '云希', templateName: '新闻', pitch: 0, speed: 1, volume: 100 });
  const local = marks.subPitch.create({ pitch: -20, speed: 0.9, volume: 90 });
  let chip = 0;
  let textUsed = 0;
  const paragraphs: PMNode[] = [];
  for (let line = 0; line < lines; line += 1) {
    const chipsHere = Math.round(((line + 1) * chips) / lines) - Math.round((line * chips) / lines);
    const textHere = Math.round(((line + 1) * textTotal) / lines) - Math.round((line * textTotal) / lines);
    const pieces = chipsHere + 1;
    const content: PMNode[] = [];
    for (let k = 0; k < pieces; k += 1) {
      const n = Math.round(((k + 1) * textHere) / pieces) - Math.round((k * textHere) / pieces);
      const wrap = line % 5 === 0 && k === 1 ? [line % 10 === 0 ? anchor : local] : undefined;
      if (n > 0) content.push(t(take(n), wrap));
      textUsed += n;
      if (k < chipsHere) content.push(makers[chip++ % makers.length]!());
    }
    paragraphs.push(p(...content));
  }
  if (textUsed !== textTotal) throw new Error(`largeScript: ${textUsed} characters of text, expected ${textTotal}`);
  return schema.node('doc', null, paragraphs);
}
