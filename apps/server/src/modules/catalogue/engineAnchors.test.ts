// Voices of a configured DashScope CosyVoice engine become anchors of the catalogue, speak in the audition
// (through a local server speaking DashScope's protocol), say in Chinese what the service refused, and leave
// the lists when the engine is no longer configured.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { contract } from '@peiyin/api-client';
import { describeOnBothDatabases, secondServer, send, signIn } from '../../testing/harness.ts';
import { startDashscopeServer, type DashscopeServer } from '../../testing/dashscopeServer.ts';
import { settled, taskInput } from '../tasks/fixtures.ts';
import { ENGINE_ANCHOR_BASE_ID } from './engineAnchors.ts';

const KEY = 'sk-catalogue-test';
let cosy: DashscopeServer;
const env: Record<string, string> = {
  TTS_ENGINES: 'espeak,dashscope',
  DASHSCOPE_API_KEY: KEY,
  DASHSCOPE_TTS_VOICES: 'longxiaochun_v2:龙小淳:女,longcheng_v2:龙橙:男',
};
beforeAll(async () => {
  cosy = await startDashscopeServer(KEY);
  env['DASHSCOPE_TTS_URL'] = cosy.url;
});
afterAll(() => cosy.close());

const searchAll = { page: 1, pageSize: 200, sort: 1, sceneId: 0, styleId: 0, languageId: 0, localeId: 0, sex: 0, aiLevel: 0 };

describeOnBothDatabases(
  'anchors of configured engines',
  (server) => {
    it('lists each configured CosyVoice voice as an anchor with where it comes from', async () => {
      const { app } = server();
      const found = await send(app, contract.anchor.search, searchAll);
      const cosyAnchors = found.body.data.list.filter((a) => a.id > ENGINE_ANCHOR_BASE_ID);
      expect(cosyAnchors.map((a) => [a.name, a.description])).toEqual([
        ['龙小淳', '阿里云百炼 CosyVoice（cosyvoice-v2）的音色（情绪为语调预设）'],
        ['龙橙', '阿里云百炼 CosyVoice（cosyvoice-v2）的音色（情绪为语调预设）'],
      ]);
      // the seeded anchors are all still there: espeak's, and Kokoro's, which espeak speaks for while Kokoro is
      // not configured (the editor opens on anchor 12, a Kokoro voice)
      expect(found.body.data.list.filter((a) => a.id < 100)).toHaveLength(30);
      expect((await send(app, contract.anchor.detail, { anchorId: 12, anchorType: 0 })).body.code).toBe(200);
      const detail = await send(app, contract.anchor.detail, { anchorId: cosyAnchors[1]!.id, anchorType: 0 });
      expect(detail.body.data.templateList.map((t) => t.title)).toEqual(['标准']);
    });

    it('auditions a CosyVoice anchor through the service, and says in Chinese what it refused', async () => {
      const { app } = server();
      const user = await signIn(app);
      const anchors = (await send(app, contract.anchor.search, searchAll)).body.data.list;
      const cheng = anchors.find((a) => a.name === '龙橙')!;
      const before = cosy.tasks.length;
      const audio = await app.inject({ method: 'POST', url: contract.tts.audition.path, headers: { authorization: `Bearer ${user.token}` }, payload: { anchorId: cheng.id, text: '你好，我是龙橙。' } });
      expect(audio.statusCode).toBe(200);
      expect(audio.headers['content-type']).toBe('audio/mpeg');
      expect(audio.rawPayload.length).toBeGreaterThan(2000);
      const spoken = cosy.tasks.slice(before);
      // one task per planned clause, run side by side
      expect(spoken.map((t) => [t.parameters['voice'], t.texts.join('')]).sort()).toEqual([
        ['longcheng_v2', '你好，'],
        ['longcheng_v2', '我是龙橙。'],
      ]);
      expect(cosy.authorizations.at(-1)).toBe(`bearer ${KEY}`);

      const refused = await app.inject({ method: 'POST', url: contract.tts.audition.path, headers: { authorization: `Bearer ${user.token}` }, payload: { anchorId: cheng.id, text: '这句话有违禁词。' } });
      expect(refused.json()).toEqual({ code: 502, message: '试听失败！文本未通过阿里云内容安全审核，请修改后重试', data: null });
    });

    it('synthesises a task with a CosyVoice anchor, and fails one the service refuses with its reason in Chinese', async () => {
      const { app } = server();
      const user = await signIn(app);
      const anchors = (await send(app, contract.anchor.search, searchAll)).body.data.list;
      const xiaochun = anchors.find((a) => a.name === '龙小淳')!;
      const template = (await send(app, contract.anchor.detail, { anchorId: xiaochun.id, anchorType: 0 })).body.data.templateList[0]!.id;
      const add = (text: string) => send(app, contract.tts.taskAdd, taskInput({ anchorId: xiaochun.id, templateId: template, text }), { token: user.token });
      const fine = (await add('今天阳光很好。')).body.data.code!;
      const refused = (await add('这段文案有违禁词。')).body.data.code!;
      expect(await settled(app, user.token, fine)).toMatchObject({ status: 1, reason: null });
      expect(await settled(app, user.token, refused)).toMatchObject({ status: -1, reason: '文本未通过阿里云内容安全审核，请修改后重试' });
    });

    it('hides those anchors from a server where the engine is not configured, and shows them again when it is', async () => {
      const first = server();
      const plain = await secondServer(first);
      try {
        const list = (await send(plain, contract.anchor.search, searchAll)).body.data.list;
        expect(list.some((a) => a.id > ENGINE_ANCHOR_BASE_ID)).toBe(false);
        expect(list).toHaveLength(30);
      } finally {
        await plain.close();
      }
      const again = await secondServer(first, env);
      try {
        const list = (await send(again, contract.anchor.search, searchAll)).body.data.list;
        // the same anchors (same ids) come back, none added twice
        const ids = list.filter((a) => a.id > ENGINE_ANCHOR_BASE_ID).map((a) => a.id);
        const before = (await send(first.app, contract.anchor.search, searchAll)).body.data.list.filter((a) => a.id > ENGINE_ANCHOR_BASE_ID).map((a) => a.id);
        expect(ids).toEqual(before);
        expect(ids).toHaveLength(2);
      } finally {
        await again.close();
      }
    });
  },
  { env },
);
