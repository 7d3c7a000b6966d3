// Story fixtures of the catalogue: the server's tag lists, a page of anchors (system and custom), and
// details with templates and roles. Avatars are inline SVG so screenshots never wait on the network; sample
// audio comes from the player fixtures the story server serves.
import type { AnchorFilterOptions, AnchorTag } from '../AnchorFilters';
import type { AnchorCardData } from './AnchorCard';
import type { AnchorDetailData } from '../AnchorDetailDialog';

const hues = ['#6c5cff', '#e5484d', '#16a06a', '#e8900c', '#3b82f6', '#b06af0', '#0ea5a4', '#c98a1c'];

/** A round SVG avatar with the first character of the name, as a data: URL. */
export function avatarOf(name: string, index: number): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${hues[index % hues.length]}"/><circle cx="32" cy="26" r="11" fill="#fff" fill-opacity="0.85"/><path d="M12 60c2-12 10-18 20-18s18 6 20 18z" fill="#fff" fill-opacity="0.85"/></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export const SAMPLE_A = '/player-fixtures/sample-a.wav';
export const SAMPLE_B = '/player-fixtures/sample-b.wav';

export const filterOptions: AnchorFilterOptions = {
  sortTagList: [
    { id: 1, name: '综合' },
    { id: 2, name: '最热' },
    { id: 3, name: '最新' },
  ],
  sceneTagList: [
    { id: 1, name: '新闻' },
    { id: 2, name: '广告' },
    { id: 3, name: '有声书' },
    { id: 4, name: '短视频' },
    { id: 5, name: '客服' },
    { id: 6, name: '儿童' },
  ],
  styleTagList: [
    { id: 1, name: '标准' },
    { id: 2, name: '欢快' },
    { id: 3, name: '沉稳' },
  ],
  sexTagList: [
    { id: 1, name: '男声' },
    { id: 2, name: '女声' },
  ],
  languageTagList: [
    { id: 1, name: '中文' },
    { id: 2, name: '英语' },
  ],
  aiLevelTagList: [
    { id: 1, name: '普通' },
    { id: 2, name: '高级' },
    { id: 3, name: '情感' },
  ],
};

export const localesOf: Record<number, AnchorTag[]> = {
  1: [
    { id: 1, name: '普通话' },
    { id: 2, name: '粤语' },
  ],
  2: [{ id: 3, name: '美式英语' }],
};

const scene = (id: number) => filterOptions.sceneTagList.find((t) => t.id === id)!;

interface Seed {
  id: number;
  name: string;
  sex: 1 | 2;
  level: number;
  recommend: number;
  scenes: number[];
  description: string;
  styleCount: number;
  roleCount: number;
  languageId?: number;
}

const seeds: Seed[] = [
  { id: 11, name: '云朗', sex: 1, level: 3, recommend: 2, scenes: [3, 1], description: '温和男声，适合旁白、解说与课程讲解', styleCount: 4, roleCount: 4 },
  { id: 12, name: '晓岚', sex: 2, level: 3, recommend: 1, scenes: [4, 3], description: '亲切女声，适合短视频口播与有声读物', styleCount: 4, roleCount: 4 },
  { id: 13, name: '晓萱', sex: 2, level: 2, recommend: 0, scenes: [2, 4], description: '明亮女声，适合广告促销与活动宣传', styleCount: 4, roleCount: 0 },
  { id: 14, name: '云深', sex: 1, level: 2, recommend: 0, scenes: [1, 2], description: '低沉男声，适合纪录片与企业宣传', styleCount: 4, roleCount: 0 },
  { id: 15, name: '童童', sex: 2, level: 1, recommend: 3, scenes: [6], description: '女童声，适合儿童故事与绘本', styleCount: 4, roleCount: 0 },
  { id: 16, name: '云飞', sex: 1, level: 1, recommend: 0, scenes: [5, 1], description: '清晰男声，适合客服播报', styleCount: 2, roleCount: 0 },
  { id: 17, name: '晓美', sex: 2, level: 1, recommend: 0, scenes: [5], description: '甜美女声，适合客服与导购', styleCount: 2, roleCount: 0 },
  { id: 18, name: 'Emma', sex: 2, level: 2, recommend: 3, scenes: [2, 4], description: 'American English female voice', styleCount: 3, roleCount: 0, languageId: 2 },
];

export const sexOf: Record<number, 1 | 2> = Object.fromEntries(seeds.map((s) => [s.id, s.sex]));
export const languageOf: Record<number, number> = Object.fromEntries(seeds.map((s) => [s.id, s.languageId ?? 1]));

const badgeNames: Record<number, string> = { 0: '', 1: '热门', 2: '推荐', 3: '最新' };

export const anchors: AnchorCardData[] = seeds.map((s, index) => ({
  id: s.id,
  anchorType: 0,
  name: s.name,
  avatar: avatarOf(s.name, index),
  audition: index % 2 === 0 ? SAMPLE_A : SAMPLE_B,
  description: s.description,
  level: s.level,
  recommend: s.recommend,
  recommendText: badgeNames[s.recommend] ?? '',
  styleCount: s.styleCount,
  roleCount: s.roleCount,
  sceneList: s.scenes.map(scene),
  favorite: s.id === 12,
}));

export const customAnchors: AnchorCardData[] = [
  {
    id: 3,
    anchorType: 1,
    name: '我的新闻腔',
    avatar: avatarOf('我', 5),
    audition: null,
    description: '晓岚·沉稳，语速稍慢，适合早间新闻',
    level: 3,
    recommend: 0,
    recommendText: '',
    styleCount: 0,
    roleCount: 0,
    sceneList: [],
    favorite: false,
  },
];

const template = (id: number, title: string, subtitle: string, content: string, pitchRate: number, speechRate: number, volume: number, audio: string) => ({
  id,
  title,
  subtitle,
  imagePath: avatarOf(title, id),
  filepath: audio,
  pitchRate,
  speechRate,
  volume,
  sampleRate: 16000,
  role: null,
  content,
});

/** Details by anchor id: 云朗 and 晓岚 have emotions and roles; the others only their standard template. */
export function detailOf(anchor: AnchorCardData): AnchorDetailData {
  const emotional = anchor.level > 2;
  const templateList = emotional
    ? [
        template(anchor.id * 10 + 1, '标准', '自然朗读（语调预设）', '你好，欢迎使用配音工作室。', 0, 1, 100, SAMPLE_A),
        template(anchor.id * 10 + 2, '欢快', '音调略高、语速稍快的语调预设', '今天阳光明媚，我们一起出发吧！', 60, 1.12, 100, SAMPLE_B),
        template(anchor.id * 10 + 3, '沉稳', '音调略低、语速放缓的语调预设', '稳扎稳打，才能走得更远。', -50, 0.9, 90, SAMPLE_A),
      ]
    : [template(anchor.id * 10 + 1, '标准', '自然朗读（语调预设）', '你好，欢迎使用配音工作室。', 0, 1, 100, SAMPLE_A)];
  const roleList =
    anchor.roleCount > 0
      ? [
          { id: 1, name: '女孩', value: 'Girl', avatar: avatarOf('女孩', 1) },
          { id: 2, name: '男孩', value: 'Boy', avatar: avatarOf('男孩', 2) },
          { id: 3, name: '老年男性', value: 'OlderAdultMale', avatar: avatarOf('老年男性', 3) },
        ]
      : [];
  return {
    id: anchor.id,
    name: anchor.name,
    avatar: anchor.avatar,
    desc: anchor.description,
    aiLevel: anchor.level,
    roleCount: roleList.length,
    sceneList: anchor.sceneList ?? [],
    favorite: anchor.favorite,
    templateList,
    roleList,
  };
}
