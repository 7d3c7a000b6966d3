// 设为作品封面 (issue 17): a finished picture becomes the cover of the user's own dubbing task or draft, listed
// by the creation center's calls; both sides are owner-checked, and the cover outlives the drawing.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { contract } from '@peiyin/api-client';
import { createDrawProvider, loadDrawConfig } from '../../providers/draw/index.ts';
import { gate } from '../../providers/draw/testServer.ts';
import { startSdWebuiServer, type DrawServer } from '../../testing/drawServers.ts';
import { describeOnBothDatabases, send, signIn } from '../../testing/harness.ts';
import { ssml, taskInput } from '../tasks/fixtures.ts';
import { drawInput, fetchImage, queueTimings, settledDraw } from './fixtures.ts';

let sd: DrawServer;
beforeAll(async () => {
  sd = await startSdWebuiServer();
});
afterAll(() => sd.close());

describeOnBothDatabases(
  'drawings as covers',
  (server) => {
    async function setUp() {
      const { app } = server();
      const alice = await signIn(app);
      const drawn = (await send(app, contract.draw.taskAdd, drawInput({ count: 2 }), { token: alice.token })).body.data!;
      const drawing = await settledDraw(app, alice.token, drawn.taskCode);
      const dubbing = (await send(app, contract.tts.taskAdd, taskInput({ title: '春天的故事' }), { token: alice.token })).body.data!.code!;
      const draft = {
        title: '春天的草稿',
        anchorType: 0,
        anchorId: 12,
        text: ssml('春天来了。'),
        version: 2,
      };
      const workId = (await send(app, contract.tts.workSave, draft, { token: alice.token })).body.data!.workId;
      return { app, alice, drawing, dubbing, workId };
    }
    const pictureOf = async (app: Parameters<typeof fetchImage>[0], url: string) => (await fetchImage(app, url)).bytes;

    it('sets a picture as the cover of a dubbing task and of a draft; the creation center lists each with its cover', async () => {
      const { app, alice, drawing, dubbing, workId } = await setUp();
      const { token } = alice;
      const tasksBefore = (await send(app, contract.tts.taskList, {}, { token })).body.data!.list;
      expect(tasksBefore[0]).toMatchObject({ code: dubbing, cover: null });

      const onTask = await send(app, contract.draw.setCover, { taskCode: drawing.taskCode, index: 1, target: { type: 'task', code: dubbing } }, { token });
      expect(onTask.body.code).toBe(200);
      const task = (await send(app, contract.tts.taskList, {}, { token })).body.data!.list[0]!;
      expect(task.cover).toBe(onTask.body.data!.cover);
      // the cover is the second picture, served to its owner as a PNG
      expect((await pictureOf(app, task.cover!)).equals(await pictureOf(app, drawing.imageList[1]!.url))).toBe(true);

      const before = (await send(app, contract.tts.workList, {}, { token })).body.data!.list[0]!;
      const onWork = await send(app, contract.draw.setCover, { taskCode: drawing.taskCode, index: 0, target: { type: 'work', workId } }, { token });
      expect(onWork.body.code).toBe(200);
      const work = (await send(app, contract.tts.workList, {}, { token })).body.data!.list[0]!;
      expect((await pictureOf(app, work.cover!)).equals(await pictureOf(app, drawing.imageList[0]!.url))).toBe(true);
      // a cover is not an edit of the script: the draft keeps its place and time
      expect(work.updateTime).toBe(before.updateTime);
    });

    it('checks both sides: only the owner’s finished picture, only the owner’s task or draft', async () => {
      const { app, alice, drawing, dubbing, workId } = await setUp();
      const bob = await signIn(app);
      // Bob cannot use Alice's picture, nor put his own on Alice's task or draft
      expect((await send(app, contract.draw.setCover, { taskCode: drawing.taskCode, index: 0, target: { type: 'task', code: dubbing } }, { token: bob.token })).body).toMatchObject({
        code: 404,
        message: '绘画任务不存在或已删除',
      });
      const own = await settledDraw(app, bob.token, (await send(app, contract.draw.taskAdd, drawInput({ count: 1 }), { token: bob.token })).body.data!.taskCode);
      for (const target of [
        { type: 'task', code: dubbing },
        { type: 'work', workId },
      ]) {
        expect((await send(app, contract.draw.setCover, { taskCode: own.taskCode, index: 0, target }, { token: bob.token })).body).toMatchObject({
          code: 404,
          message: '配音任务或草稿不存在或已删除',
        });
      }
      expect((await send(app, contract.tts.taskList, {}, { token: alice.token })).body.data!.list[0]!.cover).toBeNull();
      // a picture the task does not have, a target of an unknown kind
      expect((await send(app, contract.draw.setCover, { taskCode: own.taskCode, index: 1, target: { type: 'work', workId } }, { token: bob.token })).body).toMatchObject({ code: 400, message: '图片序号不正确' });
      expect((await send(app, contract.draw.setCover, { taskCode: own.taskCode, index: 0, target: { type: 'video', id: 1 } }, { token: bob.token })).body).toMatchObject({
        code: 400,
        message: '请选择要设置封面的配音任务或草稿',
      });
      // an unfinished drawing has no picture to give
      const hold = gate();
      sd.behaviour.held = hold.passed;
      try {
        const pending = (await send(app, contract.draw.taskAdd, drawInput({ count: 1 }), { token: alice.token })).body.data!;
        expect((await send(app, contract.draw.setCover, { taskCode: pending.taskCode, index: 0, target: { type: 'work', workId } }, { token: alice.token })).body).toMatchObject({
          code: 400,
          message: '图片尚未生成完成',
        });
        hold.open();
        await settledDraw(app, alice.token, pending.taskCode);
      } finally {
        hold.open();
        sd.behaviour.held = null;
      }
    });

    it('keeps the cover when the drawing is deleted, replaces it on a new cover, and removes it with its task or draft', async () => {
      const { app, alice, drawing, dubbing, workId } = await setUp();
      const { token } = alice;
      const set = async (index: number, target: Record<string, unknown>) => (await send(app, contract.draw.setCover, { taskCode: drawing.taskCode, index, target }, { token })).body.data!.cover;
      const keyOf = (url: string) => `draw/${/\/api\/draw\/image\/([^?]+)/.exec(url)![1]}`;

      const first = await set(0, { type: 'task', code: dubbing });
      const second = await set(1, { type: 'task', code: dubbing });
      expect(await app.storage.exists(keyOf(first))).toBe(false);
      const workCover = await set(0, { type: 'work', workId });

      await send(app, contract.draw.taskDelete, { taskCode: drawing.taskCode }, { token });
      expect((await send(app, contract.tts.taskList, {}, { token })).body.data!.list[0]!.cover).toBe(second);
      expect((await fetchImage(app, second)).status).toBe(200);

      await send(app, contract.tts.taskDelete, { code: dubbing }, { token });
      expect(await app.storage.exists(keyOf(second))).toBe(false);
      await send(app, contract.tts.workDelete, { workId }, { token });
      expect(await app.storage.exists(keyOf(workCover))).toBe(false);
    });
  },
  {
    overrides: () => ({
      draw: createDrawProvider(loadDrawConfig({ DRAW_PROVIDER: 'sd-webui', DRAW_BASE_URL: sd.url })),
      // the dubbing tasks only need to exist: no synthesis worker
      jobs: { ...queueTimings, concurrency: 0 },
    }),
  },
);
