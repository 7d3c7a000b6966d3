import { pronunciationLimits, pronunciationMessages as m, type PronunciationEntryItem, type PronunciationImportResult } from '@peiyin/api-client';
import {
  compileDictionary,
  DictionaryFileError,
  isChineseChar,
  isMandarinSyllable,
  normalizePinyin,
  readDictionaryFile,
  writeDictionaryCsv,
  writePls,
  type DictionaryMatcher,
  type PronunciationEntry,
} from '@peiyin/ssml';
import type { FastifyInstance } from 'fastify';
import type { PronunciationEntryRow, User } from '../../db/schema.ts';
import { AppError, badRequest } from '../../http/errors.ts';
import { pronunciationRepo } from './repo.ts';

export interface EntryInput {
  word: string;
  pinyin?: string | undefined;
  alias?: string | undefined;
}

const toItem = (row: PronunciationEntryRow): PronunciationEntryItem => ({
  id: row.id,
  word: row.word,
  pinyin: row.pinyin,
  alias: row.alias,
  updateTime: row.updated_at,
});

/// Checks an entry and gives the columns to store: the pinyin in stored form (`chong2 qing4`), one
/// existing Mandarin syllable per character of an all-Chinese word; or an alias of at most 64 characters.
export function checkEntry(input: EntryInput): { word: string; pinyin: string | null; alias: string | null } {
  const word = input.word;
  if (input.pinyin !== undefined && input.alias !== undefined) throw badRequest(m.readingBoth);
  if (input.pinyin === undefined && input.alias === undefined) throw badRequest(m.readingRequired);
  if (input.alias !== undefined) {
    if ([...input.alias].length > pronunciationLimits.aliasLength) throw badRequest(m.aliasTooLong);
    return { word, pinyin: null, alias: input.alias };
  }
  const chars = [...word];
  if (!chars.every(isChineseChar)) throw badRequest(m.pinyinNotChinese);
  // bounded before parsing: at most 7 letters and a tone per syllable
  if (input.pinyin!.length > chars.length * 9 + 8) throw badRequest(m.pinyinInvalid);
  const syllables = normalizePinyin(input.pinyin!);
  if (!syllables || !syllables.every(isMandarinSyllable)) throw badRequest(m.pinyinInvalid);
  if (syllables.length !== chars.length) throw badRequest(m.pinyinCount);
  return { word, pinyin: syllables.join(' '), alias: null };
}

/// The user's pronunciation dictionary (issue 12 item 5). `matcherOf` is what auditions and tasks
/// read through: compiled once per user and kept until the user changes an entry.
export function pronunciationService(app: FastifyInstance) {
  const repo = pronunciationRepo(app.db);
  const compiled = new Map<number, Promise<DictionaryMatcher | null>>();
  const changed = (userId: number) => compiled.delete(userId);

  async function save(user: User, id: number | null, input: EntryInput): Promise<PronunciationEntryItem> {
    const entry = checkEntry(input);
    const same = await repo.findWord(user.id, entry.word);
    if (same && same.id !== id) throw badRequest(m.wordExists);
    const now = app.now();
    if (id === null) {
      if ((await repo.count(user.id)) >= pronunciationLimits.entries) throw badRequest(m.tooMany);
      try {
        id = await repo.insert({ ...entry, user_id: user.id, created_at: now, updated_at: now });
      } catch (error) {
        // two adds of one word at once: the unique index answers for the second
        if (await repo.findWord(user.id, entry.word)) throw badRequest(m.wordExists);
        throw error;
      }
    } else if (!(await repo.update(user.id, id, { ...entry, updated_at: now }))) {
      throw new AppError(404, m.entryNotFound);
    }
    changed(user.id);
    return toItem((await repo.find(user.id, id))!);
  }

  return {
    async list(user: User, keyword: string | undefined, page: number, pageSize: number) {
      const { total, rows } = await repo.page(user.id, keyword, page, pageSize);
      return { total, list: rows.map(toItem) };
    },
    all: async (user: User) => (await repo.all(user.id)).map(toItem),
    add: (user: User, input: EntryInput) => save(user, null, input),
    update: (user: User, id: number, input: EntryInput) => save(user, id, input),
    async remove(user: User, id: number) {
      if (!(await repo.remove(user.id, id))) throw new AppError(404, m.entryNotFound);
      changed(user.id);
      return null;
    },
    /// Imports a CSV or PLS file: every row is checked like an entry typed on the page; when any row has a
    /// problem nothing is stored and every problem is answered with its line. A word already in the
    /// dictionary takes the file's reading. All rows are stored in one transaction.
    async importFile(user: User, content: string): Promise<PronunciationImportResult> {
      let read;
      try {
        read = readDictionaryFile(content);
      } catch (error) {
        if (error instanceof DictionaryFileError) throw badRequest(error.message);
        throw error;
      }
      if (read.rows.length + read.problems.length > pronunciationLimits.entries) throw badRequest(m.fileTooManyRows);
      const problems: PronunciationImportResult['problems'] = read.problems.map((p) => ({ line: p.line, word: null, message: p.message }));
      const checked: { line: number; entry: ReturnType<typeof checkEntry> }[] = [];
      const firstLine = new Map<string, number>();
      for (const row of read.rows) {
        const problem = (message: string) => problems.push({ line: row.line, word: row.word, message: `第${row.line}行（${row.word}）：${message}` });
        if ([...row.word].length > pronunciationLimits.wordLength) {
          problem(m.wordTooLong);
          continue;
        }
        const seen = firstLine.get(row.word);
        if (seen !== undefined) {
          problem(`与第${seen}行的词语重复`);
          continue;
        }
        firstLine.set(row.word, row.line);
        try {
          checked.push({ line: row.line, entry: checkEntry({ word: row.word, pinyin: row.pinyin, alias: row.alias }) });
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          problem(error.message);
        }
      }
      if (problems.length) return { added: 0, updated: 0, unchanged: 0, problems: problems.sort((a, b) => a.line - b.line) };
      const now = app.now();
      const result = await app.db.transaction().execute(async (trx) => {
        const inTrx = pronunciationRepo(trx);
        const existing = new Map((await inTrx.all(user.id)).map((r) => [r.word, r]));
        const fresh = checked.filter((c) => !existing.has(c.entry.word));
        const room = pronunciationLimits.entries - existing.size;
        if (fresh.length > room) throw badRequest(m.importTooMany(Math.max(0, room)));
        let updated = 0;
        let unchanged = 0;
        for (const { entry } of checked) {
          const old = existing.get(entry.word);
          if (!old) continue;
          if (old.pinyin === entry.pinyin && old.alias === entry.alias) unchanged++;
          else {
            await inTrx.update(user.id, old.id, { ...entry, updated_at: now });
            updated++;
          }
        }
        for (let i = 0; i < fresh.length; i += 200) {
          await trx
            .insertInto('pronunciation_entries')
            .values(fresh.slice(i, i + 200).map(({ entry }) => ({ ...entry, user_id: user.id, created_at: now, updated_at: now })))
            .execute();
        }
        return { added: fresh.length, updated, unchanged, problems: [] };
      });
      changed(user.id);
      return result;
    },
    /// The whole dictionary as a file, oldest first (the order it was built in).
    async exportFile(user: User, format: 'csv' | 'pls') {
      const entries = (await repo.all(user.id)).reverse().map((r): PronunciationEntry => (r.pinyin !== null ? { word: r.word, pinyin: r.pinyin } : { word: r.word, alias: r.alias ?? '' }));
      return format === 'csv'
        ? { filename: '发音词典.csv', mimeType: 'text/csv;charset=utf-8', content: writeDictionaryCsv(entries) }
        : { filename: '发音词典.pls', mimeType: 'application/pls+xml;charset=utf-8', content: writePls(entries) };
    },
    /// The compiled dictionary of a user, or null when it is empty.
    matcherOf(userId: number): Promise<DictionaryMatcher | null> {
      let found = compiled.get(userId);
      if (!found) {
        found = repo.all(userId).then((rows) =>
          rows.length ? compileDictionary(rows.map((r) => (r.pinyin !== null ? { word: r.word, pinyin: r.pinyin } : { word: r.word, alias: r.alias ?? '' }))) : null,
        );
        compiled.set(userId, found);
        found.catch(() => compiled.delete(userId));
      }
      return found;
    },
  };
}

export type PronunciationService = ReturnType<typeof pronunciationService>;
