// Samples for the gallery stories: avatars are inline SVG so the pictures never wait on the network.
import type { GallerySample } from './SampleCard';

const avatar = (hue: number, letter: string) =>
  `data:image/svg+xml;utf8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="hsl(${hue},70%,60%)"/><text x="32" y="42" font-size="28" text-anchor="middle" fill="white" font-family="sans-serif">${letter}</text></svg>`,
  )}`;

export const storySamples: GallerySample[] = [
  {
    id: 1,
    name: '早间新闻播报',
    comment: '沉稳大气的新闻腔，适合资讯类短视频开场。',
    anchorId: 12,
    anchorName: '云健',
    anchorAvatar: avatar(230, 'Y'),
    templateId: 31,
    templateName: '新闻',
    templateText: '各位观众早上好，欢迎收看今天的早间新闻。',
    templateAudio: '/player-fixtures/sample-a.wav',
    hot: 1280,
    hotText: '1280',
  },
  {
    id: 2,
    name: '童话故事',
    comment: '温柔亲切，讲给孩子听的睡前故事。',
    anchorId: 14,
    anchorName: '晓萱',
    anchorAvatar: avatar(330, 'X'),
    templateId: 42,
    templateName: '温柔',
    templateText: '很久很久以前，森林里住着一只爱唱歌的小狐狸。',
    templateAudio: '/player-fixtures/sample-b.wav',
    hot: 0,
    hotText: '0',
  },
  {
    id: 3,
    name: '促销广告',
    comment: '热情洋溢的广告口播，限时优惠不容错过！这段文字很长，卡片只显示两行，其余部分以省略号结束。',
    anchorId: 15,
    anchorName: '云扬',
    anchorAvatar: avatar(30, 'Y'),
    templateId: 51,
    templateName: '激昂',
    templateText: '全场五折，仅限今天，快来抢购吧！',
    templateAudio: '/player-fixtures/sample-a.wav',
    hot: 23456,
    hotText: '2.3万',
  },
];
