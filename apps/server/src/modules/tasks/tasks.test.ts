import { expect, it } from 'vitest';
import { contract, ttsMessages } from '@peiyin/api-client';
import { decodeAudio, encodeWav } from '../../audio/index.ts';
import type { App } from '../../app.ts';
import { describeOnBothDatabases, send, signIn } from '../../testing/harness.ts';
import { grantMembership, userIdOf } from '../../testing/membership.ts';
import { settled, ssml, taskInput } from './fixtures.ts';
import { dailyLimitText, memberOnlyEmotionText } from './service.ts';

describeOnBothDatabases('synthesis tasks', (server) => {
  it('accepts a task, synthesises it in the background and lists it finished with its audio (spec 02 §7)', async () => {
    const { app, clock } = server();
    const { token } = await signIn(app);
    const added = await send(app, contract.tts.taskAdd, taskInput(), { token });
    expect(added.body).toMatchObject({ code: 200, data: { status: 200, statusText: '合成任务已提交，请稍后在我的作品中查看任务！' } });
    const code = added.body.data!.code!;
    const queued = (await send(app, contract.tts.taskList, {}, { token })).body.data!;
    expect(queued.total).toBe(1);
    expect(queued.list[0]).toMatchObject({ code, title: '欢迎词', anchorName: '晓岚', styleName: '标准', length: 11, createTime: clock.time });
    expect([0, 2, 1]).toContain(queued.list[0]!.status);

    const task = await settled(app, token, code);
    expect(task).toMatchObject({ status: 1, statusName: '合成成功', audioBgmPath: null, reason: null });
    expect(task.filepath).toMatch(new RegExp(`^/api/files/tasks/${code}\\.mp3\\?name=`));
    expect(task.duration).toBeGreaterThan(1500);

    const file = await app.inject({ method: 'GET', url: task.filepath! });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('audio/mpeg');
    expect(file.headers['accept-ranges']).toBe('bytes');
    expect(String(file.headers['content-disposition'])).toContain(`filename*=UTF-8''${encodeURIComponent('欢迎词.mp3')}`);
    const pcm = await decodeAudio(file.rawPayload);
    expect((pcm.samples.length / pcm.sampleRate) * 1000).toBeGreaterThan(task.duration - 100);

    // Seeking: a byte range answers 206 with exactly those bytes.
    const size = file.rawPayload.length;
    const part = await app.inject({ method: 'GET', url: task.filepath!, headers: { range: 'bytes=100-199' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${size}`);
    expect(part.rawPayload.equals(file.rawPayload.subarray(100, 200))).toBe(true);
    const tail = await app.inject({ method: 'GET', url: task.filepath!, headers: { range: 'bytes=-10' } });
    expect(tail.rawPayload.equals(file.rawPayload.subarray(size - 10))).toBe(true);
    const beyond = await app.inject({ method: 'GET', url: task.filepath!, headers: { range: `bytes=${size}-` } });
    expect(beyond.statusCode).toBe(416);
    const download = await app.inject({ method: 'GET', url: `${task.filepath!}&download=1` });
    expect(String(download.headers['content-disposition'])).toMatch(/^attachment;/);
  });

  it('synthesises with the user’s own custom anchor (anchorType 1): its base voice, listed under its name', async () => {
    const { app } = server();
    const alice = await signIn(app);
    const bob = await signIn(app);
    const custom = { name: '我的晓岚', comment: '短视频口播', templateId: 1202, intensity: 1, role: null, pitch: 10, speed: 1.2, volume: 80, text: '大家好。' };
    const id = (await send(app, contract.anchor.customAdd, custom, { token: alice.token })).body.data!.id;
    // 欢快 is an emotion of an emotion anchor: a member's privilege (spec 01 §6)
    const locked = await send(app, contract.tts.taskAdd, taskInput({ anchorType: 1, anchorId: id, templateId: null, text: '自定义主播。' }), { token: alice.token });
    expect(locked.body.data).toEqual({ status: 402, statusText: '情感主播的情绪为会员专享：我的晓岚（欢快）。开通会员即可使用全部情绪，或改用“标准”情绪' });
    await grantMembership(app, await userIdOf(app, alice.phone), { level: 2 });
    const added = await send(app, contract.tts.taskAdd, taskInput({ anchorType: 1, anchorId: id, templateId: null, text: '自定义主播。' }), { token: alice.token });
    expect(added.body.data).toMatchObject({ status: 200 });
    const task = await settled(app, alice.token, added.body.data!.code!);
    // the saved template (欢快) is used when the editor sends none
    expect(task).toMatchObject({ status: 1, anchorName: '我的晓岚', styleName: '欢快' });
    const pcm = await decodeAudio((await app.inject({ method: 'GET', url: task.filepath! })).rawPayload);
    expect(pcm.samples.length / pcm.sampleRate).toBeGreaterThan(0.5);
    // another user's custom anchor is as unknown as a missing one, and nothing is queued for them
    const refused = await send(app, contract.tts.taskAdd, taskInput({ anchorType: 1, anchorId: id }), { token: bob.token });
    expect(refused.body).toMatchObject({ code: 400, message: `无法识别主播：${id}` });
    expect((await send(app, contract.tts.taskList, {}, { token: bob.token })).body.data!.total).toBe(0);
  });

  it('renders members’ tasks in 48 kHz high definition (spec 01 §6), others at the standard rate', async () => {
    const { app } = server();
    const member = await signIn(app);
    await grantMembership(app, await userIdOf(app, member.phone), { level: 2 });
    const visitor = await signIn(app);
    const rates: number[] = [];
    for (const { token } of [member, visitor]) {
      const code = (await send(app, contract.tts.taskAdd, taskInput({ text: '高清音质。' }), { token })).body.data!.code!;
      const task = await settled(app, token, code);
      rates.push((await decodeAudio((await app.inject({ method: 'GET', url: task.filepath! })).rawPayload)).sampleRate);
    }
    expect(rates[0]).toBe(48000);
    expect(rates[1]).toBeLessThan(48000);
  });

  it('gives subtitles whose cues follow the real timings of the audio, in SRT and LRC', async () => {
    const { app } = server();
    const { token } = await signIn(app);
    const code = (await send(app, contract.tts.taskAdd, taskInput({ text: ssml('第一句话。<break time="1000ms"/>第二句话！') }), { token })).body.data!.code!;
    const task = await settled(app, token, code);
    expect(task.status).toBe(1);
    const srt = (await send(app, contract.tts.taskSubtitle, { code, format: 'srt' }, { token })).body.data!;
    expect(srt.filename).toBe('欢迎词.srt');
    const times = [...srt.content.matchAll(/(\d\d):(\d\d):(\d\d),(\d{3}) --> (\d\d):(\d\d):(\d\d),(\d{3})\n(.+)/g)].map((m) => ({
      start: ((+m[1]! * 60 + +m[2]!) * 60 + +m[3]!) * 1000 + +m[4]!,
      end: ((+m[5]! * 60 + +m[6]!) * 60 + +m[7]!) * 1000 + +m[8]!,
      text: m[9],
    }));
    expect(times.map((t) => t.text)).toEqual(['第一句话。', '第二句话！']);
    // the 1 s break (plus the sentence pause) lies between the cues; the last cue ends with the speech
    expect(times[1]!.start - times[0]!.end).toBeGreaterThanOrEqual(1000);
    expect(times[1]!.end).toBeLessThanOrEqual(task.duration);
    expect(times[1]!.end).toBeGreaterThan(task.duration - 600);
    const lrc = (await send(app, contract.tts.taskSubtitle, { code, format: 'lrc' }, { token })).body.data!;
    expect(lrc.content).toMatch(/^\[ti:欢迎词\]\n\[00:00\.\d\d\]第一句话。\n/);
    expect(lrc.content).toContain('第二句话！');
  });

  it('reports progress per sentence while rendering, then each sentence’s start and end: its subtitle cue (issue 27)', async () => {
    const { app } = server();
    const { token } = await signIn(app);
    // What the list says each time a piece joins the mix: the renderer waits for the task's progress to be written
    // and then for this look, so every step is seen (order and state, no clock).
    type Seen = { status: number; progress: unknown };
    const seen: Seen[] = [];
    const look = async () => {
      const task = (await send(app, contract.tts.taskList, {}, { token })).body.data!.list[0]!;
      seen.push({ status: task.status, progress: task.progress });
    };
    const render = app.renderer.render;
    app.renderer.render = async (request) => {
      await look();
      return render({
        ...request,
        onProgress: async (timing) => {
          await request.onProgress?.(timing);
          await look();
        },
      });
    };
    try {
      const code = (await send(app, contract.tts.taskAdd, taskInput({ text: ssml('第一句话。第二句，<break time="300ms"/>有停顿！第三句话？') }), { token })).body.data!.code!;
      const task = await settled(app, token, code);
      expect(task.status).toBe(1);
      // rendering: 0, 1, 2, then 3 of 3 sentences, never backwards, then no progress once finished
      expect(seen.every((s) => s.status === 2)).toBe(true);
      expect([...new Set(seen.map((s) => JSON.stringify(s.progress)))]).toEqual([0, 1, 2, 3].map((done) => JSON.stringify({ done, total: 3 })));
      expect(task.progress).toBeUndefined();

      const detail = (await send(app, contract.tts.taskDetail, { code }, { token })).body.data!;
      expect(detail).toMatchObject({ code, status: 1, duration: task.duration });
      expect(detail.sentences.map((s) => s.text)).toEqual(['第一句话。', '第二句，有停顿！', '第三句话？']);
      // in order, each after the one before (the break lies between 第二句 and 有停顿 within one sentence)
      const [first, second, third] = detail.sentences.map((s) => ({ start: s.start!, end: s.end! }));
      expect(first!.start).toBeGreaterThanOrEqual(0);
      for (const [a, b] of [[first!, second!], [second!, third!]] as const) {
        expect(a.end).toBeGreaterThan(a.start);
        expect(b.start).toBeGreaterThanOrEqual(a.end);
      }
      expect(third!.end).toBeLessThanOrEqual(task.duration);
      expect(second!.end - second!.start).toBeGreaterThan(300);
      // one source of timings: the SRT cues say the same, to the millisecond
      const srt = (await send(app, contract.tts.taskSubtitle, { code, format: 'srt' }, { token })).body.data!;
      const cues = [...srt.content.matchAll(/(\d\d):(\d\d):(\d\d),(\d{3}) --> (\d\d):(\d\d):(\d\d),(\d{3})\n(.+)/g)].map((m) => ({
        text: m[9],
        start: ((+m[1]! * 60 + +m[2]!) * 60 + +m[3]!) * 1000 + +m[4]!,
        end: ((+m[5]! * 60 + +m[6]!) * 60 + +m[7]!) * 1000 + +m[8]!,
      }));
      expect(cues).toHaveLength(3);
      cues.forEach((cue, i) => {
        const sentence = detail.sentences[i]!;
        expect(cue.text).toBe(sentence.text);
        expect(Math.abs(cue.start - sentence.start!)).toBeLessThanOrEqual(1);
        expect(Math.abs(cue.end - sentence.end!)).toBeLessThanOrEqual(1);
      });
    } finally {
      app.renderer.render = render;
    }
  });

  it('gives a task’s detail, its sentences with their times, only to its owner (issue 27)', async () => {
    const { app } = server();
    const owner = await signIn(app);
    const other = await signIn(app);
    const code = (await send(app, contract.tts.taskAdd, taskInput({ text: '只有一句。' }), { token: owner.token })).body.data!.code!;
    expect((await send(app, contract.tts.taskDetail, { code }, { token: other.token })).body).toEqual({ code: 404, message: '任务不存在或已删除', data: null });
    await settled(app, owner.token, code);
    const detail = (await send(app, contract.tts.taskDetail, { code }, { token: owner.token })).body.data!;
    expect(detail.sentences).toEqual([{ text: '只有一句。', start: expect.any(Number), end: expect.any(Number) }]);
    const bad = await send(app, contract.tts.taskDetail, { code: '../x' }, { token: owner.token });
    expect(bad.body).toEqual({ code: 400, message: '任务编号不正确', data: null });
  });

  it('dubs subtitles to their original timing: cues start where they did, one that cannot fit is reported with the one it delayed (issue 28)', async () => {
    const { app } = server();
    const { token } = await signIn(app);
    const cues = [
      { start: 0, end: 1000, text: '今天全场商品八折优惠，欢迎选购。' },
      { start: 1000, end: 2000, text: '谢谢' },
      { start: 8000, end: 9500, text: '大家好。' },
      { start: 9500, end: 11000, text: '欢迎光临' },
    ];
    const added = await send(app, contract.tts.taskAdd, taskInput({ text: '（按字幕）', cues }), { token });
    expect(added.body.data).toMatchObject({ status: 200 });
    const task = await settled(app, token, added.body.data!.code!);
    expect(task.status).toBe(1);
    // the first cue is far too long for its second, even at 1.25×: it runs on, and 谢谢 starts late
    expect(task.fit).toMatchObject({ cues: 4, squeezed: [{ cue: 0, tempo: 1.25 }], overflow: [{ cue: 0 }], late: [{ cue: 1 }] });
    expect(task.fit!.late[0]!.lateMs).toBeGreaterThan(1000);
    const srt = (await send(app, contract.tts.taskSubtitle, { code: task.code, format: 'srt' }, { token })).body.data!;
    const starts = [...srt.content.matchAll(/(\d\d):(\d\d):(\d\d),(\d{3}) -->/g)].map((m) => ((+m[1]! * 60 + +m[2]!) * 60 + +m[3]!) * 1000 + +m[4]!);
    // one subtitle per cue; after the gap the delay is gone
    expect(starts).toHaveLength(4);
    expect(starts[0]).toBe(0);
    expect(Math.abs(starts[2]! - 8000)).toBeLessThan(100);
    expect(Math.abs(starts[3]! - 9500)).toBeLessThan(100);
    expect(srt.content).toContain('谢谢');
    expect(task.duration).toBeGreaterThan(9500);
  });

  it('speaks each cue from its paragraph of the editor’s script, markup and all, with the subtitle the words as shown (issue 28)', async () => {
    const { app } = server();
    const { token } = await signIn(app);
    // the second paragraph: 行 read xíng where 银行 would be read háng, and a pause between two words that would
    // otherwise reach the engine as one piece
    const text = `<speak version="1.1" xmlns="http://www.w3.org/2001/10/synthesis" xml:lang="zh-CN"><voice name="12"><p>大家好</p><p>银<phoneme alphabet="sapi" ph="xing 2">行</phoneme>见<break time="800ms"/>明天见</p><p>再会</p></voice></speak>`;
    const cues = [
      { start: 0, end: 1500, text: '大家好' },
      { start: 3000, end: 6000, text: '银行见明天见' },
      { start: 9000, end: 10500, text: '再会' },
    ];
    const added = await send(app, contract.tts.taskAdd, taskInput({ text, cues }), { token });
    expect(added.body.data).toMatchObject({ status: 200 });
    const task = await settled(app, token, added.body.data!.code!);
    expect(task.status).toBe(1);
    // what the engine was handed: the pinyin the user set on 行, and the words on either side of the break apart
    const logged = ((await app.inject({ method: 'GET', url: '/api/dev/engine-input?limit=200' })).json() as { data: { text: string }[] }).data.map((l) => l.text);
    const spoken = logged.filter((t) => t.includes('银') || t.includes('明天'));
    expect(spoken.join('|')).toContain('银 xing2 见');
    expect(spoken.some((t) => t.includes('见明天'))).toBe(false);
    expect(spoken.some((t) => t.includes('明天见'))).toBe(true);
    // the subtitles: one per cue, its words as shown, from its original time
    const srt = (await send(app, contract.tts.taskSubtitle, { code: task.code, format: 'srt' }, { token })).body.data!;
    const subtitles = [...srt.content.matchAll(/(\d\d):(\d\d):(\d\d),(\d{3}) --> .*\n(.+)/g)].map((m) => ({
      start: ((+m[1]! * 60 + +m[2]!) * 60 + +m[3]!) * 1000 + +m[4]!,
      text: m[5],
    }));
    expect(subtitles.map((s) => s.text)).toEqual(['大家好', '银行见明天见', '再会']);
    subtitles.forEach((subtitle, i) => expect(Math.abs(subtitle.start - cues[i]!.start)).toBeLessThan(100));
    // the task keeps its script as written: 再次编辑 gets the markup back
    const row = await app.db.selectFrom('tasks').select(['text']).where('code', '=', task.code).executeTakeFirstOrThrow();
    expect(row.text).toBe(text);
  });

  it('refuses a script whose paragraphs are not one per cue, in Chinese', async () => {
    const { app } = server();
    const { token } = await signIn(app);
    const cues = [
      { start: 0, end: 1000, text: '你好' },
      { start: 1000, end: 2000, text: '欢迎' },
    ];
    // the fixture's script is one paragraph
    const refused = await send(app, contract.tts.taskAdd, taskInput({ cues }), { token });
    expect(refused.body).toMatchObject({ code: 400, message: ttsMessages.fitParagraphs(1, 2) });
    expect(refused.body.message).toBe('按原时间轴配音时每段文案对应一条字幕：现有1段文案、2条字幕');
    // a paragraph of nothing but a pause goes with the words before it: two paragraphs with words, two cues
    const withPause = ssml('你好</p><p><break time="500ms"/></p><p>欢迎');
    const accepted = await send(app, contract.tts.taskAdd, taskInput({ text: withPause, cues }), { token });
    expect(accepted.body.data).toMatchObject({ status: 200 });
    const task = await settled(app, token, accepted.body.data!.code!);
    expect(task).toMatchObject({ status: 1, fit: { cues: 2 } });
  });

  it('refuses cues out of order or ending before they start, in Chinese', async () => {
    const { app } = server();
    const { token } = await signIn(app);
    const cases: Array<[Array<{ start: number; end: number; text: string }>, string]> = [
      [
        [
          { start: 2000, end: 3000, text: '第二句' },
          { start: 0, end: 1000, text: '第一句' },
        ],
        ttsMessages.fitCueTimes,
      ],
      [[{ start: 1000, end: 1000, text: '一句' }], ttsMessages.fitCueTimes],
      [[{ start: 0, end: 31 * 60 * 1000, text: '太长' }], ttsMessages.fitTooLong],
      [[{ start: -5, end: 1000, text: '负数' }], ttsMessages.fitCueTimes],
    ];
    for (const [cues, message] of cases) {
      const refused = await send(app, contract.tts.taskAdd, taskInput({ cues }), { token });
      expect(refused.body).toMatchObject({ code: 400, message });
    }
    expect((await send(app, contract.tts.taskList, {}, { token })).body.data!.total).toBe(0);
  });

  it('refuses a task over the daily allowance with status 402 (members 80 or 90 a day, others 5), and counts deleted tasks', async () => {
    const { app, clock } = server();
    const user = await signIn(app);
    const db = app.db;
    const row = await db.selectFrom('users').select(['id']).where('phone', '=', user.phone).executeTakeFirstOrThrow();
    const fill = async (n: number) => {
      const base = { user_id: row.id, title: '旧任务', anchor_type: 0, anchor_id: 12, anchor_name: '晓岚', style_name: '标准', params: '{}', text: '旧', length: 1, hd: 0, status: 1, created_at: clock.time };
      await db.insertInto('tasks').values(Array.from({ length: n }, () => ({ ...base, code: Math.random().toString(16).slice(2).padEnd(24, '0').slice(0, 24) }))).execute();
    };
    await fill(4);
    const fifth = await send(app, contract.tts.taskAdd, taskInput({ text: '第五个。' }), { token: user.token });
    expect(fifth.body.data!.status).toBe(200);
    await send(app, contract.tts.taskDelete, { code: fifth.body.data!.code }, { token: user.token });
    const sixth = await send(app, contract.tts.taskAdd, taskInput(), { token: user.token });
    expect(sixth.body).toEqual({ code: 200, message: 'success', data: { status: 402, statusText: '今日免费合成次数已用完（每日5次），开通会员可获得更多合成次数' } });

    await grantMembership(app, row.id, { level: 2 });
    await fill(75);
    expect((await send(app, contract.tts.taskAdd, taskInput({ text: '会员。' }), { token: user.token })).body.data!.status).toBe(402);
    await grantMembership(app, row.id, { level: 3 });
    expect((await send(app, contract.tts.taskAdd, taskInput({ text: '会员三级。' }), { token: user.token })).body.data!.status).toBe(200);
    await fill(9);
    expect((await send(app, contract.tts.taskAdd, taskInput({ text: '超出。' }), { token: user.token })).body.data).toEqual({
      status: 402,
      statusText: '今日合成次数已用完（每日90次），请明天再来',
    });
    // A new day (China time) brings a new allowance.
    clock.advance(24 * 60 * 60 * 1000);
    expect((await send(app, contract.tts.taskAdd, taskInput({ text: '新的一天。' }), { token: user.token })).body.data!.status).toBe(200);
  });

  it('where nothing is sold, a 402 says what to do instead of offering a membership (issue 27)', () => {
    expect(dailyLimitText(5, false, false)).toBe('今日免费合成次数已用完（每日5次），请明天再来');
    expect(dailyLimitText(5, false, true)).toBe('今日免费合成次数已用完（每日5次），开通会员可获得更多合成次数');
    expect(memberOnlyEmotionText(['晓岚（欢快）'], false)).toBe('情感主播的情绪为会员专享：晓岚（欢快）。请改用“标准”情绪');
  });

  it('lets only the owner list, read or delete a task; deleting removes its audio', async () => {
    const { app } = server();
    const owner = await signIn(app);
    const other = await signIn(app);
    const code = (await send(app, contract.tts.taskAdd, taskInput(), { token: owner.token })).body.data!.code!;
    const task = await settled(app, owner.token, code);
    const notFound = { code: 404, message: '任务不存在或已删除', data: null };
    expect((await send(app, contract.tts.taskList, {}, { token: other.token })).body.data).toEqual({ total: 0, list: [] });
    expect((await send(app, contract.tts.taskDelete, { code }, { token: other.token })).body).toEqual(notFound);
    expect((await send(app, contract.tts.taskSubtitle, { code }, { token: other.token })).body).toEqual(notFound);
    expect((await app.inject({ method: 'GET', url: task.filepath! })).statusCode).toBe(200);

    expect((await send(app, contract.tts.taskDelete, { code }, { token: owner.token })).body).toEqual({ code: 200, message: 'success', data: null });
    expect((await send(app, contract.tts.taskList, {}, { token: owner.token })).body.data!.total).toBe(0);
    expect((await send(app, contract.tts.taskDelete, { code }, { token: owner.token })).body).toEqual(notFound);
    const gone = await app.inject({ method: 'GET', url: task.filepath! });
    expect({ status: gone.statusCode, body: gone.json() }).toEqual({ status: 404, body: { code: 404, message: '文件不存在', data: null } });
  });

  it('refuses bad submissions with envelope errors, never a 5xx', async () => {
    const { app } = server();
    const { token } = await signIn(app);
    const other = await signIn(app);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(encodeWav({ samples: new Float32Array(8000).fill(0.1), sampleRate: 8000 }))]), 'mine.wav');
    const upload = await fetchInject(app, form, other.token);
    const othersBgm = upload.data.id;
    const cases: [unknown, string][] = [
      [taskInput({ text: '' }), '配音内容不能为空'],
      [taskInput({ text: ' \n ' }), '配音内容不能为空'],
      [taskInput({ text: ssml('   ') }), '配音内容不能为空'],
      [taskInput({ text: '长'.repeat(8001) }), '文本长度超过最大限制8000字符'],
      [taskInput({ text: ssml('长'.repeat(8001)) }), '文本长度超过最大限制8000字符'],
      [taskInput({ text: ssml('你好<video src="x"/>') }), 'SSML 第1行'],
      [taskInput({ text: ssml('你好<break time="500ms">') }), 'SSML'],
      [taskInput({ text: ssml('<voice name="999">多主播</voice>') }), '无法识别主播：999'],
      [taskInput({ anchorId: 999, templateId: null }), '无法识别主播：999'],
      [taskInput({ anchorType: 1 }), '无法识别主播：12'],
      [taskInput({ anchorType: 2 }), '主播类型不正确'],
      [taskInput({ anchorId: -1 }), '请选择一个主播！'],
      [taskInput({ pitchRate: 'NaN' }), '音调取值范围为-500~500'],
      [taskInput({ pitchRate: -501 }), '音调取值范围为-500~500'],
      [taskInput({ speechRate: 3 }), '语速取值范围为0.5~2'],
      [taskInput({ volume: 101 }), '音量取值范围为0~100'],
      [taskInput({ sampleRate: 12345 }), '采样率不正确'],
      [taskInput({ bgmVolume: -5 }), '背景音乐音量取值范围为0~100'],
      [taskInput({ bgmFadein: 10_001 }), '淡入淡出时长取值范围为0~10000毫秒'],
      [taskInput({ bgmId: 99999 }), '背景音乐不存在'],
      [taskInput({ bgmId: othersBgm }), '背景音乐不存在'],
      [taskInput({ title: '_下划线开头' }), '任务标题仅支持1-20位中文汉字、英文字母、数字、@_-特殊符号组成'],
      [taskInput({ version: 3 }), '文案版本不正确'],
      // issue 14 §4: 3 000 nested elements overflowed the stack (500)
      [taskInput({ text: ssml(`${'<prosody pitch="1%">'.repeat(3_000)}字${'</prosody>'.repeat(3_000)}`) }), 'SSML 第1行'],
      // issue 14 §3: 7 990 five-second breaks counted as 8 000 characters and rendered 11.1 hours
      [taskInput({ text: ssml(`好${'<break time="5s"/>'.repeat(7_990)}`) }), '停顿总时长不能超过3995.5秒'],
      // half a second per character: ten characters may pause one minute, not two
      [taskInput({ text: ssml(`十个字的一句话啊好${'<break time="5s"/>'.repeat(24)}`) }), '停顿总时长不能超过60秒'],
      [[1, 2], '请求参数格式错误'],
    ];
    for (const [input, message] of cases) {
      const { status, body } = await send(app, contract.tts.taskAdd, input, { token });
      expect({ input: JSON.stringify(input).slice(-60), status, code: body.code }).toEqual({ input: JSON.stringify(input).slice(-60), status: 400, code: 400 });
      expect(body.message.startsWith(message), `${body.message} ≠ ${message}`).toBe(true);
    }
    expect((await send(app, contract.tts.taskList, {}, { token })).body.data!.total).toBe(0);
    for (const code of ['', 'abc', '../../etc/passwd', 'A'.repeat(24), 'f'.repeat(25)]) {
      const { status, body } = await send(app, contract.tts.taskDelete, { code }, { token });
      expect({ code, status, message: body.message }).toEqual({ code, status: 400, message: '任务编号不正确' });
    }
    const subtitle = await send(app, contract.tts.taskSubtitle, { code: 'f'.repeat(24), format: 'ass' }, { token });
    expect(subtitle.body).toEqual({ code: 400, message: '字幕格式仅支持srt或lrc', data: null });
    for (const url of ['/api/files/tasks/../../peiyin.db', '/api/files/tasks/nothing.mp3', '/api/files/x', '/api/files/tasks/a.exe']) {
      const answer = await app.inject({ method: 'GET', url });
      expect({ url, status: answer.statusCode, code: answer.json().code }).toEqual({ url, status: 404, code: 404 });
    }
  });
});

/// Posts a multipart BGM upload through the app.
async function fetchInject(app: App, form: FormData, token: string) {
  const request = new Request('http://local/', { method: 'POST', body: form });
  const response = await app.inject({
    method: 'POST',
    url: contract.tts.bgmUpload.path,
    headers: { authorization: `Bearer ${token}`, 'content-type': request.headers.get('content-type')! },
    payload: Buffer.from(await request.arrayBuffer()),
  });
  return response.json() as { code: number; message: string; data: { id: number } };
}
