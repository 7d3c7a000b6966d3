// The editor's polyphone check (issue 12 item 4, issue 25) over HTTP: a polyphone is asked about where
// the front-end's reader decided it by nothing but the character's most common reading and that reading
// is often wrong (圈 quān or juàn), unless the caller's dictionary settles it; the suggestion is the
// reading every engine is given.
import { describe, expect, it } from 'vitest';
import { contract, pronunciationMessages as m } from '@peiyin/api-client';
import { AppError } from '../../http/errors.ts';
import { describeOnBothDatabases, send, signIn } from '../../testing/harness.ts';
import { polyphoneChecker } from './polyphones.ts';

describeOnBothDatabases('polyphones to confirm', (server) => {
  it('flags what nothing decided, suggestion first, and not what a word, a rule or the dictionary decides', async () => {
    const { app } = server();
    const { token } = await signIn(app);
    const check = async (texts: string[], who = token) => (await send(app, contract.pronunciation.polyphones, { texts }, { token: who })).body;

    // 圈 alone: no word, no rule (quān a circle, juàn a pen); 银行 is a word, 还 and 得 have rules
    const answer = await check(['圈里的羊', '他还得去银行，', '']);
    expect(answer.code).toBe(200);
    const [pen, bank, blank] = answer.data!;
    expect(pen).toHaveLength(1);
    expect(pen![0]).toMatchObject({ index: 0, char: '圈' });
    expect(pen![0]!.candidates[0]).toBe(pen![0]!.suggested);
    expect(pen![0]!.candidates).toEqual(expect.arrayContaining(['quan1', 'juan4']));
    expect(bank).toEqual([]);
    expect(blank).toEqual([]);
    // the same text twice answers twice, in the order asked (the second from the cache)
    expect((await check(['圈里的羊', '好', '圈里的羊'])).data!.map((f) => f.map((x) => x.char).join())).toEqual(['圈', '', '圈']);

    // a dictionary word is the user's answer: its characters are not asked about, for its owner only
    const other = await signIn(app);
    await send(app, contract.pronunciation.add, { word: '圈里', pinyin: 'juan4 li3' }, { token });
    expect((await check(['圈里的羊'])).data).toEqual([[]]);
    expect((await check(['圈里的羊'], other.token)).data![0]!.map((f) => f.char)).toEqual(['圈']);
  });

  it('bounds what one check reads, with the reason in Chinese', async () => {
    const { app } = server();
    const { token } = await signIn(app);
    const refusal = async (body: unknown) => (await send(app, contract.pronunciation.polyphones, body, { token })).body;
    const bad = (message: string) => ({ code: 400, message, data: null });
    expect(await refusal({ texts: ['长'.repeat(2001)] })).toEqual(bad(m.polyphoneTextTooLong));
    expect(await refusal({ texts: Array.from({ length: 401 }, () => '行') })).toEqual(bad(m.polyphoneTooMany));
    expect(await refusal({ texts: Array.from({ length: 6 }, () => '行'.repeat(2000)) })).toEqual(bad(m.polyphoneTooMany));
    expect(await refusal({ texts: '他会弹钢琴' })).toEqual(bad(m.polyphoneTextsInvalid));
    expect(await refusal({ texts: [1] })).toEqual(bad(m.polyphoneTextsInvalid));
    expect((await send(app, contract.pronunciation.polyphones, { texts: ['行'] }, {})).body.code).toBe(401);
  });
});

describe('polyphone check', () => {
  it('answers 503 in Chinese when the reader does not answer within its bound', async () => {
    // the thread's first job loads tsx and the phrase dictionary: far longer than a millisecond
    const checker = polyphoneChecker({ timeoutMs: 1 });
    await expect(checker.check(['圈里的羊'], null)).rejects.toEqual(new AppError(503, m.polyphoneBusy));
    await checker.close();
  });
});
