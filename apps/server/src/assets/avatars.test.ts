// Issue 10 item 7: every seeded anchor, role, custom anchor and home review has an illustrated face of the
// persona it stands for, drawn on our server (never an abstract mark, never a hot-linked picture).
import { expect, it } from 'vitest';
import { contract } from '@peiyin/api-client';
import { describeOnBothDatabases, send, signIn } from '../testing/harness.ts';
import { anchorPersona, seededAnchors, seedCatalogue } from '../modules/catalogue/seed.ts';
import { seed } from '../db/seed.ts';
import { avatarPath } from './svg.ts';

// DiceBear's personas are drawn on a 64 × 64 canvas; the old identicon marks on 100 × 100
const illustrated = /^<svg[^>]*viewBox="0 0 64 64"/;

describeOnBothDatabases('illustrated avatars', (server) => {
  const face = async (path: string) => {
    const answer = await server().app.inject({ method: 'GET', url: path });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(answer.headers['cache-control']).toContain('immutable');
    return answer.body;
  };

  it('gives every seeded anchor a face of the persona its voice plays, served by the studio and the same every time', async () => {
    const { app } = server();
    const { body } = await send(app, contract.anchor.search, { page: 1, pageSize: 30 });
    const listed = body.data!.list;
    expect(listed.length).toBe(seededAnchors.length);
    const pictures = new Set<string>();
    for (const anchor of listed) {
      const seeded = seededAnchors.find((a) => a.id === anchor.id)!;
      expect(anchor.avatar).toBe(`/api/assets/avatars/${anchorPersona(seeded)}/anchor-${anchor.id}.svg`);
      const svg = await face(anchor.avatar);
      expect(svg).toMatch(illustrated);
      expect(await face(anchor.avatar)).toBe(svg);
      pictures.add(svg);
    }
    // a face each
    expect(pictures.size).toBe(listed.length);
    // children, elders, men and women are all there
    expect(new Set(seededAnchors.map(anchorPersona))).toEqual(new Set(['man', 'woman', 'boy', 'girl', 'grandpa', 'grandma']));
  });

  it('gives roles, home reviews and custom anchors faces too; a custom anchor is another face of its base anchor\'s persona', async () => {
    const { app } = server();
    const detail = await send(app, contract.anchor.detail, { anchorId: 11, anchorType: 0 });
    const roles = detail.body.data!.roleList.filter((role) => role.value);
    expect(roles.map((role) => role.avatar)).toEqual(
      expect.arrayContaining(['/api/assets/avatars/girl/role-Girl.svg', '/api/assets/avatars/grandpa/role-OlderAdultMale.svg']),
    );
    for (const role of roles) expect(await face(role.avatar)).toMatch(illustrated);

    const reviews = (await send(app, contract.settings.homeComments)).body.data!;
    for (const review of reviews) expect(await face(review.avatar)).toMatch(illustrated);

    const user = await signIn(app);
    const added = await send(app, contract.anchor.customAdd, { name: '我的晓岚', comment: '口播', templateId: 1201, pitch: 0, speed: 1, volume: 100, text: '你好。' }, { token: user.token });
    const custom = added.body.data!;
    expect(custom.avatar).toBe(`/api/assets/avatars/woman/custom-${custom.id}.svg`);
    const listed = (await send(app, contract.anchor.customSearch, { page: 1, pageSize: 20 }, { token: user.token })).body.data!.list;
    expect(listed[0]!.avatar).toBe(custom.avatar);
    const customFace = await face(custom.avatar);
    expect(customFace).toMatch(illustrated);
    expect(customFace).not.toBe(await face('/api/assets/avatars/woman/anchor-12.svg'));
    // a user's own avatar is a face as well
    expect(await face(user.avatar!)).toMatch(illustrated);
  });

  it('turns the abstract marks of an earlier install into faces on the next start, and leaves a picture set by hand alone', async () => {
    const { app } = server();
    const db = app.db;
    await db.updateTable('anchors').set({ avatar: avatarPath('anchor-13') }).where('id', '=', 13).execute();
    await db.updateTable('anchors').set({ avatar: '/uploads/by-hand.png' }).where('id', '=', 14).execute();
    await db.updateTable('home_comments').set({ avatar: avatarPath('review-1') }).where('nickname', '=', '短视频小周').execute();
    await seedCatalogue(db);
    await seed(db, Date.now());
    const avatars = await db.selectFrom('anchors').select(['id', 'avatar']).where('id', 'in', [13, 14]).orderBy('id').execute();
    expect(avatars).toEqual([
      { id: 13, avatar: '/api/assets/avatars/woman/anchor-13.svg' },
      { id: 14, avatar: '/uploads/by-hand.png' },
    ]);
    const review = await db.selectFrom('home_comments').select('avatar').where('nickname', '=', '短视频小周').executeTakeFirstOrThrow();
    expect(review.avatar).toBe('/api/assets/avatars/man/review-1.svg');
  });

  it('answers 404 for an unknown persona or an overlong seed', async () => {
    const { app } = server();
    for (const url of ['/api/assets/avatars/robot/anchor-11.svg', `/api/assets/avatars/man/${'x'.repeat(80)}.svg`]) {
      const answer = await app.inject({ method: 'GET', url });
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toMatchObject({ code: 404 });
    }
  });
});
