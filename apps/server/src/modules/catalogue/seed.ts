import { avatarPath } from '../../assets/svg.ts';
import type { AvatarPersona } from '../../assets/avatars.ts';
import type { Db } from '../../db/index.ts';

/// Prosody presets standing in for emotions on engines without real styles (espeak): the catalogue
/// says so in each template's subtitle. Azure anchors would carry a real `style` instead.
const presetTemplates = [
  { key: 1, title: '标准', subtitle: '自然朗读（语调预设）', pitch: 0, speed: 1, volume: 100 },
  { key: 2, title: '欢快', subtitle: '音调略高、语速稍快的语调预设', pitch: 60, speed: 1.12, volume: 100 },
  { key: 3, title: '沉稳', subtitle: '音调略低、语速放缓的语调预设', pitch: -50, speed: 0.9, volume: 100 },
  { key: 4, title: '激昂', subtitle: '音调偏高、语速较快、音量饱满的语调预设', pitch: 90, speed: 1.2, volume: 100 },
  { key: 5, title: '温柔', subtitle: '音调略高、语速放缓、音量稍轻的语调预设', pitch: 20, speed: 0.92, volume: 90 },
  { key: 6, title: '严肃', subtitle: '音调偏低、语速平稳的语调预设', pitch: -30, speed: 0.95, volume: 100 },
] as const;

/// The text each template's sample audio reads: three sentences, so a listener hears how the voice carries a
/// paragraph (issue 27: every sample was one sentence).
const templateContent: Record<string, string> = {
  标准: '你好，欢迎使用配音工作室。输入文字，选择主播，就能听到配音。短视频、课程和有声书，都可以轻松完成。',
  欢快: '今天阳光明媚，我们一起出发吧！路边的花都开了，小鸟也在唱歌。这真是一个适合出游的好日子！',
  沉稳: '稳扎稳打，才能走得更远。每一次选择，都值得认真思考。时间会证明，坚持是最好的答案。',
  激昂: '全场五折，机会只有一次！新品首发，限量抢购。错过今天，再等一年！',
  温柔: '晚安，愿你做个好梦。今天辛苦了，把烦恼放一放。明天醒来，又是新的一天。',
  严肃: '请各位注意，会议马上开始。请将手机调至静音。会议期间，请勿随意走动。',
};

/// The sample text of a 标准 style, for the anchors other engines bring (engineAnchors.ts).
export const STANDARD_SAMPLE_TEXT = templateContent['标准']!;

/// Roles rendered as documented prosody presets on espeak (see `rolePresets`); names follow Azure's
/// role values so the same catalogue works with Azure voices.
const roles = [
  { key: 1, name: '女孩', value: 'Girl', persona: 'girl' },
  { key: 2, name: '男孩', value: 'Boy', persona: 'boy' },
  { key: 3, name: '老年男性', value: 'OlderAdultMale', persona: 'grandpa' },
  { key: 4, name: '老年女性', value: 'OlderAdultFemale', persona: 'grandma' },
] as const;

/// How an espeak voice plays a role: pitch offset (-500..500 scale) and speed factor.
export const rolePresets: Record<string, { pitch: number; speed: number }> = {
  Girl: { pitch: 150, speed: 1.08 },
  Boy: { pitch: 110, speed: 1.05 },
  OlderAdultMale: { pitch: -120, speed: 0.88 },
  OlderAdultFemale: { pitch: -60, speed: 0.9 },
};

/// Longer samples for the neural anchors (issue 24): several sentences each, so a listener hears how the
/// voice carries a paragraph, not one clause.
const templateContentNeural: Record<string, string> = {
  标准: '你好，欢迎使用配音工作室。输入文字，选择主播，几秒钟就能听到自然的配音。无论是短视频、有声书还是课程讲解，都可以轻松完成。',
  欢快: '今天阳光明媚，我们一起出发吧！路边的花都开了，微风吹在脸上。心情也跟着好了起来！',
  沉稳: '稳扎稳打，才能走得更远。每一次选择，都值得认真思考。时间会证明，坚持是最好的答案。',
  激昂: '全场五折，机会只有一次！新品首发，限量抢购。错过今天，再等一年！',
  温柔: '晚安，愿你做个好梦。今天辛苦了，把烦恼放一放。明天又是新的一天。',
  严肃: '请各位注意，会议马上开始。请将手机调至静音，按照座位表就座。谢谢大家的配合。',
};

/// English sample texts for the English anchors.
const templateContentEn: Record<string, string> = {
  标准: 'Hello, and welcome to the studio. Type your words and choose a voice. You will hear them in seconds.',
  欢快: 'What a sunny day, let us go! The flowers are out and the birds are singing. It is a perfect day for a trip!',
  沉稳: 'Step by step, we go further. Every choice deserves a careful thought. In the end, patience pays.',
  激昂: 'Half price today, do not miss it! New arrivals, limited stock. Come and get yours now!',
  温柔: 'Good night, and sweet dreams. You did well today. Tomorrow is a brand new day.',
  严肃: 'Attention please, the meeting begins now. Please switch your phones to silent. Thank you.',
};

/// What the templates and the gallery read before issue 27 (one sentence each): an install seeded then moves to the
/// longer texts where a row still reads what was seeded (an edited row is left alone).
const oneSentenceTemplates: Record<string, readonly string[]> = {
  标准: ['你好，欢迎使用配音工作室。', 'Hello, and welcome to the studio.'],
  欢快: ['今天阳光明媚，我们一起出发吧！', '今天阳光明媚，我们一起出发吧！路边的花都开了，微风吹在脸上，心情也跟着好了起来。', 'What a sunny day, let us go!'],
  沉稳: ['稳扎稳打，才能走得更远。', 'Step by step, we go further.'],
  激昂: ['全场五折，机会只有一次！', '全场五折，机会只有一次！新品首发，限量抢购，错过今天再等一年！', 'Half price today, do not miss it!'],
  温柔: ['晚安，愿你做个好梦。', '晚安，愿你做个好梦。今天辛苦了，把烦恼放一放，明天又是新的一天。', 'Good night, and sweet dreams.'],
  严肃: ['请各位注意，会议马上开始。', '请各位注意，会议马上开始。请将手机调至静音，按照座位表就座，谢谢配合。', 'Attention please, the meeting begins now.'],
};

/// Search tags (spec 02 §3). Languages and locales list only what the engine really speaks:
/// eSpeak NG's Mandarin, Cantonese and (American) English voices.
export const sortTags = [
  { id: 1, name: '综合' },
  { id: 2, name: '最热' },
  { id: 3, name: '最新' },
];
export const sceneTags = [
  { id: 1, name: '新闻' },
  { id: 2, name: '广告' },
  { id: 3, name: '有声书' },
  { id: 4, name: '短视频' },
  { id: 5, name: '客服' },
  { id: 6, name: '儿童' },
];
export const styleTags = presetTemplates.map((t) => ({ id: t.key, name: t.title }));
export const sexTags = [
  { id: 1, name: '男声' },
  { id: 2, name: '女声' },
];
export const languageTags = [
  { id: 1, name: '中文' },
  { id: 2, name: '英语' },
];
export const localesByLanguage: Record<number, { id: number; name: string }[]> = {
  1: [
    { id: 1, name: '普通话' },
    { id: 2, name: '粤语' },
  ],
  2: [{ id: 3, name: '美式英语' }],
};
/// Language and locale of an engine voice.
const localeOf = (voice: string) => (voice.startsWith('yue') ? { language: 1, locale: 2 } : voice.startsWith('en') ? { language: 2, locale: 3 } : { language: 1, locale: 1 });
const contentOf = (anchor: Pick<SeedAnchor, 'voice' | 'engine'>, title: string) =>
  (anchor.engine === 'kokoro' ? templateContentNeural : anchor.voice.startsWith('en') ? templateContentEn : templateContent)[title] ?? '';
export const aiLevelTags = [
  { id: 1, name: '普通' },
  { id: 2, name: '高级' },
  { id: 3, name: '情感' },
];
export const badgeText: Record<number, string> = { 0: '', 1: '热门', 2: '推荐', 3: '最新' };

interface SeedAnchor {
  id: number;
  name: string;
  /// The engine voice: an espeak variant, or a Kokoro voice with `engine: 'kokoro'` (espeak stands in for
  /// it while the Kokoro weights are missing: see the speech engines' `resolve`).
  voice: string;
  engine?: 'kokoro';
  sex: 1 | 2;
  /// 1 普通, 2 高级, 3 情感 (spec 02 §3: emotions are shown when aiLevel > 2).
  level: 1 | 2 | 3;
  description: string;
  roles: boolean;
  scenes: number[];
  badge: 0 | 1 | 2 | 3;
  hot: number;
  /// Template keys of `presetTemplates`.
  templates: number[];
  /// The anchor's own prosody over the shared voice (pitch -500..500, speed factor).
  pitch?: number;
  speed?: number;
}

/// The seeded anchors: over the espeak voices (providers/tts ESPEAK_VOICES) and, anchor 12 (the studio's
/// default) and 33-40, over Kokoro's eight Mandarin voices (KOKORO_VOICES). Anchors 19-28 reuse an espeak
/// voice with their own prosody preset, and their descriptions say so.
export const seededAnchors: readonly SeedAnchor[] = [
  { id: 11, name: '云朗', voice: 'cmn+m3', sex: 1, level: 3, description: '温和男声，适合旁白、解说与课程讲解', roles: true, scenes: [3, 1], badge: 2, hot: 880, templates: [1, 2, 3, 4] },
  { id: 12, name: '晓岚', voice: 'zf_xiaoxiao', engine: 'kokoro', sex: 2, level: 3, description: '亲切女声，适合短视频口播与有声读物', roles: true, scenes: [4, 3], badge: 1, hot: 990, templates: [1, 2, 3, 4] },
  { id: 13, name: '晓萱', voice: 'cmn+f3', sex: 2, level: 2, description: '明亮女声，适合广告促销与活动宣传', roles: false, scenes: [2, 4], badge: 0, hot: 640, templates: [1, 2, 3, 4] },
  { id: 14, name: '云深', voice: 'cmn+m7', sex: 1, level: 2, description: '低沉男声，适合纪录片与企业宣传', roles: false, scenes: [1, 2], badge: 0, hot: 520, templates: [1, 2, 3, 4] },
  { id: 15, name: '童童', voice: 'cmn+child-girl', sex: 2, level: 1, description: '女童声，适合儿童故事与绘本', roles: false, scenes: [6], badge: 3, hot: 410, templates: [1, 2, 3, 4] },
  { id: 16, name: '小宇', voice: 'cmn+child-boy', sex: 1, level: 1, description: '男童声，适合儿童故事与动画配音', roles: false, scenes: [6], badge: 0, hot: 380, templates: [1, 2, 3, 4] },
  { id: 17, name: '老陈', voice: 'cmn+grandpa', sex: 1, level: 1, description: '老年男声，适合回忆叙事与戏剧角色', roles: false, scenes: [3], badge: 0, hot: 300, templates: [1, 2, 3, 4] },
  { id: 18, name: '王奶奶', voice: 'cmn+grandma', sex: 2, level: 1, description: '老年女声，适合温情故事与生活类内容', roles: false, scenes: [3, 6], badge: 0, hot: 290, templates: [1, 2, 3, 4] },
  { id: 19, name: '正阳', voice: 'cmn+m3', sex: 1, level: 2, description: '端正男声，语速平稳，适合新闻播报与通知', roles: false, scenes: [1, 5], badge: 2, hot: 700, templates: [1, 6], pitch: -20, speed: 0.95 },
  { id: 20, name: '晓雯', voice: 'cmn+f2', sex: 2, level: 3, description: '活泼女声，适合短视频带货与广告口播', roles: true, scenes: [4, 2], badge: 1, hot: 950, templates: [1, 2, 3, 4, 5, 6], pitch: 20, speed: 1.05 },
  { id: 21, name: '晓月', voice: 'cmn+f3', sex: 2, level: 3, description: '柔和女声，语速舒缓，适合有声书与情感电台', roles: false, scenes: [3], badge: 3, hot: 560, templates: [1, 2, 3, 5, 6], pitch: -30, speed: 0.92 },
  { id: 22, name: '云飞', voice: 'cmn+m7', sex: 1, level: 2, description: '有力男声，节奏明快，适合广告与短视频', roles: false, scenes: [2, 4], badge: 0, hot: 470, templates: [1, 2, 4], pitch: 30, speed: 1.1 },
  { id: 23, name: '小美', voice: 'cmn+f3', sex: 2, level: 1, description: '清亮女声，适合客服语音与导航提示', roles: false, scenes: [5], badge: 0, hot: 330, templates: [1, 5], pitch: 40 },
  { id: 24, name: '贝贝', voice: 'cmn+child-girl', sex: 2, level: 2, description: '甜美女童声，适合儿歌、绘本与有声故事', roles: false, scenes: [6, 3], badge: 3, hot: 450, templates: [1, 2, 5], pitch: 20, speed: 0.95 },
  { id: 25, name: '乐乐', voice: 'cmn+child-boy', sex: 1, level: 3, description: '调皮男童声，适合儿童节目与趣味短视频', roles: false, scenes: [6, 4], badge: 2, hot: 500, templates: [1, 2, 3, 4] },
  { id: 26, name: '云帆', voice: 'cmn+m3', sex: 1, level: 1, description: '清朗男声，适合客服应答与资讯播报', roles: false, scenes: [5, 1], badge: 0, hot: 260, templates: [1, 6], pitch: 40, speed: 1.08 },
  { id: 27, name: '晓静', voice: 'cmn+f2', sex: 2, level: 2, description: '知性女声，适合新闻资讯与知识讲解', roles: false, scenes: [1, 3], badge: 0, hot: 420, templates: [1, 3, 6], pitch: -40, speed: 0.9 },
  { id: 28, name: '老周', voice: 'cmn+grandpa', sex: 1, level: 3, description: '醇厚老年男声，适合评书与历史故事', roles: true, scenes: [3], badge: 1, hot: 610, templates: [1, 2, 3, 6], speed: 0.95 },
  { id: 29, name: '阿珊', voice: 'yue+f2', sex: 2, level: 2, description: '粤语女声，适合粤语广告与客服语音', roles: false, scenes: [2, 5], badge: 3, hot: 340, templates: [1, 2, 5] },
  { id: 30, name: '阿明', voice: 'yue+m3', sex: 1, level: 1, description: '粤语男声，适合粤语资讯与短视频', roles: false, scenes: [1, 4], badge: 0, hot: 270, templates: [1, 3] },
  { id: 31, name: 'Emma', voice: 'en+f2', sex: 2, level: 2, description: '美式英语女声，适合英文短视频与少儿英语', roles: false, scenes: [4, 6], badge: 0, hot: 360, templates: [1, 2, 5] },
  { id: 32, name: 'James', voice: 'en+m3', sex: 1, level: 1, description: '美式英语男声，适合英文新闻与有声书', roles: false, scenes: [1, 3], badge: 0, hot: 250, templates: [1, 6] },
  { id: 33, name: '晓贝', voice: 'zf_xiaobei', engine: 'kokoro', sex: 2, level: 3, description: '温暖女声，适合有声书与情感电台', roles: false, scenes: [3, 4], badge: 3, hot: 930, templates: [1, 2, 3, 5] },
  { id: 34, name: '晓妮', voice: 'zf_xiaoni', engine: 'kokoro', sex: 2, level: 2, description: '清甜女声，适合短视频口播与广告', roles: false, scenes: [4, 2], badge: 3, hot: 910, templates: [1, 2, 4, 5] },
  { id: 35, name: '晓晓', voice: 'zf_xiaoxiao', engine: 'kokoro', sex: 2, level: 3, description: '自然女声，适合新闻资讯与知识讲解', roles: false, scenes: [1, 3], badge: 2, hot: 920, templates: [1, 3, 5, 6] },
  { id: 36, name: '晓伊', voice: 'zf_xiaoyi', engine: 'kokoro', sex: 2, level: 2, description: '亲和女声，适合客服语音与儿童故事', roles: false, scenes: [5, 6], badge: 3, hot: 870, templates: [1, 2, 5] },
  { id: 37, name: '云健', voice: 'zm_yunjian', engine: 'kokoro', sex: 1, level: 3, description: '浑厚男声，适合纪录片与企业宣传', roles: false, scenes: [1, 2], badge: 2, hot: 900, templates: [1, 3, 4, 6] },
  { id: 38, name: '云希', voice: 'zm_yunxi', engine: 'kokoro', sex: 1, level: 3, description: '阳光男声，适合短视频与广告口播', roles: false, scenes: [4, 2], badge: 3, hot: 940, templates: [1, 2, 3, 4] },
  { id: 39, name: '云夏', voice: 'zm_yunxia', engine: 'kokoro', sex: 1, level: 2, description: '少年感男声，适合动画配音与儿童节目', roles: false, scenes: [6, 4], badge: 3, hot: 860, templates: [1, 2, 5] },
  { id: 40, name: '云扬', voice: 'zm_yunyang', engine: 'kokoro', sex: 1, level: 3, description: '端正男声，适合新闻播报与有声书', roles: false, scenes: [1, 3], badge: 2, hot: 890, templates: [1, 3, 6] },
];

/// What an anchor's description adds about its voice, in plain words (issue 24: no engine names).
export function voiceNote(anchor: Pick<SeedAnchor, 'engine' | 'pitch' | 'speed'>): string {
  if (anchor.engine === 'kokoro') return '（自然真人感音色，情绪为语调预设）';
  return `（经典电子音，适合快速预览${anchor.pitch || anchor.speed ? '，音色为语调预设' : ''}，情绪为语调预设）`;
}
/// The note of earlier installs (before issue 24), replaced on the next start.
const oldVoiceNote = (anchor: Pick<SeedAnchor, 'pitch' | 'speed'>) => `（eSpeak NG 合成${anchor.pitch || anchor.speed ? '，音色为语调预设' : ''}，情绪为语调预设）`;

const clamp = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, x));

/// Whom an anchor's face shows: the persona its voice plays (a child, an elder), else by its sex.
export function anchorPersona(anchor: Pick<SeedAnchor, 'voice' | 'sex'>): AvatarPersona {
  if (anchor.voice.endsWith('child-girl')) return 'girl';
  if (anchor.voice.endsWith('child-boy')) return 'boy';
  if (anchor.voice.endsWith('grandpa')) return 'grandpa';
  if (anchor.voice.endsWith('grandma')) return 'grandma';
  return anchor.sex === 1 ? 'man' : 'woman';
}
const anchorAvatar = (anchor: SeedAnchor) => avatarPath(`anchor-${anchor.id}`, anchorPersona(anchor));

/// Installs seeded before the illustrated faces keep the abstract marks they were given: those (and only
/// those, never a picture set by hand) become the anchor's and the role's face.
async function refreshFaces(db: Db): Promise<void> {
  const rows = await db.selectFrom('anchors').select(['id', 'avatar']).execute();
  for (const anchor of seededAnchors) {
    const row = rows.find((r) => r.id === anchor.id);
    if (row && row.avatar === avatarPath(`anchor-${anchor.id}`)) {
      await db.updateTable('anchors').set({ avatar: anchorAvatar(anchor) }).where('id', '=', anchor.id).execute();
    }
  }
  for (const role of roles) {
    await db
      .updateTable('anchor_roles')
      .set({ avatar: avatarPath(`role-${role.value}`, role.persona) })
      .where('value', '=', role.value)
      .where('avatar', '=', avatarPath(`role-${role.value}`))
      .execute();
  }
}

/// Installs seeded before issue 24: the default anchor moves to its neural voice (with its longer samples)
/// and every seeded description loses the engine's name. Only rows still as they were seeded change.
async function refreshVoices(db: Db): Promise<void> {
  for (const anchor of seededAnchors) {
    const old = `${anchor.description}${oldVoiceNote(anchor)}`;
    await db.updateTable('anchors').set({ description: `${anchor.description}${voiceNote(anchor)}` }).where('id', '=', anchor.id).where('description', '=', old).execute();
    if (anchor.engine !== 'kokoro') continue;
    const moved = await db
      .updateTable('anchors')
      .set({ engine: 'kokoro', voice: anchor.voice })
      .where('id', '=', anchor.id)
      .where('engine', '=', 'espeak')
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) === 0) continue;
    for (const t of presetTemplates) {
      await db
        .updateTable('anchor_templates')
        .set({ content: contentOf(anchor, t.title) })
        .where('id', '=', anchor.id * 100 + t.key)
        .where('content', '=', contentOf({ voice: 'cmn', engine: undefined }, t.title))
        .execute();
    }
  }
}

/// The sample gallery (spec 02 §2.12): four per scene, each an anchor of that scene reading its own
/// short text with one of its templates.
export const seededSamples: readonly { scene: number; anchor: number; template: number; name: string; comment: string; text: string }[] = [
  { scene: 1, anchor: 19, template: 1, name: '早间新闻', comment: '新闻播报的开场', text: '各位观众早上好，欢迎收看早间新闻。今天是周一，本市早高峰车流平稳。地铁各线路运行正常，请大家合理安排出行。接下来，请看详细报道。' },
  { scene: 1, anchor: 27, template: 6, name: '天气预报', comment: '平稳清晰的天气播报', text: '明天全市多云转晴，气温回升。最高气温二十三度，最低气温十四度。早晚温差较大，请注意添加衣物。' },
  { scene: 1, anchor: 14, template: 3, name: '财经快讯', comment: '低沉稳重的财经资讯', text: '今日股市小幅上涨，成交量有所放大。科技板块表现活跃，消费板块小幅回调。分析人士认为，市场情绪正在逐步回暖。' },
  { scene: 1, anchor: 11, template: 1, name: '社区通知', comment: '温和的社区公告', text: '本周六上午将进行消防安全演练。届时警报响起，请大家不要惊慌。请按照楼道指示，从安全出口有序撤离。感谢各位居民的配合。' },
  { scene: 2, anchor: 20, template: 4, name: '促销口播', comment: '激昂的促销广告', text: '限时特惠，全场商品买一送一！活动仅限本周末两天。会员还可以再享九折优惠。心动不如行动，快来选购吧！' },
  { scene: 2, anchor: 13, template: 2, name: '新品上市', comment: '明亮欢快的新品广告', text: '全新口味，清爽上市，快来尝鲜吧！精选新鲜水果，入口清甜不腻。冰镇之后，风味更佳。现在购买，还有精美礼品相送！' },
  { scene: 2, anchor: 22, template: 4, name: '门店开业', comment: '有力的开业宣传', text: '盛大开业，前一百名顾客送好礼！开业三天，全场商品八折起。店内还有免费试吃和抽奖活动。欢迎大家带上家人朋友，一起来逛逛！' },
  { scene: 2, anchor: 14, template: 1, name: '品牌宣传', comment: '沉稳的企业宣传片', text: '二十年匠心，只为一杯好茶。我们走遍高山茶园，只选清明前的嫩芽。每一片茶叶，都经过十二道工序。一杯好茶，敬每一位懂茶的人。' },
  { scene: 3, anchor: 21, template: 5, name: '睡前故事', comment: '柔和舒缓的故事朗读', text: '从前，有一座安静的小山村。村子后面有一片大森林，森林里住着许多小动物。每天晚上，月亮都会悄悄爬上山顶。它会给每一扇窗户，送去温柔的光。' },
  { scene: 3, anchor: 28, template: 1, name: '评书片段', comment: '醇厚的评书腔调', text: '话说天下大势，分久必合，合久必分。列位看官，今天咱们就从这一段说起。只见那城门外尘土飞扬，一匹快马疾驰而来。欲知后事如何，且听下回分解。' },
  { scene: 3, anchor: 17, template: 3, name: '往事回忆', comment: '老年男声讲述往事', text: '那一年，我刚满十八岁。背着一个旧帆布包，我第一次离开家乡。火车开动的时候，母亲一直站在站台上。直到今天，我还记得她挥手的样子。' },
  { scene: 3, anchor: 12, template: 1, name: '散文朗读', comment: '亲切的散文朗读', text: '春天来了，柳树抽出了新芽。小河解冻了，河水哗哗地向前流着。田野里，农民伯伯开始忙着播种。到处都是一片生机勃勃的景象。' },
  { scene: 4, anchor: 12, template: 2, name: '开箱口播', comment: '短视频开箱的开场', text: '家人们，今天给大家开箱一款神器！包装非常简洁，拿在手里很有质感。打开一看，配件也给得特别齐全。用了一个星期，我真心推荐给大家！' },
  { scene: 4, anchor: 20, template: 2, name: '美食探店', comment: '活泼的探店解说', text: '这家小店的面条，真的绝了！汤头是用骨头熬了一整夜的。面条筋道爽滑，一口下去特别满足。老板说，这个味道已经坚持了三十年。' },
  { scene: 4, anchor: 25, template: 2, name: '趣味科普', comment: '童声趣味科普', text: '你知道吗？蜜蜂会跳舞哦！当一只蜜蜂找到了花蜜，它会飞回蜂巢跳一支舞。舞蹈的方向和快慢，告诉同伴花在哪里。是不是很神奇呀？' },
  { scene: 4, anchor: 22, template: 1, name: '运动打卡', comment: '明快的运动视频旁白', text: '坚持跑步第三十天，加油！今天跑了五公里，比第一天快了整整三分钟。清晨的风很舒服，路边的花也开了。明天继续，我们一起坚持！' },
  { scene: 5, anchor: 23, template: 1, name: '来电欢迎语', comment: '客服热线的欢迎语', text: '您好，欢迎致电客户服务中心。查询账单请按一，办理业务请按二。人工服务请按零。为了提升服务质量，您的通话可能会被录音。' },
  { scene: 5, anchor: 26, template: 1, name: '排队提示', comment: '清朗的排队提示音', text: '坐席正忙，请您稍候。您前面还有三位客户在等待。您也可以关注官方公众号，在线自助办理业务。感谢您的耐心等待。' },
  { scene: 5, anchor: 19, template: 6, name: '安全提醒', comment: '端正的安全提醒', text: '请妥善保管您的验证码，切勿告知他人。工作人员不会以任何理由向您索要验证码。如果接到可疑电话，请立即挂断。必要时请拨打官方客服热线核实。' },
  { scene: 5, anchor: 23, template: 5, name: '满意度回访', comment: '温柔的回访语音', text: '感谢您的耐心，请为本次服务评分。非常满意请按一，满意请按二，不满意请按三。您的评价将帮助我们做得更好。祝您生活愉快，再见。' },
  { scene: 6, anchor: 15, template: 2, name: '儿歌', comment: '女童声唱读儿歌', text: '小星星，亮晶晶，挂在天上放光明。一闪一闪眨眼睛，好像许多小眼睛。小星星，亮晶晶，陪我一起进梦里。' },
  { scene: 6, anchor: 24, template: 5, name: '绘本故事', comment: '甜美的绘本朗读', text: '小兔子找到了一根大大的胡萝卜。它抱也抱不动，拖也拖不走。这时，小松鼠和小刺猬跑过来帮忙。大家一起把胡萝卜运回了家，还分享了一顿美味的晚餐。' },
  { scene: 6, anchor: 16, template: 1, name: '识字卡片', comment: '男童声识字', text: '大山的山，小鸟的鸟。山上有棵大树，树上住着小鸟。小鸟每天早上唱歌，叫醒了山下的小朋友。我们一起来读一读吧！' },
  { scene: 6, anchor: 18, template: 1, name: '奶奶讲故事', comment: '温情的奶奶故事', text: '乖孩子，奶奶给你讲个故事。很久很久以前，村口有一棵老槐树。每到夏天，大家都在树下乘凉聊天。今天啊，奶奶就讲讲这棵老槐树的故事。' },
  { scene: 2, anchor: 29, template: 2, name: '粤语促销', comment: '粤语广告口播', text: '新店开张，全场八折，快啲嚟睇下！今个星期仲有买一送一。数量有限，卖完即止。记得带埋朋友一齐嚟啊！' },
  { scene: 1, anchor: 30, template: 1, name: '粤语新闻', comment: '粤语资讯播报', text: '各位观众，晚上好，欢迎收看新闻。今日天气晴朗，市民出行顺利。本地楼市成交保持平稳。以下系详细报道。' },
  { scene: 6, anchor: 31, template: 2, name: '英语儿歌', comment: '少儿英语启蒙', text: 'Twinkle, twinkle, little star. How I wonder what you are! Up above the world so high, like a diamond in the sky.' },
  { scene: 3, anchor: 32, template: 1, name: '英文故事', comment: '英文有声书开场', text: 'Once upon a time, there was a little village. It sat at the foot of a green mountain. Every morning, the children ran to the river to play. One day, they found something shining in the water.' },
];

/// The gallery's texts before issue 27, in `seededSamples`' order (see `oneSentenceTemplates`).
const oneSentenceSamples: readonly string[] = [
  '各位观众早上好，欢迎收看早间新闻。',
  '明天全市多云转晴，气温回升。',
  '今日股市小幅上涨，成交量有所放大。',
  '本周六上午将进行消防安全演练。',
  '限时特惠，全场商品买一送一！',
  '全新口味，清爽上市，快来尝鲜吧！',
  '盛大开业，前一百名顾客送好礼！',
  '二十年匠心，只为一杯好茶。',
  '从前，有一座安静的小山村。',
  '话说天下大势，分久必合。',
  '那一年，我刚满十八岁。',
  '春天来了，柳树抽出了新芽。',
  '家人们，今天给大家开箱一款神器！',
  '这家小店的面条，真的绝了！',
  '你知道吗？蜜蜂会跳舞哦！',
  '坚持跑步第三十天，加油！',
  '您好，欢迎致电客户服务中心。',
  '坐席正忙，请您稍候。',
  '请妥善保管您的验证码，切勿告知他人。',
  '感谢您的耐心，请为本次服务评分。',
  '小星星，亮晶晶，挂在天上放光明。',
  '小兔子找到了一根大大的胡萝卜。',
  '大山的山，小鸟的鸟。',
  '乖孩子，奶奶给你讲个故事。',
  '新店开张，全场八折，快啲嚟睇下！',
  '各位观众，晚上好，欢迎收看新闻。',
  'Twinkle, twinkle, little star.',
  'Once upon a time, there was a little village.',
];

/// Installs seeded before issue 27: templates and gallery samples still reading their one-sentence texts read the
/// longer ones. One statement per style and kind of voice, not per row: this runs on every start.
async function refreshSampleTexts(db: Db): Promise<void> {
  for (const t of presetTemplates) {
    const old = oneSentenceTemplates[t.title] ?? [];
    const byText = new Map<string, number[]>();
    for (const anchor of seededAnchors) {
      if (!anchor.templates.includes(t.key)) continue;
      const text = contentOf(anchor, t.title);
      byText.set(text, [...(byText.get(text) ?? []), anchor.id * 100 + t.key]);
    }
    for (const [text, ids] of byText) {
      await db.updateTable('anchor_templates').set({ content: text }).where('id', 'in', ids).where('content', 'in', [...old]).execute();
    }
  }
  for (const [index, sample] of seededSamples.entries()) {
    const before = oneSentenceSamples[index];
    if (before === undefined || before === sample.text) continue;
    await db.updateTable('samples').set({ text: sample.text }).where('id', '=', index + 1).where('text', '=', before).execute();
  }
}

/// Idempotent: adds the seeded anchors (with templates and roles) that are missing, refreshes their
/// filter fields, and fills the sample gallery when it is empty (spec 02 §3 anchors, templates, roles).
/// Sample audio is not synthesised here but on first request (see `sampleAudio`).
export async function seedCatalogue(db: Db): Promise<void> {
  await refreshFaces(db);
  await refreshSampleTexts(db);
  await refreshVoices(db);
  const rows = await db.selectFrom('anchors').select(['id', 'scenes']).execute();
  const present = new Set(rows.map((r) => r.id));
  const fresh = seededAnchors.filter((a) => !present.has(a.id));
  // Anchors seeded before the catalogue had filters (migration 0004) get their filter fields.
  const stale = seededAnchors.filter((a) => rows.some((r) => r.id === a.id && r.scenes === ''));
  const samples = await db.selectFrom('samples').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  if (fresh.length === 0 && stale.length === 0 && Number(samples.n) > 0) return;
  await db.transaction().execute(async (trx) => {
    for (const anchor of stale) {
      await trx
        .updateTable('anchors')
        .set({
          scenes: `,${anchor.scenes.join(',')},`,
          badge: anchor.badge,
          hot: anchor.hot,
          level: anchor.level,
          ai_level: anchor.level,
          language_id: localeOf(anchor.voice).language,
          locale_id: localeOf(anchor.voice).locale,
        })
        .where('id', '=', anchor.id)
        .execute();
      for (const t of presetTemplates) {
        await trx
          .updateTable('anchor_templates')
          .set({ content: contentOf(anchor, t.title) })
          .where('id', '=', anchor.id * 100 + t.key)
          .where('content', '=', '')
          .execute();
      }
    }
    for (const anchor of fresh) {
      const index = seededAnchors.indexOf(anchor);
      await trx
        .insertInto('anchors')
        .values({
          id: anchor.id,
          name: anchor.name,
          avatar: anchorAvatar(anchor),
          description: `${anchor.description}${voiceNote(anchor)}`,
          engine: anchor.engine ?? 'espeak',
          voice: anchor.voice,
          sex: anchor.sex,
          level: anchor.level,
          ai_level: anchor.level,
          sort: index + 1,
          scenes: `,${anchor.scenes.join(',')},`,
          badge: anchor.badge,
          hot: anchor.hot,
          language_id: localeOf(anchor.voice).language,
          locale_id: localeOf(anchor.voice).locale,
        })
        .execute();
      await trx
        .insertInto('anchor_templates')
        .values(
          presetTemplates
            .filter((t) => anchor.templates.includes(t.key))
            .map((t) => ({
              id: anchor.id * 100 + t.key,
              anchor_id: anchor.id,
              title: t.title,
              subtitle: t.subtitle,
              style: null,
              role: null,
              pitch_rate: clamp(t.pitch + (anchor.pitch ?? 0), -500, 500),
              speech_rate: Math.round(clamp(t.speed * (anchor.speed ?? 1), 0.5, 2) * 100) / 100,
              volume: t.volume,
              sample_rate: 16000,
              sort: t.key,
              content: contentOf(anchor, t.title),
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
              avatar: avatarPath(`role-${r.value}`, r.persona),
              sort: r.key,
            })),
          )
          .execute();
      }
    }
    if (Number(samples.n) === 0) {
      await trx
        .insertInto('samples')
        .values(
          seededSamples.map((s, i) => ({
            id: i + 1,
            scene_id: s.scene,
            name: s.name,
            comment: s.comment,
            anchor_id: s.anchor,
            template_id: s.anchor * 100 + s.template,
            text: s.text,
            sort: i + 1,
          })),
        )
        .execute();
    }
  });
}
