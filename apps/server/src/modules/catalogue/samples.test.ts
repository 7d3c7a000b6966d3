import { expect, it } from 'vitest';
import { contract } from '@peiyin/api-client';
import { describeOnBothDatabases, send } from '../../testing/harness.ts';
import { seedCatalogue, seededSamples } from './seed.ts';

const { anchor } = contract;

describeOnBothDatabases('sample gallery', (server) => {
  it('lists the scenes and at least 20 samples, filtered by scene, 20 per page', async () => {
    const { app } = server();
    const scenes = (await send(app, anchor.sampleScenes)).body.data!;
    expect(scenes.map((s) => s.name)).toEqual(['新闻', '广告', '有声书', '短视频', '客服', '儿童']);
    const all = await send(app, anchor.sampleSearch, { page: '1', pageSize: '20' });
    expect(all.body.code).toBe(200);
    expect(all.body.data!.total).toBeGreaterThanOrEqual(20);
    expect(all.body.data!.list).toHaveLength(20);
    const second = await send(app, anchor.sampleSearch, { page: '2' });
    expect(second.body.data!.list.length).toBe(all.body.data!.total - 20);
    for (const scene of scenes) {
      const page = (await send(app, anchor.sampleSearch, { sceneId: String(scene.id) })).body.data!;
      expect(page.total, scene.name).toBeGreaterThan(0);
      expect(page.total).toBeLessThan(all.body.data!.total);
      // every sample of a scene is spoken by an anchor of that scene
      for (const sample of page.list) {
        const detail = (await send(app, anchor.detail, { anchorId: String(sample.anchorId) })).body.data!;
        expect(detail.sceneList.map((s) => s.id)).toContain(scene.id);
        expect(detail.templateList.map((t) => t.id)).toContain(sample.templateId);
      }
    }
    for (const query of [{ pageSize: '30' }, { page: '0' }, { sceneId: 'x' }, { page: 'NaN' }]) {
      const bad = await send(app, anchor.sampleSearch, query);
      expect(bad.status, JSON.stringify(query)).toBe(400);
    }
  });

  it('serves real audio for a sample', async () => {
    const { app } = server();
    const sample = (await send(app, anchor.sampleSearch, { sceneId: '6' })).body.data!.list[0]!;
    expect(sample.templateText).not.toBe('');
    const redirect = await app.inject({ method: 'GET', url: sample.templateAudio });
    expect(redirect.statusCode).toBe(302);
    const file = await app.inject({ method: 'GET', url: redirect.headers.location as string });
    expect(file.headers['content-type']).toBe('audio/mpeg');
    expect(file.rawPayload.length).toBeGreaterThan(2000);
    expect((await app.inject({ method: 'GET', url: '/api/anchor/audio/sample/4242' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/anchor/audio/other/1' })).statusCode).toBe(404);
  }, 60_000);

  it('counts auditions and uses into hot; a use weighs more; unknown ids and events are refused', async () => {
    const { app } = server();
    const find = async (id: number) => (await send(app, anchor.sampleSearch, { page: '1' })).body.data!.list.find((s) => s.id === id)!;
    const before = await find(3);
    expect((await send(app, anchor.sampleReport, { id: '3', event: '1' })).body.code).toBe(200);
    const heard = await find(3);
    expect(heard.hot).toBe(before.hot + 1);
    expect(heard.hotText).toBe(String(heard.hot));
    expect((await send(app, anchor.sampleReport, { id: '3', event: '2' })).body.code).toBe(200);
    const used = await find(3);
    expect(used.hot - heard.hot).toBeGreaterThan(1);
    expect((await find(4)).hot).toBe(0);
    for (const query of [{ id: '4242', event: '1' }, { id: '3', event: '3' }, { id: 'NaN', event: '1' }, { id: '3' }]) {
      const bad = await send(app, anchor.sampleReport, query);
      expect(bad.status, JSON.stringify(query)).toBe(400);
    }
    expect((await send(app, anchor.sampleReport, { id: '4242', event: '1' })).body.message).toBe('样音不存在');
  });

  // issue 27: every sample was one sentence, too short to hear how a voice carries a paragraph
  it('reads three to five sentences in every gallery sample and every style sample', async () => {
    const { app } = server();
    const samples = [
      ...(await send(app, anchor.sampleSearch, { page: '1', pageSize: '20' })).body.data!.list,
      ...(await send(app, anchor.sampleSearch, { page: '2', pageSize: '20' })).body.data!.list,
    ];
    expect(samples.length).toBe(seededSamples.length);
    for (const sample of samples) expect(sentences(sample.templateText), sample.templateText).toBeGreaterThanOrEqual(3);
    for (const sample of samples) expect(sentences(sample.templateText), sample.templateText).toBeLessThanOrEqual(5);
    const anchors = await app.db.selectFrom('anchor_templates').select(['anchor_id', 'content']).execute();
    expect(anchors.length).toBeGreaterThan(100);
    for (const template of anchors) {
      expect([3, 4, 5], `${template.anchor_id}: ${template.content}`).toContain(sentences(template.content));
    }
  });

  it('moves an install seeded with the one-sentence samples to the longer ones on its next start, leaving edited rows alone', async () => {
    const { app } = server();
    const db = app.db;
    await db.updateTable('samples').set({ text: '各位观众早上好，欢迎收看早间新闻。' }).where('id', '=', 1).execute();
    await db.updateTable('samples').set({ text: '我自己改过的文字。' }).where('id', '=', 2).execute();
    await db.updateTable('anchor_templates').set({ content: '你好，欢迎使用配音工作室。' }).where('id', 'in', [1101, 1201]).execute();
    await db.updateTable('anchor_templates').set({ content: 'Hello, and welcome to the studio.' }).where('id', '=', 3101).execute();
    await seedCatalogue(db);
    const sample = async (id: number) => (await db.selectFrom('samples').select('text').where('id', '=', id).executeTakeFirstOrThrow()).text;
    const template = async (id: number) => (await db.selectFrom('anchor_templates').select('content').where('id', '=', id).executeTakeFirstOrThrow()).content;
    expect(await sample(1)).toBe(seededSamples[0]!.text);
    expect(await sample(2)).toBe('我自己改过的文字。');
    // an espeak anchor, a neural one and an English one, each its own kind of text
    expect(sentences(await template(1101))).toBe(3);
    expect(await template(1201)).toMatch(/^你好，欢迎使用配音工作室。输入文字，选择主播，几秒钟/);
    expect(await template(3101)).toMatch(/^Hello, and welcome to the studio\. Type/);
  });
});

/// Sentences of a sample text: Chinese ends them with 。！？, English with . ! ? before a space or the end.
function sentences(text: string): number {
  let count = 0;
  const chars = [...text.trim()];
  chars.forEach((ch, i) => {
    const next = chars[i + 1];
    // a run of marks (！？) ends one sentence
    if ('。！？'.includes(ch) && (next === undefined || !'。！？'.includes(next))) count += 1;
    else if ('.!?'.includes(ch) && (next === undefined || next === ' ')) count += 1;
  });
  return count;
}
