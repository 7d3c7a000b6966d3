import { avatarPath } from '../../assets/svg.ts';
import type { Db } from '../../db/index.ts';

/// Prosody presets standing in for emotions on engines without real styles (espeak): the catalogue
/// says so in each template's subtitle. Azure anchors would carry a real `style` instead.
const presetTemplates = [
  { key: 1, title: '标准', subtitle: '自然朗读（语调预设）', pitch: 0, speed: 1, volume: 100 },
  { key: 2, title: '欢快', subtitle: '音调略高、语速稍快的语调预设', pitch: 60, speed: 1.12, volume: 100 },
  { key: 3, title: '沉稳', subtitle: '音调略低、语速放缓的语调预设', pitch: -50, speed: 0.9, volume: 100 },
  { key: 4, title: '激昂', subtitle: '音调偏高、语速较快、音量饱满的语调预设', pitch: 90, speed: 1.2, volume: 100 },
] as const;

/// Roles rendered as documented prosody presets on espeak (see `rolePresets`); names follow Azure's
/// role values so the same catalogue works with Azure voices.
const roles = [
  { key: 1, name: '女孩', value: 'Girl' },
  { key: 2, name: '男孩', value: 'Boy' },
  { key: 3, name: '老年男性', value: 'OlderAdultMale' },
  { key: 4, name: '老年女性', value: 'OlderAdultFemale' },
] as const;

/// How an espeak voice plays a role: pitch offset (-500..500 scale) and speed factor.
export const rolePresets: Record<string, { pitch: number; speed: number }> = {
  Girl: { pitch: 150, speed: 1.08 },
  Boy: { pitch: 110, speed: 1.05 },
  OlderAdultMale: { pitch: -120, speed: 0.88 },
  OlderAdultFemale: { pitch: -60, speed: 0.9 },
};

/// The seeded anchors over the espeak voices (providers/tts ESPEAK_VOICES). Anchor 12 is the
/// studio's default anchor.
export const seededAnchors = [
  { id: 11, name: '云朗', voice: 'cmn+m3', sex: 1, level: 1, description: '温和男声，适合旁白、解说与课程讲解', roles: true },
  { id: 12, name: '晓岚', voice: 'cmn+f2', sex: 2, level: 1, description: '亲切女声，适合短视频口播与有声读物', roles: true },
  { id: 13, name: '晓萱', voice: 'cmn+f3', sex: 2, level: 2, description: '明亮女声，适合广告促销与活动宣传', roles: false },
  { id: 14, name: '云深', voice: 'cmn+m7', sex: 1, level: 2, description: '低沉男声，适合纪录片与企业宣传', roles: false },
  { id: 15, name: '童童', voice: 'cmn+child-girl', sex: 2, level: 1, description: '女童声，适合儿童故事与绘本', roles: false },
  { id: 16, name: '小宇', voice: 'cmn+child-boy', sex: 1, level: 1, description: '男童声，适合儿童故事与动画配音', roles: false },
  { id: 17, name: '老陈', voice: 'cmn+grandpa', sex: 1, level: 1, description: '老年男声，适合回忆叙事与戏剧角色', roles: false },
  { id: 18, name: '王奶奶', voice: 'cmn+grandma', sex: 2, level: 1, description: '老年女声，适合温情故事与生活类内容', roles: false },
] as const;

/// Idempotent: fills the anchor catalogue when it is empty (spec 02 §3 anchors, templates, roles).
export async function seedCatalogue(db: Db): Promise<void> {
  const existing = await db.selectFrom('anchors').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  if (Number(existing.n) > 0) return;
  await db.transaction().execute(async (trx) => {
    for (const [index, anchor] of seededAnchors.entries()) {
      await trx
        .insertInto('anchors')
        .values({
          id: anchor.id,
          name: anchor.name,
          avatar: avatarPath(`anchor-${anchor.id}`),
          description: `${anchor.description}（eSpeak NG 合成，情绪为语调预设）`,
          engine: 'espeak',
          voice: anchor.voice,
          sex: anchor.sex,
          level: anchor.level,
          ai_level: 3,
          sort: index + 1,
        })
        .execute();
      await trx
        .insertInto('anchor_templates')
        .values(
          presetTemplates.map((t) => ({
            id: anchor.id * 100 + t.key,
            anchor_id: anchor.id,
            title: t.title,
            subtitle: t.subtitle,
            style: null,
            role: null,
            pitch_rate: t.pitch,
            speech_rate: t.speed,
            volume: t.volume,
            sample_rate: 16000,
            sort: t.key,
          })),
        )
        .execute();
      if (anchor.roles) {
        await trx
          .insertInto('anchor_roles')
          .values(
            roles.map((r) => ({
              id: anchor.id * 100 + r.key,
              anchor_id: anchor.id,
              name: r.name,
              value: r.value,
              avatar: avatarPath(`role-${r.value}`),
              sort: r.key,
            })),
          )
          .execute();
      }
    }
  });
}
