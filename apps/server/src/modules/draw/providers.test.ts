// Both drawing adapters wired end to end from the environment (DRAW_* → config → provider plugin → task →
// queue → local protocol server → storage → signed picture), and the studio with no provider configured.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@peiyin/api-client';
import { batchColors, centreColor, near, rgb } from '../../providers/draw/testServer.ts';
import { startOpenAiImagesServer, startSdWebuiServer, type DrawServer } from '../../testing/drawServers.ts';
import { databaseKinds, send, signIn, startServer, type TestServer } from '../../testing/harness.ts';
import { drawInput, fetchImage, queueTimings, referencePicture, settledDraw, uploadReference } from './fixtures.ts';

let sd: DrawServer;
let openai: DrawServer;
beforeAll(async () => {
  [sd, openai] = await Promise.all([startSdWebuiServer(), startOpenAiImagesServer('sk-local-test')]);
});
afterAll(async () => {
  await Promise.all([sd.close(), openai.close()]);
});

for (const kind of databaseKinds) {
  describe(`drawing providers from the environment [${kind}]`, () => {
    const servers: (TestServer & { stop: () => Promise<void> })[] = [];
    afterAll(async () => {
      await Promise.all(servers.map((server) => server.stop()));
    });
    const start = async (env: Record<string, string>) => {
      const server = await startServer(kind, { env, overrides: () => ({ jobs: queueTimings }) });
      servers.push(server);
      return server;
    };

    it('sd-webui: DRAW_PROVIDER=sd-webui draws a batch with txt2img and a repaint with img2img', async () => {
      const { app } = await start({ DRAW_PROVIDER: 'sd-webui', DRAW_BASE_URL: sd.url, DRAW_SD_STEPS: '12', DRAW_SD_SAMPLER: 'DPM++ 2M' });
      const { token } = await signIn(app);
      expect((await send(app, contract.draw.options, undefined, { token })).body.data!.provider).toEqual({ configured: true, name: 'sd-webui' });
      const task = (await send(app, contract.draw.taskAdd, drawInput({ size: '1024*1024', count: 3, styleId: 7 }), { token })).body.data!;
      const done = await settledDraw(app, token, task.taskCode);
      expect(done.imageList).toHaveLength(3);
      expect(sd.drawings().at(-1)).toMatchObject({
        path: '/sdapi/v1/txt2img',
        body: { width: 1024, height: 1024, batch_size: 3, steps: 12, sampler_name: 'DPM++ 2M' },
      });
      expect(String(sd.drawings().at(-1)!.body['prompt'])).toContain('pixel art');
      const third = await fetchImage(app, done.imageList[2]!.url);
      expect(near(await centreColor(third.bytes), rgb(batchColors[2]!))).toBe(true);

      const key = await uploadReference(app, token, await referencePicture('#884400', 'jpeg'), 'photo.jpeg');
      const repaint = (await send(app, contract.draw.taskAdd, drawInput({ count: 1, refImage: key, refMode: 'repaint', refStrength: 0.8 }), { token })).body.data!;
      expect((await settledDraw(app, token, repaint.taskCode)).taskStatus).toBe(2);
      expect(sd.drawings().at(-1)).toMatchObject({ path: '/sdapi/v1/img2img', body: { denoising_strength: 0.8, width: 720, height: 1280 } });
    });

    it('openai-compatible: DRAW_PROVIDER=openai asks generations (edits with a reference) with the key, and crops to the asked size', async () => {
      const { app } = await start({ DRAW_PROVIDER: 'openai', DRAW_BASE_URL: `${openai.url}/v1`, DRAW_API_KEY: 'sk-local-test', DRAW_MODEL: 'gpt-image-1' });
      const { token } = await signIn(app);
      expect((await send(app, contract.draw.options, undefined, { token })).body.data!.provider).toEqual({ configured: true, name: 'openai' });
      const task = (await send(app, contract.draw.taskAdd, drawInput({ count: 2 }), { token })).body.data!;
      const done = await settledDraw(app, token, task.taskCode);
      expect(done.taskStatus).toBe(2);
      // gpt-image-1 makes 1024×1536 for a tall picture; the studio crops it to exactly 720×1280
      expect(openai.drawings().at(-1)).toMatchObject({ path: '/v1/images/generations', body: { model: 'gpt-image-1', n: 2, size: '1024x1536' } });
      expect(done.notes).toEqual(['该模型只能生成 1024×1536，已缩放裁剪为 720×1280']);
      for (const image of done.imageList) {
        const meta = await sharp((await fetchImage(app, image.url)).bytes).metadata();
        expect([meta.width, meta.height]).toEqual([720, 1280]);
      }

      const key = await uploadReference(app, token, await referencePicture('#118844'));
      const edited = (await send(app, contract.draw.taskAdd, drawInput({ count: 1, size: '1280*720', refImage: key }), { token })).body.data!;
      expect((await settledDraw(app, token, edited.taskCode)).taskStatus).toBe(2);
      expect(openai.drawings().at(-1)).toMatchObject({
        path: '/v1/images/edits',
        body: { model: 'gpt-image-1', n: '1', size: '1536x1024', image: { file: 'reference.png', type: 'image/png' } },
      });

      // the provider's refusal is the card's reason
      openai.behaviour.failure = 'content-policy';
      try {
        const refused = (await send(app, contract.draw.taskAdd, drawInput({ count: 1 }), { token })).body.data!;
        expect(await settledDraw(app, token, refused.taskCode)).toMatchObject({ taskStatus: 3, taskStatusText: '画面描述未通过内容安全审核，请修改后重试' });
      } finally {
        openai.behaviour.failure = 'none';
      }
    });

    it('without DRAW_PROVIDER: the options say so, and every drawing call answers how to configure one', async () => {
      const { app } = await start({});
      const { token } = await signIn(app);
      const options = (await send(app, contract.draw.options, undefined, { token })).body.data!;
      expect(options.provider).toEqual({ configured: false, name: 'none' });
      expect(options.styleList.length).toBeGreaterThanOrEqual(8);
      for (const answer of [
        await send(app, contract.draw.taskAdd, drawInput(), { token }),
        await send(app, contract.draw.ossPolicy, { filename: 'a.png' }, { token }),
      ]) {
        expect(answer.body.code).toBe(503);
        expect(answer.body.message).toBe('本站暂未开通AI绘画，暂时不能生成图片。');
      }
      expect((await send(app, contract.draw.taskList, {}, { token })).body.data).toEqual({ list: [], hasMore: false });
    });
  });
}
