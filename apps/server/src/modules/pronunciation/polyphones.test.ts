// The editor's polyphone check (issue 12 item 4) over HTTP with the real espeak engine: a polyphone is
// asked about where espeak's own reading and pinyin-pro's context reading disagree, unless the lexicon
// or the caller's dictionary settles it.
import { describe, expect, it, vi } from 'vitest';
import { contract, pronunciationMessages as m } from '@peiyin/api-client';
import { AppError } from '../../http/errors.ts';
import { EspeakEngine } from '../../providers/tts/espeak.ts';
import type { EngineRegistry } from '../../providers/tts/types.ts';
import { describeOnBothDatabases, send, signIn } from '../../testing/harness.ts';
import { polyphoneChecker } from './polyphones.ts';

describeOnBothDatabases('polyphones to confirm', (server) => {
  it('flags where the engine and the context reading disagree, suggestion first, and not where the lexicon or the dictionary decides', async () => {
    const { app } = server();
    const { token } = await signIn(app);
    const check = async (texts: string[], who = token) => (await send(app, contract.pronunciation.polyphones, { texts }, { token: who })).body;

    // 弹: espeak says dan4 (a bullet), pinyin-pro tan2 (to play) in 弹钢琴; 银行 is in the lexicon
    const answer = await check(['他会弹钢琴', '他在银行工作，', '']);
    expect(answer.code).toBe(200);
    const [piano, bank, blank] = answer.data!;
    expect(piano).toHaveLength(1);
    expect(piano![0]).toMatchObject({ index: 2, char: '弹' });
    expect(piano![0]!.candidates[0]).toBe(piano![0]!.suggested);
    expect(piano![0]!.candidates).toEqual(expect.arrayContaining(['tan2', 'dan4']));
    expect(bank).toEqual([]);
    expect(blank).toEqual([]);
    // the same text twice answers twice, in the order asked (the second from the cache)
    expect((await check(['他会弹钢琴', '好', '他会弹钢琴'])).data!.map((f) => f.map((x) => x.char).join())).toEqual(['弹', '', '弹']);

    // a dictionary word is the user's answer: its characters are not asked about, for its owner only
    const other = await signIn(app);
    await send(app, contract.pronunciation.add, { word: '弹钢琴', pinyin: 'tan2 gang1 qin2' }, { token });
    expect((await check(['他会弹钢琴'])).data).toEqual([[]]);
    expect((await check(['他会弹钢琴'], other.token)).data![0]!.map((f) => f.char)).toEqual(['弹']);
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
  const registry = (engine: EspeakEngine | null) => ({ get: (id: string) => (id === 'espeak' ? engine : undefined) }) as unknown as EngineRegistry;

  it('answers 503 in Chinese when the engine does not answer in time, and asks nothing without espeak', async () => {
    const engine = new EspeakEngine({ workers: 0 });
    // an engine queue that never reaches the check: only the deadline ends it
    vi.spyOn(engine, 'phonemes').mockImplementation((_text, opts) => new Promise((_resolve, reject) => opts?.signal?.addEventListener('abort', () => reject(new Error('aborted')))));
    const checker = polyphoneChecker(registry(engine), { timeoutMs: 200 });
    // the engine never answers: that the check ends at all is the deadline's doing
    await expect(checker.check(['他会弹钢琴'], null)).rejects.toEqual(new AppError(503, m.polyphoneBusy));
    expect(engine.phonemes).toHaveBeenCalledOnce();
    await checker.close();

    const none = polyphoneChecker(registry(null));
    expect(await none.check(['他会弹钢琴', '行'], null)).toEqual([[], []]);
    await none.close();
  });
});
