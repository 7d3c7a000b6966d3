import { expect, it, vi } from 'vitest';
import { contract, pronunciationMessages as m } from '@peiyin/api-client';
import type { EngineSegment } from '../../providers/tts/types.ts';
import { describeOnBothDatabases, send, signIn } from '../../testing/harness.ts';

describeOnBothDatabases('pronunciation dictionary', (server) => {
  it('adds, lists, searches, edits and deletes the entries of the caller only', async () => {
    const { app, clock } = server();
    const { token } = await signIn(app);
    const other = await signIn(app);
    const added = await send(app, contract.pronunciation.add, { word: '重庆', pinyin: 'chóng qìng' }, { token });
    // toned letters are stored in the numbered form the engine hints use
    expect(added.body).toEqual({ code: 200, message: 'success', data: { id: expect.any(Number), word: '重庆', pinyin: 'chong2 qing4', alias: null, updateTime: clock.time } });
    const cpu = (await send(app, contract.pronunciation.add, { word: 'CPU', alias: '中央处理器' }, { token })).body.data!;
    expect(cpu).toMatchObject({ word: 'CPU', pinyin: null, alias: '中央处理器' });

    const list = await send(app, contract.pronunciation.list, {}, { token });
    expect(list.body.data!.total).toBe(2);
    expect(list.body.data!.list.map((e) => e.word)).toEqual(['CPU', '重庆']);
    expect((await send(app, contract.pronunciation.list, { keyword: '处理' }, { token })).body.data!.list.map((e) => e.word)).toEqual(['CPU']);
    expect((await send(app, contract.pronunciation.list, { keyword: 'qing' }, { token })).body.data!.list.map((e) => e.word)).toEqual(['重庆']);
    // % and _ are characters like any other in a search, not wildcards
    await send(app, contract.pronunciation.add, { word: 'A_B', alias: '甲乙' }, { token });
    expect((await send(app, contract.pronunciation.list, { keyword: '%' }, { token })).body.data!.total).toBe(0);
    expect((await send(app, contract.pronunciation.list, { keyword: '_' }, { token })).body.data!.list.map((e) => e.word)).toEqual(['A_B']);
    expect((await send(app, contract.pronunciation.all, undefined, { token: other.token })).body.data).toEqual([]);

    clock.advance(1000);
    const edited = await send(app, contract.pronunciation.update, { id: cpu.id, word: 'CPU', alias: '处理器' }, { token });
    expect(edited.body.data).toMatchObject({ id: cpu.id, alias: '处理器', updateTime: clock.time });
    // someone else's entry is not found, to edit or to delete
    expect((await send(app, contract.pronunciation.update, { id: cpu.id, word: 'CPU', alias: 'x' }, { token: other.token })).body).toEqual({ code: 404, message: m.entryNotFound, data: null });
    expect((await send(app, contract.pronunciation.delete, { id: cpu.id }, { token: other.token })).body.code).toBe(404);
    expect((await send(app, contract.pronunciation.delete, { id: cpu.id }, { token })).body).toEqual({ code: 200, message: 'success', data: null });
    expect((await send(app, contract.pronunciation.all, undefined, { token })).body.data!.map((e) => e.word).sort()).toEqual(['A_B', '重庆']);
  });

  it('refuses entries the engine could not use, with the reason', async () => {
    const { app } = server();
    const { token } = await signIn(app);
    const refusal = async (input: unknown) => (await send(app, contract.pronunciation.add, input, { token })).body;
    const bad = (message: string) => ({ code: 400, message, data: null });
    expect(await refusal({ word: '重庆' })).toEqual(bad(m.readingRequired));
    expect(await refusal({ word: '重庆', pinyin: 'chong2 qing4', alias: '山城' })).toEqual(bad(m.readingBoth));
    // syllables that do not exist in Mandarin, one syllable too few, a tone-less typo
    expect(await refusal({ word: '重庆', pinyin: 'chong2 qiong9' })).toEqual(bad(m.pinyinInvalid));
    expect(await refusal({ word: '重庆', pinyin: 'zhong4 qeng4' })).toEqual(bad(m.pinyinInvalid));
    expect(await refusal({ word: '重庆', pinyin: 'chong2' })).toEqual(bad(m.pinyinCount));
    expect(await refusal({ word: 'CPU', pinyin: 'xi1' })).toEqual(bad(m.pinyinNotChinese));
    expect(await refusal({ word: '长'.repeat(33), alias: '很长' })).toEqual(bad(m.wordTooLong));
    expect(await refusal({ word: 'AI', alias: '智'.repeat(65) })).toEqual(bad(m.aliasTooLong));
    expect(await refusal({ word: '', alias: '空' })).toEqual(bad(m.wordRequired));
    expect(await refusal({ word: 'AI', pinyin: 'a'.repeat(100_000) })).toEqual(bad(m.pinyinNotChinese));
    expect(await refusal({ word: '银行', pinyin: 'yin2 '.repeat(10_000) })).toEqual(bad(m.pinyinInvalid));
    expect((await send(app, contract.pronunciation.add, { word: '重庆', alias: '山城' }, {})).body.code).toBe(401);

    expect((await refusal({ word: '银行', pinyin: 'yin2 hang2' })).code).toBe(200);
    expect(await refusal({ word: '银行', alias: '银行' })).toEqual(bad(m.wordExists));
    const list = await send(app, contract.pronunciation.list, { pageSize: 7 }, { token });
    expect(list.body).toEqual(bad(m.pageSizeInvalid));
  });

  it('holds at most 2000 entries per account', async () => {
    const { app } = server();
    const { token, phone } = await signIn(app);
    const user = await app.db.selectFrom('users').where('phone', '=', phone).select('id').executeTakeFirstOrThrow();
    const rows = Array.from({ length: 1999 }, (_, i) => ({ user_id: user.id, word: `W${i}`, pinyin: null, alias: `词${i}`, created_at: 1, updated_at: 1 }));
    for (let i = 0; i < rows.length; i += 500) await app.db.insertInto('pronunciation_entries').values(rows.slice(i, i + 500)).execute();
    expect((await send(app, contract.pronunciation.add, { word: 'LAST', alias: '最后' }, { token })).body.code).toBe(200);
    expect((await send(app, contract.pronunciation.add, { word: 'MORE', alias: '更多' }, { token })).body).toEqual({ code: 400, message: m.tooMany, data: null });
    expect((await send(app, contract.pronunciation.list, { pageSize: 100, page: 20 }, { token })).body.data).toMatchObject({ total: 2000 });
  });

  it('is applied to the auditions of its owner, before the engine, and markup still wins', async () => {
    const { app } = server();
    const { token } = await signIn(app);
    const other = await signIn(app);
    await send(app, contract.pronunciation.add, { word: 'GPU', alias: '图形处理器' }, { token });
    await send(app, contract.pronunciation.add, { word: '重庆', pinyin: 'chong2 qing4' }, { token });
    const engine = app.engines.defaultEngine;
    const heard: EngineSegment[] = [];
    const spy = vi.spyOn(engine, 'synthesize').mockImplementation(async (segment, opts) => {
      heard.push(segment);
      return { samples: new Float32Array(opts.sampleRate / 10), sampleRate: opts.sampleRate };
    });
    try {
      // a text no earlier test synthesised (the sentence cache would answer without the engine)
      const text = `重庆的GPU很快，编号${Date.now() % 100000}。`;
      const audition = (who: string, body: string) =>
        app.inject({ method: 'POST', url: '/api/tts/audition', payload: { anchorId: 12, text: body }, headers: { authorization: `Bearer ${who}` } });
      expect((await audition(token, text)).statusCode).toBe(200);
      const mine = heard.map((s) => s.text).join('');
      expect(mine).toContain('图形处理器');
      expect(mine).not.toContain('GPU');
      const hints = heard.flatMap((s) => s.phonemes.map((h) => ({ char: s.text.slice(h.offset, h.offset + h.length), pinyin: h.pinyin })));
      expect(hints).toContainEqual({ char: '重', pinyin: 'chong2' });

      heard.length = 0;
      expect((await audition(other.token, `${text}另一个人。`)).statusCode).toBe(200);
      expect(heard.map((s) => s.text).join('')).not.toContain('图形处理器');

      // an alias the user set inline wins over the dictionary
      heard.length = 0;
      const ssml = `<speak version="1.1" xmlns="http://www.w3.org/2001/10/synthesis" xml:lang="zh-CN"><voice name="12"><p><sub alias="显卡">GPU</sub>真快${Date.now() % 1000}。</p></voice></speak>`;
      const answer = await app.inject({
        method: 'POST',
        url: '/api/tts/audition',
        payload: { templateId: 1201, intensity: 1, pitchRate: 0, speechRate: 1, volume: 100, sampleRate: 24000, text: ssml },
        headers: { authorization: `Bearer ${token}` },
      });
      expect(answer.statusCode).toBe(200);
      expect(heard.map((s) => s.text).join('')).toContain('显卡');
      expect(heard.map((s) => s.text).join('')).not.toContain('图形处理器');
    } finally {
      spy.mockRestore();
    }
  });
});
