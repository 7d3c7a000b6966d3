import { expect, it } from 'vitest';
import { contract } from '@peiyin/api-client';
import { describeOnBothDatabases, send, signIn } from '../../testing/harness.ts';
import { seedCatalogue } from './seed.ts';

const { anchor } = contract;

const search = (extra: Record<string, unknown> = {}) => ({ page: 1, pageSize: 20, ...extra });

describeOnBothDatabases('anchor catalogue', (server) => {
  it('offers the search tags, every scene and level, and only the languages and locales the engine speaks', async () => {
    const { app } = server();
    const options = await send(app, anchor.options);
    expect(options.body.code).toBe(200);
    const data = options.body.data!;
    expect(data.sceneTagList.map((t) => t.name)).toEqual(['新闻', '广告', '有声书', '短视频', '客服', '儿童']);
    expect(data.aiLevelTagList.map((t) => t.name)).toEqual(['普通', '高级', '情感']);
    expect(data.sexTagList).toHaveLength(2);
    expect(data.languageTagList).toEqual([
      { id: 1, name: '中文' },
      { id: 2, name: '英语' },
    ]);
    expect(data.sortTagList.length).toBeGreaterThan(1);
    const locales = await send(app, anchor.localesByLanguage, { languageId: '1' });
    expect(locales.body.data!.map((l) => l.name)).toEqual(['普通话', '粤语']);
    expect((await send(app, anchor.localesByLanguage, { languageId: '9' })).body.data).toEqual([]);
    const bad = await send(app, anchor.localesByLanguage, { languageId: 'abc' });
    expect(bad.body.code).toBe(400);
  });

  it('seeds at least 16 anchors where every scene, sex, level and badge has anchors, default anchor 12 included', async () => {
    const { app } = server();
    const all = await send(app, anchor.search, search());
    expect(all.body.code).toBe(200);
    expect(all.body.data!.total).toBeGreaterThanOrEqual(16);
    const list = all.body.data!.list;
    expect(list.some((a) => a.id === 12)).toBe(true);
    for (const sceneId of [1, 2, 3, 4, 5, 6]) {
      const page = await send(app, anchor.search, search({ sceneId }));
      expect(page.body.data!.total, `scene ${sceneId}`).toBeGreaterThan(0);
    }
    for (const recommend of [1, 2, 3]) expect(list.some((a) => a.recommend === recommend && a.recommendText !== '')).toBe(true);
    for (const level of [1, 2, 3]) expect(list.some((a) => a.level === level)).toBe(true);
    for (const item of list) {
      expect(item.styleCount).toBeGreaterThanOrEqual(2);
      expect(item.styleCount).toBeLessThanOrEqual(6);
      expect(item.avatar).toMatch(/\.svg$/);
      expect(item.audition).toMatch(/^\/api\/anchor\/audio\/template\/\d+$/);
      expect(item.favorite).toBe(false);
    }
    expect(list.some((a) => a.roleCount > 0)).toBe(true);
  });

  it('filters really filter: scene + sex + level narrow to matching anchors only', async () => {
    const { app } = server();
    const all = (await send(app, anchor.search, search({ pageSize: 200 }))).body.data!;
    const page = await send(app, anchor.search, search({ sceneId: 3, sex: 2, aiLevel: 3 }));
    const found = page.body.data!;
    expect(found.total).toBeGreaterThan(0);
    expect(found.total).toBeLessThan(all.total);
    for (const item of found.list) {
      expect(item.sceneList.map((s) => s.name)).toContain('有声书');
      expect(item.level).toBe(3);
    }
    // sex is not in the list item: check through the complement
    const male = (await send(app, anchor.search, search({ sceneId: 3, sex: 1, aiLevel: 3 }))).body.data!;
    const ids = new Set(found.list.map((a) => a.id));
    expect(male.list.every((a) => !ids.has(a.id))).toBe(true);
    const either = (await send(app, anchor.search, search({ sceneId: 3, aiLevel: 3 }))).body.data!;
    expect(either.total).toBe(found.total + male.total);
    // Sort 最热 puts the hottest (a 热门 anchor) first; 最新 the newest id.
    const hot = (await send(app, anchor.search, search({ sort: 2 }))).body.data!.list;
    expect(hot[0]!.recommend).toBe(1);
    const newest = (await send(app, anchor.search, search({ sort: 3 }))).body.data!.list;
    expect(newest[0]!.id).toBe(Math.max(...all.list.map((a) => a.id)));
  });

  it('filters by language and locale, and the Cantonese and English anchors speak with their own voices', async () => {
    const { app } = server();
    const all = (await send(app, anchor.search, search({ pageSize: 200 }))).body.data!.total;
    const english = (await send(app, anchor.search, search({ languageId: 2 }))).body.data!;
    const cantonese = (await send(app, anchor.search, search({ languageId: 1, localeId: 2 }))).body.data!;
    const mandarin = (await send(app, anchor.search, search({ languageId: 1, localeId: 1, pageSize: 200 }))).body.data!;
    expect(english.list.map((a) => a.name).sort()).toEqual(['Emma', 'James']);
    expect(cantonese.list.map((a) => a.name).sort()).toEqual(['阿明', '阿珊']);
    expect(mandarin.total + english.total + cantonese.total).toBe(all);
    const emma = (await send(app, anchor.detail, { anchorId: String(english.list.find((a) => a.name === 'Emma')!.id) })).body.data!;
    expect(emma.templateList[0]!.content).toMatch(/^[A-Za-z ,.!]+$/);
    const redirect = await app.inject({ method: 'GET', url: emma.templateList[0]!.filepath });
    const file = await app.inject({ method: 'GET', url: redirect.headers.location as string });
    expect(file.headers['content-type']).toBe('audio/mpeg');
    expect(file.rawPayload.length).toBeGreaterThan(2000);
  }, 60_000);

  it('pages at 20, 30 or 200 only and refuses NaN or negative filters with an envelope error', async () => {
    const { app } = server();
    const twenty = await send(app, anchor.search, search({ pageSize: 20, page: 1 }));
    expect(twenty.body.data!.list.length).toBe(Math.min(20, twenty.body.data!.total));
    for (const bad of [{ pageSize: 10 }, { pageSize: 25 }, { pageSize: 'abc' }, { page: 0 }, { page: 'NaN' }, { sex: -1 }, { sceneId: 1.5 }]) {
      const answer = await send(app, anchor.search, search(bad));
      expect(answer.status, JSON.stringify(bad)).toBe(400);
      expect(answer.body.code).toBe(400);
    }
    const beyond = await send(app, anchor.search, search({ page: 99 }));
    expect(beyond.body.data).toMatchObject({ list: [] });
  });

  it('searches by name and asks for something to search when blank', async () => {
    const { app } = server();
    const found = await send(app, anchor.searchByName, { page: '1', name: '晓' });
    expect(found.body.code).toBe(200);
    expect(found.body.data!.total).toBeGreaterThan(1);
    expect(found.body.data!.list.every((a) => a.name.includes('晓'))).toBe(true);
    const none = await send(app, anchor.searchByName, { page: '1', name: '%' });
    expect(none.body.data).toEqual({ total: 0, list: [] });
    for (const name of ['', '   ']) {
      const blank = await send(app, anchor.searchByName, { page: '1', name });
      expect(blank.body).toMatchObject({ code: 400, message: '请输入搜索内容' });
    }
    const missing = await send(app, anchor.searchByName, { page: '1' });
    expect(missing.body).toMatchObject({ code: 400, message: '请输入搜索内容' });
  });

  it('details an anchor with templates (real sample audio) and roles; unknown ids answer 主播ID无法识别', async () => {
    const { app } = server();
    const detail = await send(app, anchor.detail, { anchorId: '12', anchorType: '0' });
    expect(detail.body.code).toBe(200);
    const data = detail.body.data!;
    expect(data).toMatchObject({ id: 12, name: '晓岚', aiLevel: 3, favorite: false });
    expect(data.roleCount).toBe(data.roleList.length);
    expect(data.roleCount).toBeGreaterThan(0);
    expect(data.templateList.length).toBeGreaterThanOrEqual(2);
    const first = data.templateList[0]!;
    expect(first.content).not.toBe('');
    expect(first.sampleRate).toBe(16000);

    const redirect = await app.inject({ method: 'GET', url: first.filepath });
    expect(redirect.statusCode).toBe(302);
    const file = await app.inject({ method: 'GET', url: redirect.headers.location as string });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('audio/mpeg');
    expect(file.rawPayload.length).toBeGreaterThan(2000);
    // The second request reuses the stored file.
    const again = await app.inject({ method: 'GET', url: first.filepath });
    expect(again.headers.location).toBe(redirect.headers.location);

    const missingAudio = await app.inject({ method: 'GET', url: '/api/anchor/audio/template/999999' });
    expect(missingAudio.statusCode).toBe(404);

    for (const anchorId of ['999', '0', 'abc', '-3']) {
      const unknown = await send(app, anchor.detail, { anchorId });
      expect(unknown.body.code, anchorId).toBe(400);
      expect(unknown.body.message).toBe(`主播ID无法识别：${anchorId === '999' ? 999 : anchorId === '0' ? 0 : anchorId}`);
    }
  }, 60_000);

  it('favourites change only for the caller, need login, and refuse custom or unknown anchors', async () => {
    const { app } = server();
    const alice = await signIn(app);
    const bob = await signIn(app);
    const denied = await send(app, anchor.favorite, { anchorId: 12 });
    expect(denied.body).toMatchObject({ code: 401, message: '请先登录您的账号！' });

    expect((await send(app, anchor.favorite, { anchorId: 12 }, { token: alice.token })).body.code).toBe(200);
    expect((await send(app, anchor.favorite, { anchorId: 12 }, { token: alice.token })).body.code).toBe(200);
    expect((await send(app, anchor.favorite, { anchorId: 20 }, { token: alice.token })).body.code).toBe(200);
    const mine = await send(app, anchor.favorites, { page: '1', pageSize: '30' }, { token: alice.token });
    expect(mine.body.data!.total).toBe(2);
    expect(mine.body.data!.list.every((a) => a.favorite)).toBe(true);
    expect((await send(app, anchor.favorites, {}, { token: bob.token })).body.data).toEqual({ total: 0, list: [] });

    const asAlice = await send(app, anchor.detail, { anchorId: '12' }, { token: alice.token });
    const asBob = await send(app, anchor.detail, { anchorId: '12' }, { token: bob.token });
    expect(asAlice.body.data!.favorite).toBe(true);
    expect(asBob.body.data!.favorite).toBe(false);
    const anonymousDetail = (await send(app, anchor.detail, { anchorId: '12' })).body;
    expect(anonymousDetail).toMatchObject({ code: 200, data: { id: 12, favorite: false } });
    expect(anonymousDetail.data!.templateList).toEqual(asAlice.body.data!.templateList);
    const listed = (await send(app, anchor.search, search(), { token: alice.token })).body.data!.list;
    expect(listed.find((a) => a.id === 12)!.favorite).toBe(true);
    // an anonymous page is written once and shared by every anonymous caller: it never carries a favourite
    const anonymous = await app.inject({ method: 'POST', url: '/api/anchor/search', payload: search() });
    expect(anonymous.headers['content-type']).toBe('application/json; charset=utf-8');
    const page = anonymous.json() as { code: number; data: { total: number; list: { id: number; favorite: boolean }[] } };
    expect(page.code).toBe(200);
    expect(page.data.list.find((a) => a.id === 12)!.favorite).toBe(false);
    expect(page.data.list.map((a) => a.id)).toEqual(listed.map((a) => a.id));
    expect((await app.inject({ method: 'POST', url: '/api/anchor/search', payload: search() })).body).toBe(anonymous.body);

    expect((await send(app, anchor.unfavorite, { anchorId: 12 }, { token: alice.token })).body.code).toBe(200);
    const after = await send(app, anchor.favorites, {}, { token: alice.token });
    expect(after.body.data!.list.map((a) => a.id)).toEqual([20]);

    const unknown = await send(app, anchor.favorite, { anchorId: 4242 }, { token: alice.token });
    expect(unknown.body).toMatchObject({ code: 400, message: '主播ID无法识别：4242' });
    const nan = await send(app, anchor.favorite, { anchorId: 'NaN' }, { token: alice.token });
    expect(nan.body).toMatchObject({ code: 400, message: '主播ID无法识别：NaN' });
    const custom = await send(app, anchor.favorite, { anchorId: 12, anchorType: 1 }, { token: alice.token });
    expect(custom.body).toMatchObject({ code: 400, message: '自定义主播不支持收藏' });
  });

  it('gives anchors seeded before the filters existed their scenes, badge and sample texts on the next start', async () => {
    const { app } = server();
    const db = app.db;
    // The state of a database seeded before migration 0004: no scenes, no template texts, no samples.
    await db.updateTable('anchors').set({ scenes: '', badge: 0 }).where('id', '=', 12).execute();
    await db.updateTable('anchor_templates').set({ content: '' }).where('anchor_id', '=', 12).execute();
    await db.deleteFrom('samples').execute();
    // the lists are answered from memory: who changes the catalogue's tables says so
    app.catalogue.invalidate();
    expect((await send(app, anchor.search, search({ sceneId: 4, pageSize: 200 }))).body.data!.list.some((a) => a.id === 12)).toBe(false);

    await seedCatalogue(db);
    app.catalogue.invalidate();
    const found = (await send(app, anchor.search, search({ sceneId: 4, pageSize: 200 }))).body.data!.list.find((a) => a.id === 12);
    expect(found).toMatchObject({ recommend: 1, recommendText: '热门' });
    const detail = (await send(app, anchor.detail, { anchorId: '12' })).body.data!;
    expect(detail.templateList.every((t) => t.content !== '')).toBe(true);
    expect((await send(app, anchor.sampleSearch, {})).body.data!.total).toBeGreaterThanOrEqual(20);
    // Seeding again changes nothing.
    const totals = async () => [(await send(app, anchor.search, search())).body.data!.total, (await send(app, anchor.sampleSearch, {})).body.data!.total];
    const before = await totals();
    await seedCatalogue(db);
    expect(await totals()).toEqual(before);
  });

  it('answers search and details from memory, the same as the tables say, until told of a change or a minute has passed (issue 14 §8)', async () => {
    const { app, clock } = server();
    const db = app.db;
    // Every filter and order, compared with the query the tables answer.
    const rows = await db.selectFrom('anchors').selectAll().execute();
    const titles = await db.selectFrom('anchor_templates').select(['anchor_id', 'title']).execute();
    const filters = [{}, { sceneId: 2 }, { sex: 2 }, { aiLevel: 3 }, { languageId: 2 }, { localeId: 2 }, { styleId: 1202 }, { sceneId: 1, sex: 1 }];
    const options = (await send(app, anchor.options)).body.data!;
    filters.push({ styleId: options.styleTagList[0]!.id });
    for (const filter of filters) {
      for (const sort of [1, 2, 3]) {
        const f = filter as Record<string, number>;
        const expected = rows
          .filter(
            (r) =>
              (!f['sceneId'] || r.scenes.includes(`,${f['sceneId']},`)) &&
              (!f['sex'] || r.sex === f['sex']) &&
              (!f['aiLevel'] || r.ai_level === f['aiLevel']) &&
              (!f['languageId'] || r.language_id === f['languageId']) &&
              (!f['localeId'] || r.locale_id === f['localeId']) &&
              (!f['styleId'] || titles.some((t) => t.anchor_id === r.id && t.title === options.styleTagList.find((s) => s.id === f['styleId'])?.name)),
          )
          .sort((a, b) => (sort === 2 ? b.hot - a.hot || a.id - b.id : sort === 3 ? b.id - a.id : a.sort - b.sort || a.id - b.id))
          .map((r) => r.id);
        const answer = (await send(app, anchor.search, search({ ...filter, sort, pageSize: 200 }))).body.data!;
        expect({ filter, sort, ids: answer.list.map((a) => a.id), total: answer.total }).toEqual({ filter, sort, ids: expected, total: expected.length });
      }
    }

    const before = (await send(app, anchor.detail, { anchorId: '12' })).body.data!;
    await db.updateTable('anchors').set({ name: '新名字' }).where('id', '=', 12).execute();
    // not told: the copy in memory still answers
    expect((await send(app, anchor.detail, { anchorId: '12' })).body.data!.name).toBe(before.name);
    app.catalogue.invalidate();
    expect((await send(app, anchor.detail, { anchorId: '12' })).body.data!.name).toBe('新名字');
    expect((await send(app, anchor.searchByName, { name: '新名字' })).body.data!.list.map((a) => a.id)).toEqual([12]);

    // a change made elsewhere (another process) shows after at most a minute
    await db.updateTable('anchors').set({ name: before.name }).where('id', '=', 12).execute();
    expect((await send(app, anchor.searchByName, { name: '新名字' })).body.data!.total).toBe(1);
    clock.advance(61_000);
    expect((await send(app, anchor.searchByName, { name: '新名字' })).body.data!.total).toBe(0);
    expect((await send(app, anchor.detail, { anchorId: '12' })).body.data!.name).toBe(before.name);

    // the caller's favourites are read per request
    const alice = await signIn(app);
    await send(app, anchor.favorite, { anchorId: 12, anchorType: 0 }, { token: alice.token });
    expect((await send(app, anchor.detail, { anchorId: '12' }, { token: alice.token })).body.data!.favorite).toBe(true);
    expect((await send(app, anchor.detail, { anchorId: '12' })).body.data!.favorite).toBe(false);
    const listed = (await send(app, anchor.search, search({ pageSize: 200 }), { token: alice.token })).body.data!.list;
    expect(listed.filter((a) => a.favorite).map((a) => a.id)).toEqual([12]);
  });
});
