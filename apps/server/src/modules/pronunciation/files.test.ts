// Import and export of the pronunciation dictionary as CSV and W3C PLS files, on both databases.
import { expect, it } from 'vitest';
import { contract, pronunciationMessages as m } from '@peiyin/api-client';
import { describeOnBothDatabases, send, signIn } from '../../testing/harness.ts';

describeOnBothDatabases('pronunciation dictionary files', (server) => {
  it('exports the dictionary as CSV and PLS, and a file imported into another account gives the same dictionary', async () => {
    const { app } = server();
    const { token } = await signIn(app);
    await send(app, contract.pronunciation.add, { word: '重庆', pinyin: 'chóng qìng' }, { token });
    await send(app, contract.pronunciation.add, { word: 'R&D', alias: '研发,"部门"' }, { token });
    const words = async (who: string) => (await send(app, contract.pronunciation.all, undefined, { token: who })).body.data!.map(({ word, pinyin, alias }) => ({ word, pinyin, alias })).sort((a, b) => a.word.localeCompare(b.word));

    for (const format of ['csv', 'pls'] as const) {
      const file = (await send(app, contract.pronunciation.exportFile, { format }, { token })).body.data!;
      expect(file.filename).toBe(`发音词典.${format}`);
      expect(file.content).toContain(format === 'csv' ? '重庆,chong2 qing4,' : '<phoneme>chong2 qing4</phoneme>');
      const other = await signIn(app);
      const imported = await send(app, contract.pronunciation.importFile, { content: file.content }, { token: other.token });
      expect(imported.body).toEqual({ code: 200, message: 'success', data: { added: 2, updated: 0, unchanged: 0, problems: [] } });
      expect(await words(other.token)).toEqual(await words(token));
      // the same file again changes nothing
      expect((await send(app, contract.pronunciation.importFile, { content: file.content }, { token: other.token })).body.data).toMatchObject({ added: 0, unchanged: 2 });
    }
    expect((await send(app, contract.pronunciation.exportFile, { format: 'doc' }, { token })).body).toEqual({ code: 400, message: m.formatInvalid, data: null });
  });

  it('imports nothing when a row is wrong, and answers every wrong row with its line and reason', async () => {
    const { app } = server();
    const { token } = await signIn(app);
    await send(app, contract.pronunciation.add, { word: '银行', pinyin: 'yin2 hang2' }, { token });
    const csv = ['词语,拼音,替换文本', '长大,zhang3 da4,', '重庆,chong2,', 'CPU,xi1,', '长大,chang2 da4,', '行长,,,多余', 'GPU,,图形处理器'].join('\r\n');
    const answer = await send(app, contract.pronunciation.importFile, { content: csv }, { token });
    expect(answer.body.code).toBe(200);
    expect(answer.body.data).toEqual({
      added: 0,
      updated: 0,
      unchanged: 0,
      problems: [
        { line: 3, word: '重庆', message: `第3行（重庆）：${m.pinyinCount}` },
        { line: 4, word: 'CPU', message: `第4行（CPU）：${m.pinyinNotChinese}` },
        { line: 5, word: '长大', message: '第5行（长大）：与第2行的词语重复' },
        { line: 6, word: null, message: '第6行：多出的列无法识别（只有词语、拼音、替换文本三列）' },
      ],
    });
    expect((await send(app, contract.pronunciation.all, undefined, { token })).body.data!.map((e) => e.word)).toEqual(['银行']);

    // corrected: the good rows are stored, an existing word takes the file's reading
    const fixed = ['词语,拼音,替换文本', '长大,zhang3 da4,', '银行,,金融机构', 'GPU,,图形处理器'].join('\r\n');
    expect((await send(app, contract.pronunciation.importFile, { content: fixed }, { token })).body.data).toEqual({ added: 2, updated: 1, unchanged: 0, problems: [] });
    const all = (await send(app, contract.pronunciation.all, undefined, { token })).body.data!;
    expect(all.find((e) => e.word === '银行')).toMatchObject({ pinyin: null, alias: '金融机构' });
    // the dictionary the auditions read is the new one
    expect((await app.pronunciation.of((await app.db.selectFrom('pronunciation_entries').select('user_id').where('word', '=', 'GPU').executeTakeFirstOrThrow()).user_id))?.size).toBe(3);
  });

  it('bounds a file: its size, its rows and the 2000 entries of an account', async () => {
    const { app } = server();
    const { token, phone } = await signIn(app);
    const bad = (message: string) => ({ code: 400, message, data: null });
    const importing = async (content: unknown) => (await send(app, contract.pronunciation.importFile, { content }, { token })).body;
    expect(await importing('')).toEqual(bad(m.fileRequired));
    expect(await importing('a'.repeat(500_001))).toEqual(bad(m.fileTooLarge));
    expect(await importing('词语,拼音\n"重庆,chong2')).toEqual(bad('第2行：引号没有闭合'));
    expect((await importing('<lexicon><lexeme></lexicon>')).code).toBe(400);
    expect(await importing(Array.from({ length: 2001 }, (_, i) => `W${i},,词${i}`).join('\n'))).toEqual(bad(m.fileTooManyRows));

    const user = await app.db.selectFrom('users').where('phone', '=', phone).select('id').executeTakeFirstOrThrow();
    const rows = Array.from({ length: 1998 }, (_, i) => ({ user_id: user.id, word: `W${i}`, pinyin: null, alias: `词${i}`, created_at: 1, updated_at: 1 }));
    for (let i = 0; i < rows.length; i += 500) await app.db.insertInto('pronunciation_entries').values(rows.slice(i, i + 500)).execute();
    // two new words and one already there fit; three new ones do not, and then nothing is stored
    expect(await importing('A,,甲\nB,,乙\nC,,丙')).toEqual(bad(m.importTooMany(2)));
    expect((await send(app, contract.pronunciation.list, { pageSize: 20 }, { token })).body.data!.total).toBe(1998);
    expect((await importing('A,,甲\nB,,乙\nW1,,改')).data).toEqual({ added: 2, updated: 1, unchanged: 0, problems: [] });
    expect((await send(app, contract.pronunciation.importFile, { content: 'A,,甲' }, {})).body.code).toBe(401);
  });
});
