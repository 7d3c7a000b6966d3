import { describe, expect, it } from 'vitest';
import {
  DictionaryFileError,
  dictionaryFileKind,
  readDictionaryCsv,
  readDictionaryFile,
  readPls,
  writeDictionaryCsv,
  writePls,
  type PronunciationEntry,
} from '../src/index.ts';

// entries with every character a file format trips on: commas, quotes, line breaks, XML's < & >, a
// leading formula sign, spaces kept inside an alias
const ENTRIES: PronunciationEntry[] = [
  { word: '重庆', pinyin: 'chong2 qing4' },
  { word: 'GPU', alias: '图形处理器' },
  { word: 'A,B', alias: '甲"乙"' },
  { word: 'R&D', alias: '研发 <部门>' },
  { word: '=SUM', alias: '-求和' },
  { word: 'x\ny', alias: '两行' },
  { word: '@me', alias: '我 自己' },
];

const plain = (rows: readonly PronunciationEntry[]) => rows.map(({ word, pinyin, alias }) => ({ word, ...(pinyin !== undefined ? { pinyin } : {}), ...(alias !== undefined ? { alias } : {}) }));

describe('dictionary files', () => {
  it('reads back every entry it writes, as CSV and as PLS', () => {
    const csv = writeDictionaryCsv(ENTRIES);
    expect(csv.startsWith('\ufeff词语,拼音,替换文本\r\n')).toBe(true);
    // a spreadsheet does not run a cell as a formula
    expect(csv).toContain("'=SUM");
    expect(csv).toContain("'-求和");
    const fromCsv = readDictionaryCsv(csv);
    expect(fromCsv.problems).toEqual([]);
    expect(plain(fromCsv.rows)).toEqual(ENTRIES);

    const pls = writePls(ENTRIES);
    expect(pls).toContain('alphabet="x-pinyin"');
    expect(pls).toContain('xmlns="http://www.w3.org/2005/01/pronunciation-lexicon"');
    const fromPls = readPls(pls);
    expect(fromPls.problems).toEqual([]);
    // PLS text is whitespace-normalised: a word written on two lines reads as one with a space
    expect(plain(fromPls.rows)).toEqual(ENTRIES.map((e) => (e.word === 'x\ny' ? { ...e, word: 'x y' } : e)));
    expect(readDictionaryFile(pls).rows).toHaveLength(ENTRIES.length);
    expect(dictionaryFileKind(`\ufeff  ${pls}`)).toBe('pls');
    expect(dictionaryFileKind(csv)).toBe('csv');
  });

  it('reports the rows it cannot read with their line, and keeps reading the others', () => {
    const csv = ['word,pinyin,alias', '银行,yin2 hang2,', '', ',hang2,', '行长,,,多余', '"多行', '词",,读作', '长大,zhang3 da4'].join('\n');
    const read = readDictionaryCsv(csv);
    expect(read.rows.map((r) => [r.line, r.word])).toEqual([
      [2, '银行'],
      [6, '多行\n词'],
      [8, '长大'],
    ]);
    expect(read.problems).toEqual([
      { line: 4, message: '第4行：缺少词语' },
      { line: 5, message: '第5行：多出的列无法识别（只有词语、拼音、替换文本三列）' },
    ]);
    // without a header the columns are word, pinyin, alias
    expect(plain(readDictionaryCsv('重庆,chong2 qing4\r\nCPU,,中央处理器').rows)).toEqual([
      { word: '重庆', pinyin: 'chong2 qing4' },
      { word: 'CPU', alias: '中央处理器' },
    ]);
  });

  it('refuses a file it cannot read at all, in Chinese', () => {
    expect(() => readDictionaryCsv('词语,拼音\n"重庆,chong2')).toThrow(new DictionaryFileError('第2行：引号没有闭合'));
    expect(() => readDictionaryCsv('拼音,替换文本\nchong2,山城')).toThrow(DictionaryFileError);
    expect(() => readPls('<lexicon><lexeme></lexicon>')).toThrow(DictionaryFileError);
    expect(() => readPls('<speak/>')).toThrow(new DictionaryFileError('PLS 文件的根元素须为 lexicon'));
    // no entity expansion
    expect(() => readPls('<!DOCTYPE lexicon [<!ENTITY a "aaaa">]><lexicon>&a;</lexicon>')).toThrow(DictionaryFileError);
  });

  it('reads PLS lexemes with several graphemes, its own alphabet per phoneme, and reports other alphabets', () => {
    const pls = `<?xml version="1.0" encoding="UTF-8"?>
<lexicon version="1.0" xmlns="http://www.w3.org/2005/01/pronunciation-lexicon" alphabet="ipa" xml:lang="zh-CN">
  <lexeme><grapheme>重庆</grapheme><phoneme>ʈʂʰʊŋ</phoneme></lexeme>
  <lexeme><grapheme>银行</grapheme><grapheme>銀行</grapheme><phoneme alphabet="x-pinyin">yin2 hang2</phoneme></lexeme>
  <lexeme><grapheme>W3C</grapheme><alias>万维网联盟</alias></lexeme>
  <lexeme><grapheme>空</grapheme></lexeme>
</lexicon>`;
    const read = readPls(pls);
    expect(read.rows.map((r) => [r.line, r.word, r.pinyin ?? r.alias])).toEqual([
      [4, '银行', 'yin2 hang2'],
      [4, '銀行', 'yin2 hang2'],
      [5, 'W3C', '万维网联盟'],
    ]);
    expect(read.problems).toEqual([
      { line: 3, message: '第3行：只支持拼音音标（alphabet="x-pinyin"），该词条为“ipa”' },
      { line: 6, message: '第6行：词条缺少 phoneme（拼音）或 alias（替换文本）' },
    ]);
  });

  it('reads a full dictionary of 2000 entries of either kind', () => {
    const many = Array.from({ length: 2000 }, (_, i) => ({ word: `词${i}`, alias: `读作${i}` }));
    for (const text of [writeDictionaryCsv(many), writePls(many)]) expect(plain(readDictionaryFile(text).rows)).toEqual(many);
  });
});
