import { expect, it } from 'vitest';
import { contract } from '@peiyin/api-client';
import { describeOnBothDatabases, send, signIn } from '../../testing/harness.ts';

const { anchor } = contract;

const form = (extra: Record<string, unknown> = {}) => ({
  name: '我的晓岚',
  comment: '语速稍快的短视频口播',
  templateId: 1202,
  intensity: 1.2,
  role: 'Girl',
  pitch: 25,
  speed: 1.1,
  volume: 90,
  text: '大家好，欢迎来到我的频道。',
  ...extra,
});

describeOnBothDatabases('custom anchors', (server) => {
  it('adds, lists, details, updates and deletes a custom anchor over a system template', async () => {
    const { app } = server();
    const { token } = await signIn(app);
    const added = await send(app, anchor.customAdd, form(), { token });
    expect(added.body.code).toBe(200);
    const id = added.body.data!.id;
    expect(added.body.data).toMatchObject({ name: '我的晓岚', anchorId: 12, anchorName: '晓岚', templateId: 1202, templateName: '欢快', role: 'Girl', pitch: 25, speed: 1.1, volume: 90 });

    const search = await send(app, anchor.customSearch, { page: '1', pageSize: '30' }, { token });
    expect(search.body.data!.total).toBe(1);
    expect(search.body.data!.list[0]).toMatchObject({ id, anchorType: 1, name: '我的晓岚', description: '语速稍快的短视频口播', favorite: false });
    expect((await send(app, anchor.customList, undefined, { token })).body.data!.map((c) => c.id)).toEqual([id]);

    const updated = await send(app, anchor.customUpdate, form({ id, name: '  新名字 ', templateId: 1103, role: null, pitch: -500, speed: 0.5, volume: 0 }), { token });
    expect(updated.body.data).toMatchObject({ id, name: '新名字', anchorId: 11, templateName: '沉稳', role: null, pitch: -500, speed: 0.5, volume: 0 });
    const detail = await send(app, anchor.customDetail, { anchorId: String(id) }, { token });
    expect(detail.body.data).toEqual(updated.body.data);

    expect((await send(app, anchor.customDelete, { anchorId: String(id) }, { token })).body.code).toBe(200);
    expect((await send(app, anchor.customList, undefined, { token })).body.data).toEqual([]);
    const gone = await send(app, anchor.customDetail, { anchorId: String(id) }, { token });
    expect(gone.body).toMatchObject({ code: 400, message: `无法识别主播ID：${id}` });
  });

  it("keeps each user's custom anchors to their owner", async () => {
    const { app } = server();
    const alice = await signIn(app);
    const bob = await signIn(app);
    const id = (await send(app, anchor.customAdd, form(), { token: alice.token })).body.data!.id;
    for (const answer of [
      await send(app, anchor.customDetail, { anchorId: String(id) }, { token: bob.token }),
      await send(app, anchor.customUpdate, form({ id, name: '抢走' }), { token: bob.token }),
      await send(app, anchor.customDelete, { anchorId: String(id) }, { token: bob.token }),
    ]) {
      expect(answer.body).toMatchObject({ code: 400, message: `无法识别主播ID：${id}` });
    }
    expect((await send(app, anchor.customSearch, {}, { token: bob.token })).body.data).toEqual({ total: 0, list: [] });
    expect((await send(app, anchor.customDetail, { anchorId: String(id) }, { token: alice.token })).body.data!.name).toBe('我的晓岚');
    expect((await send(app, anchor.customList, undefined)).body).toMatchObject({ code: 401, message: '请先登录您的账号！' });
  });

  it('applies the form rules of spec 02 §5 with envelope errors, never a 5xx', async () => {
    const { app } = server();
    const { token } = await signIn(app);
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '  ' }, '主播名称不能为空'],
      [{ name: undefined }, '主播名称不能为空'],
      [{ name: '名'.repeat(31) }, '主播名称不能超过30个字符'],
      [{ comment: '' }, '主播简介不能为空'],
      [{ comment: '简'.repeat(151) }, '主播简介不能超过150个字符'],
      [{ text: '' }, '试听内容不能为空'],
      [{ text: '字'.repeat(101) }, '试听内容不能超过100个字符'],
      [{ pitch: 501 }, '取值范围为-500~500'],
      [{ pitch: 3 }, '取值范围为-500~500'],
      [{ speed: 2.5 }, '取值范围为0.5~2'],
      [{ volume: -1 }, '取值范围为0~100'],
      [{ templateId: 999999 }, '情绪模版不存在'],
      [{ templateId: 'NaN' }, '情绪模版不存在'],
      [{ role: 'Nobody' }, '角色参数不正确'],
    ];
    for (const [extra, message] of cases) {
      const answer = await send(app, anchor.customAdd, form(extra), { token });
      expect(answer.status, JSON.stringify(extra)).toBe(400);
      expect(answer.body.message, JSON.stringify(extra)).toContain(message);
    }
    // exactly at the limits is fine
    const edge = await send(app, anchor.customAdd, form({ name: '名'.repeat(30), comment: '简'.repeat(150), text: '字'.repeat(100), pitch: 500 }), { token });
    expect(edge.body.code).toBe(200);
    for (const anchorId of ['', 'abc', '0']) {
      const answer = await send(app, anchor.customDetail, { anchorId }, { token });
      expect(answer.body).toMatchObject({ code: 400, message: `无法识别主播ID：${anchorId === '0' ? 0 : anchorId}` });
    }
    const noId = await send(app, anchor.customUpdate, form(), { token });
    expect(noId.body).toMatchObject({ code: 400, message: '无法识别主播ID：' });
  });
});
