// Options for the drawing stories: the studio's styles with their shipped pictures (served to Storybook from
// apps/server/assets/draw-styles) and the three sizes of spec 02 §3.
import type { DrawSizeChoice, DrawStyleChoice } from './drawForm';

const slugs = ['photo', 'ink', 'anime', 'cartoon3d', 'cyberpunk', 'oil', 'pixel', 'flat', 'watercolor', 'sketch', 'clay', 'poster'] as const;
const names = ['写实摄影', '国风水墨', '动漫', '3D 卡通', '赛博朋克', '油画', '像素风', '扁平插画', '水彩', '铅笔素描', '黏土', '复古海报'] as const;

export const storyStyles: DrawStyleChoice[] = slugs.map((slug, i) => ({ id: i + 1, name: names[i]!, pic: `/draw-styles/${slug}.png` }));

export const storySizes: DrawSizeChoice[] = [
  { name: '方图', ratio: '1:1', value: '1024*1024', width: 1024, height: 1024 },
  { name: '竖屏', ratio: '9:16', value: '720*1280', width: 720, height: 1280 },
  { name: '横屏', ratio: '16:9', value: '1280*720', width: 1280, height: 720 },
];

/** A picture to stand in for an upload or a drawing in the stories. */
export const storyPicture = (slug: (typeof slugs)[number]) => `/draw-styles/${slug}.png`;
