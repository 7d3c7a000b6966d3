import { z } from 'zod';
import { defineCall, empty, object, optionalText, text } from './define.ts';

/// The user's pronunciation dictionary (issue 12 item 5): word → pinyin or → alias, applied to every
/// audition and task of the user unless inline markup overrides it.
export const pronunciationMessages = {
  wordRequired: '请输入词语',
  wordTooLong: '词语最多32个字符',
  readingRequired: '请填写拼音或替换文本（二选一）',
  readingBoth: '拼音和替换文本只能填写一项',
  pinyinInvalid: '拼音格式不正确，请使用带声调的拼音，如 chong2 qing4',
  pinyinCount: '拼音的音节数须与词语的汉字数一致',
  pinyinNotChinese: '只有汉字组成的词语可以设置拼音，其他内容请填写替换文本',
  aliasTooLong: '替换文本最多64个字符',
  wordExists: '该词语已在发音词典中',
  tooMany: '发音词典最多2000个词条',
  entryNotFound: '词条不存在',
  idInvalid: '词条编号不正确',
  keywordTooLong: '搜索内容最多32个字符',
  pageInvalid: '页码不正确',
  pageSizeInvalid: '每页条数仅支持20、50或100',
  polyphoneTextsInvalid: '请提交要检查多音字的文本列表',
  polyphoneTextTooLong: '单段文本最多2000个字符',
  polyphoneTooMany: '一次最多检查400段文本，总计不超过10000个字符',
  polyphoneBusy: '多音字检查繁忙，请稍后再试',
  fileRequired: '请选择要导入的词典文件',
  fileTooLarge: '词典文件不能超过50万个字符',
  fileTooManyRows: '一次最多导入2000个词条',
  importTooMany: (room: number) => `导入后将超过2000个词条（还可添加${room}个），未导入任何词条`,
  formatInvalid: '导出格式仅支持CSV或PLS',
} as const;

export const pronunciationLimits = {
  entries: 2000,
  wordLength: 32,
  aliasLength: 64,
  pageSizes: [20, 50, 100] as const,
  /** The polyphone check: text runs per call, characters per run and in all (a whole script of 8000
   *  speech characters fits; its runs are split at markup). */
  polyphoneTexts: 400,
  polyphoneTextLength: 2000,
  polyphoneTotalLength: 10_000,
  /** An imported file (CSV or PLS), in characters: 2000 entries in PLS fit with room to spare. */
  fileLength: 500_000,
} as const;

/// One entry as the API answers it: exactly one of `pinyin` (stored syllables, `chong2 qing4`) and `alias`.
export const pronunciationEntry = z.object({
  id: z.number(),
  word: z.string(),
  pinyin: z.string().nullable(),
  alias: z.string().nullable(),
  updateTime: z.number(),
});

/// What the user sends for an entry. The pinyin may be toned letters (`chóng qìng`) or numbered
/// (`chong2 qing4`); the server checks each syllable exists and stores the numbered form.
export const pronunciationInput = object({
  word: text(pronunciationMessages.wordRequired).max(pronunciationLimits.wordLength, pronunciationMessages.wordTooLong),
  pinyin: optionalText(pronunciationMessages.pinyinInvalid),
  alias: optionalText(pronunciationMessages.aliasTooLong),
});

const id = z.coerce.number({ error: pronunciationMessages.idInvalid }).int(pronunciationMessages.idInvalid).min(1, pronunciationMessages.idInvalid).max(2 ** 31 - 1, pronunciationMessages.idInvalid);
const page = z.coerce.number({ error: pronunciationMessages.pageInvalid }).int(pronunciationMessages.pageInvalid).min(1, pronunciationMessages.pageInvalid).max(1_000_000, pronunciationMessages.pageInvalid).optional().default(1);
const pageSize = z.coerce
  .number({ error: pronunciationMessages.pageSizeInvalid })
  .refine((v) => (pronunciationLimits.pageSizes as readonly number[]).includes(v), pronunciationMessages.pageSizeInvalid)
  .optional()
  .default(20);

/// A polyphone the user should confirm: the engine's own reading and pinyin-pro's reading in context
/// disagree and neither the lexicon nor the user's dictionary settles it (issue 12 item 4).
export const polyphoneFlag = z.object({
  /// UTF-16 offset of the character in its text.
  index: z.number(),
  char: z.string(),
  /// Its readings in stored form (`tan2`), the suggested one first.
  candidates: z.array(z.string()),
  suggested: z.string(),
});

/// The text runs of a script (`scriptRuns` of @peiyin/ssml): plain text between markup.
export const polyphoneCheckInput = object({
  texts: z
    .array(z.string({ error: pronunciationMessages.polyphoneTextsInvalid }).max(pronunciationLimits.polyphoneTextLength, pronunciationMessages.polyphoneTextTooLong), {
      error: pronunciationMessages.polyphoneTextsInvalid,
    })
    .max(pronunciationLimits.polyphoneTexts, pronunciationMessages.polyphoneTooMany)
    .refine((texts) => texts.reduce((sum, t) => sum + t.length, 0) <= pronunciationLimits.polyphoneTotalLength, pronunciationMessages.polyphoneTooMany),
});

/// A row of an imported file that cannot be stored, with its line and the reason in Chinese.
export const importProblem = z.object({ line: z.number(), word: z.string().nullable(), message: z.string() });

/// What an import did. When any row has a problem nothing is imported (added and updated are 0): the
/// user corrects the file and imports it again, so no row is lost between two half imports.
export const importResult = z.object({ added: z.number(), updated: z.number(), unchanged: z.number(), problems: z.array(importProblem) });

export const pronunciation = {
  /** GET ?keyword&page&pageSize → the user's entries whose word or reading contains the keyword, newest first. */
  list: defineCall({
    method: 'GET',
    path: '/api/pronunciation/list',
    auth: true,
    query: object({ keyword: optionalText(pronunciationMessages.keywordTooLong).pipe(z.string().max(32, pronunciationMessages.keywordTooLong).optional()), page, pageSize }),
    response: z.object({ total: z.number(), list: z.array(pronunciationEntry) }),
  }),
  /** Every entry of the user (at most 2000), for the editor and synthesis. */
  all: defineCall({ method: 'GET', path: '/api/pronunciation/all', auth: true, response: z.array(pronunciationEntry) }),
  add: defineCall({ method: 'POST', path: '/api/pronunciation/add', auth: true, body: pronunciationInput, response: pronunciationEntry }),
  update: defineCall({
    method: 'POST',
    path: '/api/pronunciation/update',
    auth: true,
    body: pronunciationInput.extend({ id }),
    response: pronunciationEntry,
  }),
  delete: defineCall({ method: 'POST', path: '/api/pronunciation/delete', auth: true, body: object({ id }), response: empty }),
  /** POST {texts} → for each text (same order), its polyphones to confirm with the engine the studio
   *  embeds, after the caller's dictionary (a word it reads is never asked about). */
  /** POST {content}: a CSV or PLS file's text (the kind is recognised); words already in the dictionary
   *  take the file's reading. */
  importFile: defineCall({
    method: 'POST',
    path: '/api/pronunciation/import',
    auth: true,
    body: object({
      content: z
        .string({ error: pronunciationMessages.fileRequired })
        .max(pronunciationLimits.fileLength, pronunciationMessages.fileTooLarge)
        .refine((content) => content.trim() !== '', pronunciationMessages.fileRequired),
    }),
    response: importResult,
  }),
  /** GET ?format=csv|pls → the whole dictionary as a file's name and text, for the browser to save. */
  exportFile: defineCall({
    method: 'GET',
    path: '/api/pronunciation/export',
    auth: true,
    query: object({ format: z.enum(['csv', 'pls'], { error: pronunciationMessages.formatInvalid }) }),
    response: z.object({ filename: z.string(), mimeType: z.string(), content: z.string() }),
  }),
  polyphones: defineCall({ method: 'POST', path: '/api/pronunciation/polyphones', auth: true, body: polyphoneCheckInput, response: z.array(z.array(polyphoneFlag)) }),
};

export type PronunciationEntryItem = z.output<typeof pronunciationEntry>;
export type PronunciationInput = z.input<typeof pronunciationInput>;
export type PolyphoneFlagItem = z.output<typeof polyphoneFlag>;
export type PronunciationImportResult = z.output<typeof importResult>;
