import { activityBannerPath, avatarPath } from '../assets/svg.ts';
import type { AvatarPersona } from '../assets/avatars.ts';
import type { Db } from './index.ts';

/// Home reviews (spec 01 §2: two slides of three, six shown).
const reviews: ReadonlyArray<{ nickname: string; message: string; persona: AvatarPersona }> = [
  { nickname: '短视频小周', persona: 'man', message: '做口播视频再也不用自己录音了，情感主播读得比我还自然，一条视频省下半小时。' },
  { nickname: '有声书阿宁', persona: 'woman', message: '多角色配音太方便了，旁白和对白换不同主播，听众都说像广播剧。' },
  { nickname: '培训讲师老陈', persona: 'grandpa', message: '课件配音一次成稿，停顿和多音字都能单独调，专业术语终于不读错了。' },
  { nickname: '电商运营Mia', persona: 'woman', message: '商品讲解音频批量生成，语速音调随手调，店铺的转化明显好了。' },
  { nickname: '自媒体阿杰', persona: 'man', message: '文案提取加AI改写再配音，一条龙做完，效率翻倍，会员很值。' },
  { nickname: '播客主理人', persona: 'woman', message: '背景音乐和音效直接在编辑器里加，淡入淡出也能设，成品不用再进剪辑软件。' },
];

const day = 24 * 60 * 60 * 1000;

/// Idempotent catalogue seed, run after the migrations on every start: fills what is empty.
export async function seed(db: Db, now: number): Promise<void> {
  const comments = await db.selectFrom('home_comments').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const faceOf = (index: number) => avatarPath(`review-${index + 1}`, reviews[index]!.persona);
  if (Number(comments.n) === 0) {
    await db
      .insertInto('home_comments')
      .values(reviews.map(({ nickname, message }, index) => ({ nickname, message, avatar: faceOf(index), sort: index + 1 })))
      .execute();
  } else {
    // reviews seeded before the illustrated faces: their abstract marks become the reviewer's face
    for (const [index, review] of reviews.entries()) {
      await db
        .updateTable('home_comments')
        .set({ avatar: faceOf(index) })
        .where('nickname', '=', review.nickname)
        .where('avatar', '=', avatarPath(`review-${index + 1}`))
        .execute();
    }
  }
  const activities = await db.selectFrom('activities').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  if (Number(activities.n) === 0) {
    // A window around the first start, so a fresh install shows the banner (spec 01 §2).
    await db
      .insertInto('activities')
      .values({
        name: '会员限时特惠',
        link: '/vip',
        image_path: activityBannerPath,
        position: 1,
        begin_time: now - day,
        end_time: now + 365 * day,
        closeable: 1,
      })
      .execute();
  }
}
