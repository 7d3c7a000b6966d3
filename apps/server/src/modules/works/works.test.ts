import { expect, it } from 'vitest';
import { contract } from '@peiyin/api-client';
import { describeOnBothDatabases, send, signIn } from '../../testing/harness.ts';

const ssml = (body: string) =>
  `<speak version="1.1" xmlns="http://www.w3.org/2001/10/synthesis" xml:lang="zh-CN"><voice name="12"><p>${body}</p></voice></speak>`;

const draft = (extra: Record<string, unknown> = {}) => ({
  title: '我的第一条口播',
  anchorType: 0,
  anchorId: 12,
  templateId: 1202,
  role: 'Girl',
  intensity: 1.2,
  pitchRate: 20,
  speechRate: 1.1,
  volume: 90,
  text: ssml('大家好，欢迎来到<break time="500ms"/>配音工作室。'),
  version: 2,
  ...extra,
});

describeOnBothDatabases('works (drafts)', (server) => {
  it('saves a draft, lists it and opens it with every field restored (spec 02 §3 Work)', async () => {
    const { app, clock } = server();
    const { token } = await signIn(app);
    const saved = await send(app, contract.tts.workSave, draft({ version: 1 }), { token });
    expect(saved.body).toMatchObject({ code: 200, data: { title: '我的第一条口播', updateTime: clock.time } });
    const workId = saved.body.data!.workId;

    const detail = await send(app, contract.tts.workDetail, { workId: String(workId) }, { token });
    expect(detail.body.data).toEqual({
      workId,
      title: '我的第一条口播',
      anchorType: 0,
      anchorId: 12,
      anchorName: '晓岚',
      styleName: '欢快',
      templateId: 1202,
      templateName: '欢快',
      role: 'Girl',
      intensity: 1.2,
      pitchRate: 20,
      speechRate: 1.1,
      volume: 90,
      text: draft().text,
      // saved drafts are always the current format (spec 02 §3: version 2 when saved)
      contentVersion: 2,
      // 大家好，欢迎来到 (8) + break (1) + 配音工作室。 (6)
      length: 15,
      updateTime: clock.time,
    });

    const list = await send(app, contract.tts.workList, { page: '1', pageSize: '10' }, { token });
    expect(list.body.data!.total).toBe(1);
    expect(list.body.data!.list[0]).toMatchObject({ workId, title: '我的第一条口播', anchorName: '晓岚', summary: '大家好，欢迎来到配音工作室。' });
    expect(list.body.data!.list[0]).not.toHaveProperty('text');
  });

  it('updates a draft in place by workId and lists the latest first, 10 per page', async () => {
    const { app, clock } = server();
    const { token } = await signIn(app);
    const ids: number[] = [];
    for (let i = 0; i < 12; i++) {
      clock.advance(1000);
      ids.push((await send(app, contract.tts.workSave, draft({ title: `草稿${i}` }), { token })).body.data!.workId);
    }
    clock.advance(1000);
    const updated = await send(app, contract.tts.workSave, draft({ workId: ids[0], title: '', text: '改过的文案，第二版。' }), { token });
    // a blank title is derived from the content (spec 02 §5)
    expect(updated.body.data).toEqual({ workId: ids[0], title: '改过的文案第二版', updateTime: clock.time });
    const first = (await send(app, contract.tts.workList, {}, { token })).body.data!;
    expect(first.total).toBe(12);
    expect(first.list).toHaveLength(10);
    expect(first.list[0]).toMatchObject({ workId: ids[0], title: '改过的文案第二版', length: 10 });
    const second = (await send(app, contract.tts.workList, { page: '2' }, { token })).body.data!;
    expect(second.list.map((w) => w.workId)).toEqual([ids[2], ids[1]]);
  });

  it('lets only the owner see, change or delete a work', async () => {
    const { app } = server();
    const owner = await signIn(app);
    const other = await signIn(app);
    const workId = (await send(app, contract.tts.workSave, draft(), { token: owner.token })).body.data!.workId;
    const notFound = { code: 404, message: '作品不存在或已删除', data: null };
    expect((await send(app, contract.tts.workDetail, { workId: String(workId) }, { token: other.token })).body).toEqual(notFound);
    expect((await send(app, contract.tts.workSave, draft({ workId, title: '抢走' }), { token: other.token })).body).toEqual(notFound);
    expect((await send(app, contract.tts.workDelete, { workId: String(workId) }, { token: other.token })).body).toEqual(notFound);
    expect((await send(app, contract.tts.workList, {}, { token: other.token })).body.data).toEqual({ total: 0, list: [] });
    expect((await send(app, contract.tts.workDetail, { workId: String(workId) }, { token: owner.token })).body.data!.title).toBe('我的第一条口播');

    expect((await send(app, contract.tts.workDelete, { workId: String(workId) }, { token: owner.token })).body).toEqual({ code: 200, message: 'success', data: null });
    expect((await send(app, contract.tts.workDetail, { workId: String(workId) }, { token: owner.token })).body).toEqual(notFound);
    expect((await send(app, contract.tts.workDelete, { workId: String(workId) }, { token: owner.token })).body).toEqual(notFound);
  });

  it('keeps drafts written with the user’s own custom anchor (anchorType 1) under its name; others’ are unknown', async () => {
    const { app } = server();
    const alice = await signIn(app);
    const bob = await signIn(app);
    const custom = { name: '我的晓岚', comment: '短视频口播', templateId: 1202, intensity: 1, role: null, pitch: 10, speed: 1.2, volume: 80, text: '大家好。' };
    const id = (await send(app, contract.anchor.customAdd, custom, { token: alice.token })).body.data!.id;
    const saved = await send(app, contract.tts.workSave, draft({ anchorType: 1, anchorId: id }), { token: alice.token });
    expect(saved.body.code).toBe(200);
    const workId = saved.body.data!.workId;
    const detail = (await send(app, contract.tts.workDetail, { workId: String(workId) }, { token: alice.token })).body.data!;
    expect(detail).toMatchObject({ anchorType: 1, anchorId: id, anchorName: '我的晓岚', templateName: '欢快' });
    expect((await send(app, contract.tts.workList, {}, { token: alice.token })).body.data!.list[0]).toMatchObject({ workId, anchorType: 1, anchorName: '我的晓岚' });
    const refused = await send(app, contract.tts.workSave, draft({ anchorType: 1, anchorId: id }), { token: bob.token });
    expect(refused.body).toMatchObject({ code: 400, message: `无法识别主播：${id}` });
  });

  it('needs login for every works call', async () => {
    const { app } = server();
    for (const [call, input] of [
      [contract.tts.workSave, draft()],
      [contract.tts.workList, {}],
      [contract.tts.workDetail, { workId: '1' }],
      [contract.tts.workDelete, { workId: '1' }],
    ] as const) {
      const { status, body } = await send(app, call, input);
      expect({ path: call.path, status, body }).toEqual({ path: call.path, status: 401, body: { code: 401, message: '请先登录您的账号！', data: null } });
    }
  });

  it('refuses a draft of 200 000 angle brackets and lists the largest one allowed at once (issue 14 §2: 15.7 s freeze)', async () => {
    const { app } = server();
    const { token } = await signIn(app);
    const huge = await send(app, contract.tts.workSave, draft({ text: `${'<'.repeat(199_990)}你好`, title: '' }), { token });
    expect(huge.body).toEqual({ code: 400, message: '文本长度超过最大限制8000字符', data: null });
    expect((await send(app, contract.tts.workSave, draft({ text: `${'<'.repeat(7_990)}你好`, title: '' }), { token })).body.code).toBe(200);
    // (that the summary is one pass, whatever the text, is summary.test.ts's)
    const list = await send(app, contract.tts.workList, {}, { token });
    expect(list.body.data!.list[0]!.summary).toBe('<'.repeat(50));
  });

  it('caps a draft at the speech length of a task (8000), whatever its markup', async () => {
    const { app } = server();
    const { token } = await signIn(app);
    const over = await send(app, contract.tts.workSave, draft({ text: ssml('字'.repeat(8001)) }), { token });
    expect(over.body).toEqual({ code: 400, message: '文本长度超过最大限制8000字符', data: null });
    expect((await send(app, contract.tts.workSave, draft({ text: ssml('字'.repeat(8000)) }), { token })).body.code).toBe(200);
  });

  it('refuses bad input with envelope errors, never a 5xx', async () => {
    const { app } = server();
    const { token } = await signIn(app);
    const cases: [unknown, string][] = [
      [draft({ text: '' }), '文案内容不能为空'],
      [draft({ text: '   \n ' }), '文案内容不能为空'],
      [draft({ text: undefined }), '文案内容不能为空'],
      [draft({ text: ssml('') }), '文案内容不能为空'],
      [draft({ text: ssml('<script>alert(1)</script>你好') }), 'SSML 第1行第'],
      [draft({ text: ssml('你好<break time="abc"/') }), 'SSML'],
      [draft({ text: 'x'.repeat(200_001) }), '文本长度超过最大限制8000字符'],
      // issue 14 §4: 3 000 nested elements overflowed the stack (500)
      [draft({ text: ssml(`${'<s>'.repeat(3_000)}字${'</s>'.repeat(3_000)}`) }), 'SSML 第1行'],
      [draft({ title: '@开头的标题' }), '任务标题仅支持1-20位中文汉字、英文字母、数字、@_-特殊符号组成'],
      [draft({ title: '这个标题一共有二十一个字符长度超出了限制啊' }), '任务标题仅支持1-20位中文汉字、英文字母、数字、@_-特殊符号组成'],
      [draft({ title: '带空格 的标题' }), '任务标题仅支持1-20位中文汉字、英文字母、数字、@_-特殊符号组成'],
      [draft({ anchorId: 999, templateId: null }), '无法识别主播：999'],
      [draft({ anchorId: 999 }), '情绪模版不存在'],
      [draft({ anchorId: -12 }), '请选择一个主播！'],
      [draft({ anchorId: 'NaN' }), '请选择一个主播！'],
      [draft({ anchorId: undefined }), '请选择一个主播！'],
      [draft({ templateId: 1101 }), '情绪模版不存在'],
      [draft({ anchorType: 5 }), '主播类型不正确'],
      [draft({ pitchRate: 501 }), '音调取值范围为-500~500'],
      [draft({ speechRate: 0.2 }), '语速取值范围为0.5~2'],
      [draft({ speechRate: 'fast' }), '语速取值范围为0.5~2'],
      [draft({ volume: -1 }), '音量取值范围为0~100'],
      [draft({ intensity: 0 }), '情绪强度取值范围为0.01~2'],
      [draft({ workId: -3 }), '作品ID不正确'],
      [draft({ workId: 1.5 }), '作品ID不正确'],
      [[1, 2], '请求参数格式错误'],
    ];
    for (const [input, message] of cases) {
      const { status, body } = await send(app, contract.tts.workSave, input, { token });
      expect({ input, status, code: body.code }).toEqual({ input, status: 400, code: 400 });
      expect(body.message.startsWith(message), `${body.message} for ${JSON.stringify(input).slice(0, 80)}`).toBe(true);
    }
    for (const workId of ['', 'abc', '-1', '0', '1.5', 'NaN', '99999999999']) {
      for (const call of [contract.tts.workDetail, contract.tts.workDelete]) {
        const { status, body } = await send(app, call, { workId }, { token });
        expect({ workId, status, body }).toEqual({ workId, status: 400, body: { code: 400, message: '作品ID不正确', data: null } });
      }
    }
    for (const query of [{ page: '0' }, { page: '-1' }, { page: 'NaN' }, { pageSize: '1000' }, { pageSize: '2.5' }]) {
      const { status, body } = await send(app, contract.tts.workList, query, { token });
      expect({ query, status, message: body.message }).toEqual({ query, status: 400, message: '分页参数不正确' });
    }
    expect((await send(app, contract.tts.workList, {}, { token })).body.data!.total).toBe(0);
  });
});
