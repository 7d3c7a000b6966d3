// AI drawing over HTTP (issue 17, spec 02 §2.11, §3, §4, §5, §7, §8) against a local server that speaks the
// sd-webui protocol and draws real PNGs: options, the reference upload, the task lifecycle on the job queue,
// regenerate, delete, ownership of tasks and pictures, and the daily allowance.
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { contract } from '@peiyin/api-client';
import { createDrawProvider, loadDrawConfig } from '../../providers/draw/index.ts';
import { batchColors, centreColor, gate, near, rgb } from '../../providers/draw/testServer.ts';
import { startSdWebuiServer, type DrawServer } from '../../testing/drawServers.ts';
import { describeOnBothDatabases, send, signIn } from '../../testing/harness.ts';
import { grantMembership, userIdOf } from '../../testing/membership.ts';
import { drawInput, fetchImage, postUpload, queueTimings, referencePicture, settledDraw, uploadReference } from './fixtures.ts';

let sd: DrawServer;
beforeAll(async () => {
  sd = await startSdWebuiServer();
});
afterAll(() => sd.close());
beforeEach(() => {
  sd.behaviour.delayMs = 0;
  sd.behaviour.held = null;
  sd.behaviour.failure = 'none';
  sd.requests.length = 0;
});

const day = 24 * 60 * 60 * 1000;

describeOnBothDatabases(
  'AI drawing',
  (server) => {
    it('answers the options: styles with pictures that ship with the studio, the three sizes, counts 1-4, the provider and the allowance', async () => {
      const { app } = server();
      const { token } = await signIn(app);
      expect((await send(app, contract.draw.options)).body).toMatchObject({ code: 401, message: '请先登录您的账号！' });
      const options = (await send(app, contract.draw.options, undefined, { token })).body.data!;
      expect(options.styleList.map((style) => style.name)).toEqual(
        expect.arrayContaining(['写实摄影', '国风水墨', '动漫', '3D 卡通', '赛博朋克', '油画', '像素风', '扁平插画']),
      );
      expect(options.sizeList).toEqual([
        { name: '方图', ratio: '1:1', value: '1024*1024', width: 1024, height: 1024 },
        { name: '竖屏', ratio: '9:16', value: '720*1280', width: 720, height: 1280 },
        { name: '横屏', ratio: '16:9', value: '1280*720', width: 1280, height: 720 },
      ]);
      expect(options.countList).toEqual([1, 2, 3, 4]);
      expect(options.provider).toEqual({ configured: true, name: 'sd-webui' });
      expect(options.quota).toEqual({ perDay: 12, left: 12 });
      // every style's picture is served by the studio itself, a real PNG
      for (const style of options.styleList) {
        expect(style.pic).toMatch(/^\/api\/draw\/style\/[a-z0-9]+\.png$/);
        const picture = await fetchImage(app, style.pic);
        expect(picture.status).toBe(200);
        expect(picture.headers['content-type']).toBe('image/png');
        expect((await sharp(picture.bytes).metadata()).width).toBe(256);
      }
      expect((await fetchImage(app, '/api/draw/style/missing.png')).status).toBe(404);
    });

    it('grants an upload policy for the reference and keeps only png/jpeg under 5 MB, checked by content', async () => {
      const { app } = server();
      const { token } = await signIn(app);
      expect((await send(app, contract.draw.ossPolicy, { filename: 'notes.txt' }, { token })).body).toMatchObject({ code: 400, message: '参考图片仅支持 png/jpeg 格式' });
      expect((await send(app, contract.draw.ossPolicy, {}, { token })).body).toMatchObject({ code: 400, message: '请选择要上传的参考图片' });

      const policy = (await send(app, contract.draw.ossPolicy, { filename: 'photo.JPG' }, { token })).body.data!;
      expect(policy).toMatchObject({ url: '/api/upload', maxBytes: 5 * 1024 * 1024 });
      expect(Object.keys(policy.fields).length).toBeGreaterThan(0);
      const jpeg = await referencePicture('#cc3333', 'jpeg');
      expect(await postUpload(app, policy.fields, { name: 'photo.jpg', bytes: jpeg })).toMatchObject({ code: 200, data: { key: policy.key } });

      // a text file named .png, and a picture over 5 MB, are refused with the spec's words and not kept
      const fake = (await send(app, contract.draw.ossPolicy, { filename: 'fake.png' }, { token })).body.data!;
      expect(await postUpload(app, fake.fields, { name: 'fake.png', bytes: Buffer.from('这不是图片'.repeat(50)) })).toMatchObject({ code: 415, message: '参考图片仅支持 png/jpeg 格式' });
      const big = (await send(app, contract.draw.ossPolicy, { filename: 'big.png' }, { token })).body.data!;
      // noise does not compress: a 1400 × 1400 PNG of it is ≈ 5.9 MB
      const noise = await sharp(randomBytes(1400 * 1400 * 3), { raw: { width: 1400, height: 1400, channels: 3 } }).png().toBuffer();
      expect(noise.length).toBeGreaterThan(5 * 1024 * 1024);
      expect(await postUpload(app, big.fields, { name: 'big.png', bytes: noise })).toMatchObject({ code: 413, message: '图片文件大小不超过5M' });
      expect(await app.storage.exists(big.key)).toBe(false);
      // a key that was never uploaded cannot be drawn from
      expect((await send(app, contract.draw.taskAdd, drawInput({ refImage: fake.key }), { token })).body).toMatchObject({ code: 400, message: '参考图片已失效，请重新上传' });
      // keys storage cannot name under the caller's own prefix were a 500 (issue 26 §5)
      const prefix = policy.key.slice(0, policy.key.lastIndexOf('/') + 1);
      for (const refImage of [prefix, `${prefix}a b`, `${prefix}x.php.png`, `${prefix}../../1/refs/a.png`, `${prefix}a/b.png`]) {
        const answer = await send(app, contract.draw.taskAdd, drawInput({ refImage }), { token });
        expect({ refImage, status: answer.status, body: answer.body }).toEqual({ refImage, status: 400, body: { code: 400, message: '参考图片已失效，请重新上传', data: null } });
      }
    });

    it('queues a drawing, runs it on the job queue, and shows its pictures of the asked size and count (spec 02 §4)', async () => {
      const { app, clock } = server();
      const { token } = await signIn(app);
      // the web UI draws until the test has seen the task unfinished
      const hold = gate();
      sd.behaviour.held = hold.passed;
      const added = await send(app, contract.draw.taskAdd, drawInput(), { token });
      expect(added.body.code).toBe(200);
      const task = added.body.data!;
      expect(task).toMatchObject({
        createTime: clock.time,
        styleId: 2,
        styleName: '国风水墨',
        paramSize: '720*1280',
        paramNum: 2,
        paramPrompt: '江南水乡，小桥流水，清晨薄雾',
        paramRefImg: null,
        paramRefMode: 'refonly',
        paramRefStrength: 0.5,
        imageList: [],
      });
      expect(task.taskCode).toMatch(/^[0-9a-f]{24}$/);
      // 0 queued or 1 running while the provider draws, with a status text
      expect([0, 1]).toContain(task.taskStatus);
      expect(task.taskStatusText).toMatch(/^(排队中|生成中)/);
      hold.open();
      await settledDraw(app, token, task.taskCode);

      const done = (await send(app, contract.draw.taskCheck, { taskCode: task.taskCode }, { token })).body.data!;
      expect(done).toMatchObject({ taskStatus: 2, taskStatusText: '已完成', notes: [] });
      expect(done.imageList).toHaveLength(2);
      // the provider got the style's words after the description, and the style's negative prompt
      const [drawing] = sd.drawings();
      expect(drawing!.path).toBe('/sdapi/v1/txt2img');
      expect(drawing!.body).toMatchObject({ width: 720, height: 1280, batch_size: 2 });
      expect(String(drawing!.body['prompt'])).toMatch(/^江南水乡，小桥流水，清晨薄雾, traditional Chinese ink wash painting/);
      expect(String(drawing!.body['negative_prompt'])).toContain('photo, realistic');
      for (const [index, image] of done.imageList.entries()) {
        const picture = await fetchImage(app, image.url);
        expect(picture.status).toBe(200);
        expect(picture.headers['content-type']).toBe('image/png');
        expect(picture.headers['cache-control']).toMatch(/^private/);
        const meta = await sharp(picture.bytes).metadata();
        expect([meta.format, meta.width, meta.height]).toEqual(['png', 720, 1280]);
        expect(near(await centreColor(picture.bytes), rgb(batchColors[index]!))).toBe(true);
        const download = await fetchImage(app, image.downloadUrl);
        expect(String(download.headers['content-disposition'])).toMatch(/^attachment;.*AI%E7%BB%98%E7%94%BB/);
        expect(download.bytes.equals(picture.bytes)).toBe(true);
      }
      // the same links all day (the browser keeps the pictures); the list says the same as the check
      const listed = (await send(app, contract.draw.taskList, { page: 1 }, { token })).body.data!;
      expect(listed).toEqual({ list: [done], hasMore: false });
    });

    it('draws from a reference: repaint sends img2img with the strength as denoising, refonly falls back and says so', async () => {
      const { app } = server();
      const { token } = await signIn(app);
      const bytes = await referencePicture('#2255aa');
      const key = await uploadReference(app, token, bytes);
      const repaint = (await send(app, contract.draw.taskAdd, drawInput({ count: 1, refImage: key, refMode: 'repaint', refStrength: 0.35 }), { token })).body.data!;
      expect(repaint).toMatchObject({ paramRefMode: 'repaint', paramRefStrength: 0.35 });
      const done = await settledDraw(app, token, repaint.taskCode);
      expect(done.taskStatus).toBe(2);
      const sent = sd.drawings().at(-1)!;
      expect(sent.path).toBe('/sdapi/v1/img2img');
      expect(sent.body['denoising_strength']).toBe(0.35);
      expect(Buffer.from((sent.body['init_images'] as string[])[0]!, 'base64').equals(bytes)).toBe(true);
      // the reference is shown on the card, to its owner
      const shown = await fetchImage(app, done.paramRefImg!);
      expect([shown.status, shown.headers['content-type']]).toEqual([200, 'image/png']);
      expect(shown.bytes.equals(bytes)).toBe(true);

      const refonly = (await send(app, contract.draw.taskAdd, drawInput({ count: 1, refImage: key }), { token })).body.data!;
      const fallback = await settledDraw(app, token, refonly.taskCode);
      expect(sd.drawings().at(-1)!.body['denoising_strength']).toBe(0.75);
      expect(fallback.notes).toEqual(['绘画服务没有 ControlNet 的 reference_only，参考图片模式改用图生图（较高重绘幅度）']);
    });

    it('validates the task with the spec’s words: prompt, style, size, count, strength', async () => {
      const { app } = server();
      const { token } = await signIn(app);
      const cases: [Record<string, unknown>, string][] = [
        [{ prompt: '  ' }, '请输入画面描述词'],
        [{ prompt: '画'.repeat(501) }, '画面描述词不能超过500字'],
        [{ styleId: undefined }, '请选择一种风格'],
        [{ styleId: 999 }, '所选风格不存在，请重新选择'],
        [{ size: '' }, '请选择图片尺寸'],
        [{ size: '512*512' }, '请选择图片尺寸'],
        [{ count: 5 }, '生成数量须为 1-4 张'],
        [{ count: 0 }, '生成数量须为 1-4 张'],
        [{ refStrength: 1.5 }, '参考强度须在 0-1 之间'],
        [{ refMode: 'inpaint' }, '参考方式仅支持参考内容或参考图片'],
      ];
      for (const [change, message] of cases) {
        expect((await send(app, contract.draw.taskAdd, drawInput(change), { token })).body, JSON.stringify(change)).toMatchObject({ code: 400, message });
      }
      expect((await send(app, contract.draw.taskList, { page: 1 }, { token })).body.data!.list).toEqual([]);
      // 500 characters are fine
      expect((await send(app, contract.draw.taskAdd, drawInput({ prompt: '画'.repeat(500), count: 1 }), { token })).body.code).toBe(200);
    });

    it('pages the works ten at a time, newest first, with hasMore false at the end (spec 02 §4, §9)', async () => {
      const { app } = server();
      const { token } = await signIn(app);
      const codes: string[] = [];
      for (let i = 0; i < 11; i++) codes.push((await send(app, contract.draw.taskAdd, drawInput({ count: 1, prompt: `第${i + 1}张` }), { token })).body.data!.taskCode);
      const first = (await send(app, contract.draw.taskList, {}, { token })).body.data!;
      expect(first.hasMore).toBe(true);
      expect(first.list.map((task) => task.taskCode)).toEqual(codes.slice(1).reverse());
      const second = (await send(app, contract.draw.taskList, { page: 2, pageSize: 10 }, { token })).body.data!;
      expect(second).toMatchObject({ hasMore: false });
      expect(second.list.map((task) => task.taskCode)).toEqual([codes[0]]);
      for (const code of codes) await settledDraw(app, token, code);
    });

    it('regenerates a finished or failed task as a new one with the same parameters; a task in progress cannot be', async () => {
      const { app } = server();
      const { token } = await signIn(app);
      sd.behaviour.failure = 'oom';
      const first = (await send(app, contract.draw.taskAdd, drawInput({ count: 1, size: '1280*720', styleId: 5 }), { token })).body.data!;
      const failed = await settledDraw(app, token, first.taskCode);
      // a failure card with the provider's reason (spec 02 §4: other values show the status text)
      expect(failed).toMatchObject({ taskStatus: 3, taskStatusText: '绘画服务显存不足，请减少张数或尺寸后重试', imageList: [] });

      sd.behaviour.failure = 'none';
      const hold = gate();
      sd.behaviour.held = hold.passed;
      const again = await send(app, contract.draw.taskRegenerate, { taskCode: first.taskCode }, { token });
      expect(again.body.code).toBe(200);
      const second = again.body.data!;
      expect(second.taskCode).not.toBe(first.taskCode);
      expect(second).toMatchObject({ styleId: 5, styleName: '赛博朋克', paramSize: '1280*720', paramNum: 1, paramPrompt: first.paramPrompt });
      expect((await send(app, contract.draw.taskRegenerate, { taskCode: second.taskCode }, { token })).body).toMatchObject({ code: 400, message: '任务尚未完成，请稍后再试' });
      hold.open();
      const done = await settledDraw(app, token, second.taskCode);
      expect(done.taskStatus).toBe(2);
      expect((await send(app, contract.draw.taskRegenerate, { taskCode: second.taskCode }, { token })).body.code).toBe(200);
      // the earlier tasks stay, newest first
      const list = (await send(app, contract.draw.taskList, {}, { token })).body.data!.list;
      expect(list.slice(1).map((task) => task.taskCode)).toEqual([second.taskCode, first.taskCode]);
      await settledDraw(app, token, list[0]!.taskCode);
    });

    it('keeps every task and picture its owner’s: others get 404, links are signed and expire, delete removes the pictures', async () => {
      const { app, clock } = server();
      const alice = await signIn(app);
      const bob = await signIn(app);
      const key = await uploadReference(app, alice.token, await referencePicture());
      const task = (await send(app, contract.draw.taskAdd, drawInput({ count: 1, refImage: key }), { token: alice.token })).body.data!;
      const done = await settledDraw(app, alice.token, task.taskCode);
      const [image] = done.imageList;

      for (const call of [contract.draw.taskCheck, contract.draw.taskRegenerate, contract.draw.taskDelete]) {
        expect((await send(app, call, { taskCode: task.taskCode }, { token: bob.token })).body).toMatchObject({ code: 404, message: '绘画任务不存在或已删除' });
      }
      expect((await send(app, contract.draw.taskList, {}, { token: bob.token })).body.data!.list).toEqual([]);
      // Alice's upload is not Bob's to draw from
      expect((await send(app, contract.draw.taskAdd, drawInput({ refImage: key }), { token: bob.token })).body).toMatchObject({ code: 400, message: '参考图片已失效，请重新上传' });
      // a picture is reached only through the link signed for its owner: another key, a changed signature or
      // an old link is refused
      expect((await fetchImage(app, image!.url)).status).toBe(200);
      const otherKey = image!.url.replace(/\/api\/draw\/image\/\d+\//, `/api/draw/image/${Number(/image\/(\d+)\//.exec(image!.url)![1]) + 1}/`);
      expect((await fetchImage(app, otherKey)).body).toMatchObject({ code: 403, message: '图片链接已失效，请刷新页面' });
      expect((await fetchImage(app, image!.url.replace(/s=[^&]{4}/, 's=AAAA'))).status).toBe(403);
      expect((await fetchImage(app, image!.url.split('?')[0]!)).status).toBe(403);
      clock.advance(3 * day);
      expect((await fetchImage(app, image!.url)).body).toMatchObject({ code: 403, message: '图片链接已失效，请刷新页面' });
      const fresh = (await send(app, contract.draw.taskCheck, { taskCode: task.taskCode }, { token: alice.token })).body.data!;
      expect((await fetchImage(app, fresh.imageList[0]!.url)).status).toBe(200);

      // spec 02 §8: delete (owner only) removes it from the list and its pictures and reference from storage
      expect((await send(app, contract.draw.taskDelete, { taskCode: task.taskCode }, { token: alice.token })).body).toMatchObject({ code: 200, data: null });
      expect((await send(app, contract.draw.taskList, {}, { token: alice.token })).body.data!.list).toEqual([]);
      expect((await fetchImage(app, fresh.imageList[0]!.url)).body).toMatchObject({ code: 404, message: '图片不存在或已删除' });
      expect(await app.storage.exists(key)).toBe(false);
      expect((await send(app, contract.draw.taskDelete, { taskCode: task.taskCode }, { token: alice.token })).body.code).toBe(404);
    });

    it('limits pictures a day by membership, server-side: failed drawings do not count, a new day starts again', async () => {
      const { app, clock } = server();
      const user = await signIn(app);
      const { token } = user;
      const codes: string[] = [];
      for (let i = 0; i < 3; i++) codes.push((await send(app, contract.draw.taskAdd, drawInput({ count: 4 }), { token })).body.data!.taskCode);
      expect((await send(app, contract.draw.options, undefined, { token })).body.data!.quota).toEqual({ perDay: 12, left: 0 });
      expect((await send(app, contract.draw.taskAdd, drawInput({ count: 1 }), { token })).body).toMatchObject({
        code: 402,
        message: '今日绘画额度已用完（每日12张），开通会员可获得更多额度',
      });
      // deleting does not give pictures back
      await settledDraw(app, token, codes[0]!);
      await send(app, contract.draw.taskDelete, { taskCode: codes[0]! }, { token });
      expect((await send(app, contract.draw.taskAdd, drawInput({ count: 1 }), { token })).body.code).toBe(402);
      for (const code of codes.slice(1)) await settledDraw(app, token, code);

      clock.advance(day);
      sd.behaviour.failure = 'crash';
      const failed = (await send(app, contract.draw.taskAdd, drawInput({ count: 4 }), { token })).body.data!;
      expect((await settledDraw(app, token, failed.taskCode)).taskStatus).toBe(3);
      sd.behaviour.failure = 'none';
      for (const count of [4, 4, 2]) expect((await send(app, contract.draw.taskAdd, drawInput({ count }), { token })).body.code).toBe(200);
      expect((await send(app, contract.draw.taskAdd, drawInput({ count: 4 }), { token })).body).toMatchObject({ code: 402, message: '今日还可生成2张，请减少生成数量' });
      // members draw 100 a day
      await grantMembership(app, await userIdOf(app, user.phone));
      expect((await send(app, contract.draw.options, undefined, { token })).body.data!.quota).toEqual({ perDay: 100, left: 90 });
      const member = await send(app, contract.draw.taskAdd, drawInput({ count: 4 }), { token });
      expect(member.body.code).toBe(200);
      for (const task of (await send(app, contract.draw.taskList, {}, { token })).body.data!.list) await settledDraw(app, token, task.taskCode);
    });

    it('resumes a drawing whose worker died: the stale claim is queued again and drawn', async () => {
      const { app } = server();
      const { token } = await signIn(app);
      sd.behaviour.failure = 'hang';
      const task = (await send(app, contract.draw.taskAdd, drawInput({ count: 1 }), { token })).body.data!;
      // the worker holds it (1 running) while the provider hangs
      await expect.poll(async () => (await send(app, contract.draw.taskCheck, { taskCode: task.taskCode }, { token })).body.data!.taskStatus).toBe(1);
      // its process "dies": another worker id holds it and stops beating
      sd.behaviour.failure = 'none';
      await sql`update draw_tasks set locked_by = 'dead-worker', heartbeat_at = 0 where code = ${task.taskCode}`.execute(app.db);
      const done = await settledDraw(app, token, task.taskCode);
      expect(done).toMatchObject({ taskStatus: 2 });
      expect(done.imageList).toHaveLength(1);
      const row = await app.db.selectFrom('draw_tasks').select(['attempts', 'locked_by']).where('code', '=', task.taskCode).executeTakeFirstOrThrow();
      expect(row).toEqual({ attempts: 2, locked_by: null });
    });
  },
  {
    env: { DRAW_FREE_DAILY_IMAGES: '12' },
    // the real sd-webui adapter, configured for the local server (its address is known once it listens)
    overrides: () => ({ draw: createDrawProvider(loadDrawConfig({ DRAW_PROVIDER: 'sd-webui', DRAW_BASE_URL: sd.url })), jobs: queueTimings }),
  },
);
