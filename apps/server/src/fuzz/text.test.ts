// Issue 26 §2: a U+0000 in any string answered 500 on PostgreSQL (`invalid byte sequence for encoding "UTF8":
// 0x00`) on 12 of 22 routes tried, anonymous ones included, where SQLite answered 200 or 400. Every string of a
// body, a query or a route parameter is now refused before a route sees it, on both databases alike: NUL, and
// lone surrogates (which UTF-8 cannot carry: the driver would store U+FFFD instead of what was sent).
import { expect, it } from 'vitest';
import { contract, type Call } from '@peiyin/api-client';
import { transportMessages } from '../http/errors.ts';
import { describeOnBothDatabases, signIn } from '../testing/harness.ts';

const NUL = '\u0000';
const ssml = (body: string) => `<speak version="1.1" xmlns="http://www.w3.org/2001/10/synthesis" xml:lang="zh-CN"><voice name="12"><p>${body}</p></voice></speak>`;

/// Requests that are right but for one string: each would reach the database with it.
const bodies: [string, Call, (bad: string) => Record<string, unknown>, boolean][] = [
  ['loginByPwd', contract.user.loginByPwd, (bad) => ({ username: `user${bad}`, password: '12345678' }), false],
  ['feedback/add', contract.feedback.add, (bad) => ({ type: 1, content: `好用${bad}`, email: 'a@example.com' }), false],
  ['feedback/add (contacts)', contract.feedback.add, (bad) => ({ type: 1, content: '好用', email: 'a@example.com', otherContacts: `微信${bad}` }), false],
  ['loginBySms', contract.user.loginBySms, (bad) => ({ phone: '13800000000', code: '123456', inviterCode: `12${bad}` }), false],
  ['work/save', contract.tts.workSave, (bad) => ({ title: `草稿${bad}`, anchorType: 0, anchorId: 12, templateId: 1202, role: 'Girl', intensity: 1, pitchRate: 0, speechRate: 1, volume: 90, text: ssml('大家好'), version: 2 }), true],
  ['work/save (text)', contract.tts.workSave, (bad) => ({ title: '草稿', anchorType: 0, anchorId: 12, templateId: 1202, role: 'Girl', intensity: 1, pitchRate: 0, speechRate: 1, volume: 90, text: ssml(`大家${bad}好`), version: 2 }), true],
  ['pronunciation/add', contract.pronunciation.add, (bad) => ({ word: `CPU${bad}`, alias: '中央处理器' }), true],
  ['pronunciation/add (alias)', contract.pronunciation.add, (bad) => ({ word: 'GPU', alias: `图形${bad}处理器` }), true],
  ['anchor/custom/add', contract.anchor.customAdd, (bad) => ({ name: `晓岚${bad}`, comment: '', templateId: 1202, intensity: 1, role: 'Girl', pitch: 0, speed: 1, volume: 90, text: '大家好' }), true],
  ['gpt/chat', contract.gpt.chat, (bad) => ({ content: `写一句开场白${bad}` }), true],
  ['draw/task/add', contract.draw.taskAdd, (bad) => ({ styleId: 1, prompt: `一只猫${bad}`, size: '1:1', count: 1 }), true],
  ['user/updateProfile', contract.user.updateProfile, (bad) => ({ nickname: `小明${bad}` }), true],
  ['a key', contract.feedback.add, (bad) => ({ type: 1, content: '好用', email: 'a@example.com', [`x${bad}`]: 1 }), false],
];

describeOnBothDatabases('invalid text in requests (issue 26 §2)', (server) => {
  it('refuses a NUL or a lone surrogate in any string of a body with 400 and says why, signed in or not', async () => {
    const { app } = server();
    const { token } = await signIn(app);
    for (const bad of [NUL, '\ud800', '\udc00x', 'a\ud83d']) {
      for (const [label, call, body, auth] of bodies) {
        const answer = await app.inject({
          method: call.method as 'POST',
          url: call.path,
          headers: { 'content-type': 'application/json', ...(auth ? { authorization: `Bearer ${token}` } : {}) },
          payload: JSON.stringify(body(bad)),
        });
        expect({ label, bad: escape(bad), status: answer.statusCode, body: answer.json() }).toEqual({ label, bad: escape(bad), status: 400, body: { code: 400, message: transportMessages.invalidText, data: null } });
      }
    }
  });

  it('refuses a NUL in a query string or a route parameter', async () => {
    const { app } = server();
    const { token } = await signIn(app);
    const auth = { authorization: `Bearer ${token}` };
    for (const url of [
      `${contract.user.bindInviter.path}?code=12%0034`,
      `${contract.anchor.searchByName.path}?page=1&pageSize=20&name=%E6%99%93%00`,
      `${contract.pronunciation.list.path}?page=1&pageSize=20&keyword=a%00`,
      '/api/files/samples/a%00.mp3',
    ]) {
      const answer = await app.inject({ method: 'GET', url, headers: auth });
      expect({ url, status: answer.statusCode, body: answer.json() }).toEqual({ url, status: 400, body: { code: 400, message: transportMessages.invalidText, data: null } });
    }
  });

  it('keeps valid text whole: characters outside the basic plane, and the replacement character invalid UTF-8 bytes decode to', async () => {
    const { app } = server();
    const { token } = await signIn(app);
    const nickname = '小明😀𠀀';
    const answer = await app.inject({ method: 'POST', url: contract.user.updateProfile.path, headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, payload: JSON.stringify({ nickname }) });
    expect(answer.json()).toMatchObject({ code: 200, data: { nickname } });
    // an overlong NUL (C0 80) is not UTF-8: the decoder reads it as U+FFFD, which both databases store
    const overlong = Buffer.concat([Buffer.from('{"nickname":"小'), Buffer.from([0xc0, 0x80]), Buffer.from('"}')]);
    const second = await app.inject({ method: 'POST', url: contract.user.updateProfile.path, headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, payload: overlong });
    expect(second.statusCode).toBeLessThan(500);
    expect(second.json()).toMatchObject({ code: second.statusCode });
  });
});
