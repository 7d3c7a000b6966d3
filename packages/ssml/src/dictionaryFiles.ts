// The pronunciation dictionary as files (issue 12 item 5: import and export as CSV and as W3C PLS).
// Reading only finds the rows and where they are (line numbers for the user's messages); whether a
// reading is acceptable is the dictionary's own rule, checked by whoever stores the rows.
//
// CSV: UTF-8 (a byte-order mark is written so spreadsheet programs read the Chinese right), RFC 4180
// quoting, a header `词语,拼音,替换文本` (English `word,pinyin,alias` is read too; a file without a
// header is read in that column order). A cell a spreadsheet would run as a formula (starting with
// = + - @, a tab or a carriage return) is written after an apostrophe, which reading removes again.
//
// PLS (Pronunciation Lexicon Specification 1.0): a `lexeme` per entry with its `grapheme` (several
// graphemes: one entry each) and either a `phoneme` in the pinyin alphabet or an `alias`. PLS names
// no pinyin alphabet, so ours is the private `x-pinyin` (tone-numbered syllables separated by spaces,
// `chong2 qing4`); `pinyin` is read as the same. Other alphabets (ipa, sapi…) are reported per entry.
import { parseXml, type XmlElement } from './xml.ts';
import type { PronunciationEntry } from './dictionary.ts';

/// The pinyin alphabet written in PLS files.
export const PLS_PINYIN_ALPHABET = 'x-pinyin';
/// The PLS namespace.
export const PLS_NAMESPACE = 'http://www.w3.org/2005/01/pronunciation-lexicon';

/// One entry read from a file, with the line it starts on.
export interface DictionaryFileRow extends PronunciationEntry {
  line: number;
}

/// A row that could not be read, with the reason in Chinese.
export interface DictionaryFileProblem {
  line: number;
  message: string;
}

/// What a file holds: its rows, and the rows it could not read.
export interface DictionaryFileContent {
  rows: DictionaryFileRow[];
  problems: DictionaryFileProblem[];
}

/// A file that cannot be read at all (not CSV, not PLS, broken XML), with the reason in Chinese.
export class DictionaryFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DictionaryFileError';
  }
}

// ── CSV ──

const HEADERS: Record<string, 'word' | 'pinyin' | 'alias'> = {
  词语: 'word',
  词: 'word',
  word: 'word',
  拼音: 'pinyin',
  pinyin: 'pinyin',
  替换文本: 'alias',
  读作: 'alias',
  alias: 'alias',
};

const FORMULA = new Set(['=', '+', '-', '@', '\t', '\r']);

/// Splits CSV text into records of fields, each with the line it starts on (one pass, no regex).
function csvRecords(text: string): { line: number; fields: string[] }[] {
  const records: { line: number; fields: string[] }[] = [];
  let fields: string[] = [];
  let field = '';
  let line = 1;
  let start = 1;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const endRecord = () => {
    fields.push(field);
    records.push({ line: start, fields });
    fields = [];
    field = '';
  };
  while (i < text.length) {
    const c = text[i]!;
    if (c === '"' && field === '') {
      // a quoted field: up to the closing quote, "" is a quote, line breaks are part of it
      const opened = line;
      i++;
      for (;;) {
        if (i >= text.length) throw new DictionaryFileError(`第${opened}行：引号没有闭合`);
        const q = text[i]!;
        if (q === '"') {
          if (text[i + 1] === '"') {
            field += '"';
            i += 2;
            continue;
          }
          i++;
          break;
        }
        if (q === '\n') line++;
        field += q;
        i++;
      }
      const next = text[i];
      if (next !== undefined && next !== ',' && next !== '\n' && next !== '\r') throw new DictionaryFileError(`第${line}行：引号后只能是逗号或换行`);
      // an empty quoted field must not look like an unquoted empty one to the next character
      if (field === '') field = '\u0000';
      continue;
    }
    if (c === ',') {
      fields.push(field === '\u0000' ? '' : field);
      field = '';
      i++;
      continue;
    }
    if (c === '\n' || c === '\r') {
      if (field === '\u0000') field = '';
      endRecord();
      i += c === '\r' && text[i + 1] === '\n' ? 2 : 1;
      line++;
      start = line;
      continue;
    }
    field += c;
    i++;
  }
  if (field === '\u0000') field = '';
  if (field !== '' || fields.length > 0) endRecord();
  return records;
}

const unformula = (cell: string) => (cell.length > 1 && cell[0] === "'" && FORMULA.has(cell[1]!) ? cell.slice(1) : cell);

/// Reads a CSV dictionary file. Blank lines are skipped; a row with no word, or with cells past the
/// third, is reported.
export function readDictionaryCsv(text: string): DictionaryFileContent {
  const records = csvRecords(text);
  let columns: ('word' | 'pinyin' | 'alias' | null)[] = ['word', 'pinyin', 'alias'];
  const first = records[0];
  if (first && first.fields.some((f) => HEADERS[f.trim().toLowerCase()] !== undefined)) {
    columns = first.fields.map((f) => HEADERS[f.trim().toLowerCase()] ?? null);
    if (!columns.includes('word')) throw new DictionaryFileError('第1行：表头缺少“词语”列');
    records.shift();
  }
  const rows: DictionaryFileRow[] = [];
  const problems: DictionaryFileProblem[] = [];
  for (const { line, fields } of records) {
    if (fields.every((f) => f.trim() === '')) continue;
    const row: DictionaryFileRow = { line, word: '' };
    let extra = false;
    fields.forEach((raw, k) => {
      const cell = unformula(raw.trim());
      const column = columns[k];
      if (!column) {
        if (cell !== '') extra = true;
      } else if (column === 'word') row.word = cell;
      else if (cell !== '') row[column] = cell;
    });
    if (extra) problems.push({ line, message: `第${line}行：多出的列无法识别（只有词语、拼音、替换文本三列）` });
    else if (row.word === '') problems.push({ line, message: `第${line}行：缺少词语` });
    else rows.push(row);
  }
  return { rows, problems };
}

function csvCell(value: string): string {
  const safe = value !== '' && FORMULA.has(value[0]!) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) || safe !== safe.trim() ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/// Writes entries as a CSV file (with a byte-order mark and CRLF line ends, as spreadsheets expect).
export function writeDictionaryCsv(entries: readonly PronunciationEntry[]): string {
  const lines = ['词语,拼音,替换文本', ...entries.map((e) => [e.word, e.pinyin ?? '', e.alias ?? ''].map(csvCell).join(','))];
  return `\ufeff${lines.join('\r\n')}\r\n`;
}

// ── PLS ──

const local = (name: string) => name.slice(name.indexOf(':') + 1);
const children = (el: XmlElement, name: string) => el.children.filter((c): c is XmlElement => c.kind === 'element' && local(c.name) === name);

function textOf(el: XmlElement): string {
  let out = '';
  for (const c of el.children) {
    if (c.kind === 'text') out += c.cdata ? c.raw : decode(c.raw);
    else out += textOf(c);
  }
  return out.replace(/\s+/g, ' ').trim();
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
function decode(raw: string): string {
  if (!raw.includes('&')) return raw;
  return raw.replace(/&(#x[0-9a-fA-F]{1,6}|#\d{1,7}|amp|lt|gt|quot|apos);/g, (_whole, name: string) => {
    if (name[0] !== '#') return ENTITIES[name]!;
    const code = name[1] === 'x' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
  });
}

const isPinyinAlphabet = (alphabet: string) => ['x-pinyin', 'pinyin'].includes(alphabet.trim().toLowerCase());

/// Reads a PLS file (UTF-8 text). DOCTYPE and entity declarations are refused, like in SSML.
export function readPls(text: string): DictionaryFileContent {
  let root: XmlElement;
  try {
    root = parseXml(text.charCodeAt(0) === 0xfeff ? ` ${text.slice(1)}` : text);
  } catch (error) {
    throw new DictionaryFileError(`PLS 文件格式不正确：${error instanceof Error ? error.message.replace(/^SSML /, '') : String(error)}`);
  }
  if (local(root.name) !== 'lexicon') throw new DictionaryFileError('PLS 文件的根元素须为 lexicon');
  const alphabet = root.attrs.alphabet ?? '';
  const lexemes = children(root, 'lexeme');
  // line numbers in one pass: the lexemes come in document order
  let line = 1;
  let at = 0;
  const lineAt = (offset: number) => {
    for (; at < offset && at < text.length; at++) if (text.charCodeAt(at) === 10) line++;
    return line;
  };
  const rows: DictionaryFileRow[] = [];
  const problems: DictionaryFileProblem[] = [];
  for (const lexeme of lexemes) {
    const where = lineAt(lexeme.offset);
    const words = children(lexeme, 'grapheme').map(textOf).filter(Boolean);
    const phoneme = children(lexeme, 'phoneme')[0];
    const alias = children(lexeme, 'alias')[0];
    if (words.length === 0) {
      problems.push({ line: where, message: `第${where}行：词条缺少 grapheme（词语）` });
      continue;
    }
    let reading: Pick<PronunciationEntry, 'pinyin' | 'alias'>;
    if (phoneme) {
      const own = phoneme.attrs.alphabet ?? alphabet;
      if (!isPinyinAlphabet(own)) {
        problems.push({ line: where, message: `第${where}行：只支持拼音音标（alphabet="${PLS_PINYIN_ALPHABET}"），该词条为“${own || '未注明'}”` });
        continue;
      }
      reading = { pinyin: textOf(phoneme) };
    } else if (alias) reading = { alias: textOf(alias) };
    else {
      problems.push({ line: where, message: `第${where}行：词条缺少 phoneme（拼音）或 alias（替换文本）` });
      continue;
    }
    for (const word of words) rows.push({ line: where, word, ...reading });
  }
  return { rows, problems };
}

const xmlText = (text: string) => text.replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c]!);

/// Writes entries as a PLS 1.0 lexicon for Mandarin (`xml:lang="zh-CN"`, alphabet `x-pinyin`).
export function writePls(entries: readonly PronunciationEntry[]): string {
  const lexemes = entries.map((e) => {
    const reading = e.pinyin !== undefined ? `<phoneme>${xmlText(e.pinyin)}</phoneme>` : `<alias>${xmlText(e.alias ?? '')}</alias>`;
    return `  <lexeme>\n    <grapheme>${xmlText(e.word)}</grapheme>\n    ${reading}\n  </lexeme>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<lexicon version="1.0" xmlns="${PLS_NAMESPACE}" alphabet="${PLS_PINYIN_ALPHABET}" xml:lang="zh-CN">`,
    ...lexemes,
    '</lexicon>',
    '',
  ].join('\n');
}

/// Which kind a file is, from its content: XML (a `<` first) is PLS, anything else CSV.
export function dictionaryFileKind(text: string): 'pls' | 'csv' {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0xfeff || c === 32 || c === 9 || c === 10 || c === 13) continue;
    return c === 60 ? 'pls' : 'csv';
  }
  return 'csv';
}

/// Reads a dictionary file of either kind.
export function readDictionaryFile(text: string): DictionaryFileContent {
  return dictionaryFileKind(text) === 'pls' ? readPls(text) : readDictionaryCsv(text);
}
