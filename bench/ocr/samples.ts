// The OCR bench's images (issue 16, tool 1): Chinese paragraphs set in the fonts a Debian machine has
// (fonts-noto-cjk: Noto Sans / Serif / Sans Mono CJK SC, regular and bold) at several sizes and colours,
// and a few made to look photographed (paper on a table, uneven light, noise, skew, blur, JPEG).
// The texts are written for this bench; the ground truth is the text as typed (line breaks aside).
// HANDWRITING_SAMPLES stand in for neat handwriting (no real handwriting data set can be fetched here):
// LXGW WenKai (霞鹜文楷, derived from a handwritten typeface; Debian `fonts-lxgw-wenkai`) in blue ink on
// ruled paper, every character turned, shifted and sized a little differently. Printed fonts with
// jitter are far more regular than a hand, so their figures are an upper bound for real handwriting.

export interface OcrSample {
  id: string;
  /// What the image shows, printed by the bench.
  label: string;
  text: string;
  font: 'sans' | 'serif' | 'mono' | 'kai';
  /// CSS px at device scale 1.
  size: number;
  bold?: boolean;
  /// Width of the text column in px.
  width?: number;
  lineHeight?: number;
  letterSpacing?: string;
  color?: string;
  background?: string;
  /// A sheet of paper photographed on a table: rotation in degrees, perspective tilt, noise, light falloff, blur.
  photo?: { rotate: number; tilt?: number; noise: number; blur: number; shadow: number };
  /// Handwriting stand-in: each character rotated up to ±rotate degrees, moved up to ±shift px
  /// vertically and scaled up to ±scale (a fraction), from a seeded random sequence.
  jitter?: { rotate: number; shift: number; scale: number };
  /// Ruled notebook paper: a faint line under every text line.
  ruled?: boolean;
  format?: 'png' | 'jpeg';
  /// Device pixels per CSS pixel (a phone photo or a high-density screenshot): 1 by default.
  scale?: number;
  /// JPEG quality 0-100.
  quality?: number;
}

export const TEXTS = {
  spring:
    '春天来了，公园里的桃花开得正艳。小明和妈妈一起去散步，他们看见湖面上有几只白色的天鹅。妈妈说：“今天的天气真好，我们下午再去图书馆借两本书吧！”小明高兴地点了点头。',
  news:
    '据气象部门预计，本周末我市将迎来一次明显降温过程，最低气温将降至零下三度。请广大市民及时添加衣物，注意防寒保暖，出行时留意路面结冰情况，确保交通安全。',
  recipe:
    '西红柿炒鸡蛋的做法：先把两个西红柿切成小块，再把三个鸡蛋打散，加入少许盐搅拌均匀。锅中倒油烧热，先炒鸡蛋，盛出备用；然后下西红柿翻炒出汁，最后倒入鸡蛋翻炒几下即可出锅。',
  story:
    '很久以前，山脚下住着一位老木匠。他做的桌椅结实又好看，村里人都喜欢找他帮忙。有一年冬天，一个迷路的孩子敲开了他的门，老木匠给孩子煮了一碗热汤，还用剩下的木头为他做了一只小木马。',
  science:
    '光在真空中的传播速度约为每秒三十万千米。太阳发出的光大约需要八分钟才能到达地球，所以我们看到的太阳，其实是它八分钟之前的样子。夜空中有些星星离我们非常遥远，它们的光要走上千年。',
  notice:
    '各位居民：因小区供水管道维修，明天上午八点至下午五点将暂停供水。请大家提前做好储水准备，给您带来的不便敬请谅解。如有疑问，请联系物业服务中心。',
  ad:
    '全新智能保温杯，采用双层真空设计，热水可保温十二小时，冷饮可保冷二十四小时。杯盖内置温度显示，轻轻一按就能看到水温，出门旅行、上班学习都是好帮手。',
  poem:
    '床前明月光，疑是地上霜。举头望明月，低头思故乡。白日依山尽，黄河入海流。欲穷千里目，更上一层楼。春眠不觉晓，处处闻啼鸟。夜来风雨声，花落知多少。',
  mixed:
    '我们用 Python 写了一个小工具，每天自动整理一千多张图片。它支持 PNG 和 JPEG 两种格式，处理完成后会把结果发送到团队的邮箱，大家第二天上班就能看到。',
  dialogue:
    '“你明天有空吗？”小李问。“有空啊，怎么了？”小王回答。“我们一起去看那场新上映的电影吧，听说故事特别感人。”“好呀，那就说定了，下午两点在电影院门口见！”',
  lesson:
    '学习一门新的语言，最重要的是坚持。每天花二十分钟听一段录音，跟着读几遍，再把新学的词语写下来。一个月以后，你会发现自己已经能听懂许多简单的对话了。',
  travel:
    '我们沿着弯弯曲曲的山路往上走，两旁是茂密的竹林，偶尔能听见远处传来的鸟叫声。走了大约两个小时，终于到达了山顶，眼前是一片翻滚的云海，大家都忍不住欢呼起来。',
} as const;

const photo = (rotate: number, noise: number, blur: number, shadow: number, tilt = 0) => ({ rotate, tilt, noise, blur, shadow });

export const SAMPLES: OcrSample[] = [
  { id: 'sans-16', label: '黑体 16px', text: TEXTS.spring, font: 'sans', size: 16 },
  { id: 'sans-20', label: '黑体 20px', text: TEXTS.news, font: 'sans', size: 20 },
  { id: 'sans-28', label: '黑体 28px', text: TEXTS.recipe, font: 'sans', size: 28, width: 720 },
  { id: 'sans-40', label: '黑体 40px', text: TEXTS.poem, font: 'sans', size: 40, width: 900 },
  { id: 'serif-16', label: '宋体 16px', text: TEXTS.story, font: 'serif', size: 16 },
  { id: 'serif-20', label: '宋体 20px', text: TEXTS.science, font: 'serif', size: 20 },
  { id: 'serif-28', label: '宋体 28px', text: TEXTS.notice, font: 'serif', size: 28, width: 720 },
  { id: 'serif-36', label: '宋体 36px', text: TEXTS.dialogue, font: 'serif', size: 36, width: 900 },
  { id: 'sans-bold-22', label: '黑体粗 22px', text: TEXTS.ad, font: 'sans', size: 22, bold: true },
  { id: 'serif-bold-24', label: '宋体粗 24px', text: TEXTS.lesson, font: 'serif', size: 24, bold: true },
  { id: 'sans-13', label: '黑体 13px（小字）', text: TEXTS.travel, font: 'sans', size: 13, width: 420 },
  { id: 'mono-18', label: '等宽 18px', text: TEXTS.notice, font: 'mono', size: 18 },
  { id: 'mixed-20', label: '中英混排 20px', text: TEXTS.mixed, font: 'sans', size: 20 },
  { id: 'white-on-blue', label: '白字蓝底 22px', text: TEXTS.spring, font: 'sans', size: 22, color: '#ffffff', background: '#1f3b73' },
  { id: 'grey-on-beige', label: '灰字米底 18px', text: TEXTS.story, font: 'serif', size: 18, color: '#6b6258', background: '#f3ead8' },
  { id: 'red-sans-24', label: '红字 24px', text: TEXTS.ad, font: 'sans', size: 24, color: '#c0262d' },
  { id: 'tight-lines', label: '行距 1.15', text: TEXTS.science, font: 'sans', size: 18, lineHeight: 1.15 },
  { id: 'spaced-letters', label: '字距加宽', text: TEXTS.lesson, font: 'serif', size: 20, letterSpacing: '0.25em' },
  { id: 'jpeg-q50', label: 'JPEG 质量 50', text: TEXTS.travel, font: 'sans', size: 18, format: 'jpeg', quality: 50 },
  { id: 'photo-straight', label: '拍照：纸张、光照不均、噪点', text: TEXTS.news, font: 'serif', size: 22, photo: photo(0.8, 0.25, 0.4, 0.35), format: 'jpeg', quality: 80 },
  { id: 'photo-skew-3', label: '拍照：倾斜 3°、噪点、模糊', text: TEXTS.recipe, font: 'sans', size: 22, photo: photo(3, 0.3, 0.6, 0.4), format: 'jpeg', quality: 75 },
  { id: 'photo-skew-neg', label: '拍照：倾斜 -2°、透视、暗角', text: TEXTS.dialogue, font: 'serif', size: 24, photo: photo(-2, 0.3, 0.5, 0.5, 10), format: 'jpeg', quality: 75 },
  { id: 'photo-dim', label: '拍照：光线暗、噪点重', text: TEXTS.lesson, font: 'sans', size: 24, photo: photo(1.5, 0.45, 0.7, 0.65), format: 'jpeg', quality: 70 },
  { id: 'photo-small', label: '拍照：小字、倾斜 1.5°', text: TEXTS.travel, font: 'serif', size: 16, photo: photo(-1.5, 0.3, 0.5, 0.45), format: 'jpeg', quality: 80 },
  // high resolution, as phones make them: characters of 50-100 px
  { id: 'screenshot-3x', label: '手机截图（3 倍像素）', text: TEXTS.science, font: 'sans', size: 18, scale: 3 },
  { id: 'phone-photo-4x', label: '手机拍照（4 倍像素）倾斜 3°', text: TEXTS.story, font: 'serif', size: 20, photo: photo(3, 0.3, 0.6, 0.4), format: 'jpeg', quality: 85, scale: 4 },
];

const hand = (rotate: number, shift: number, scale: number) => ({ rotate, shift, scale });
const INK = '#1d3f8f';

export const HANDWRITING_SAMPLES: OcrSample[] = [
  { id: 'hand-neat', label: '手写替身：文楷 蓝墨水 横线纸', text: TEXTS.spring, font: 'kai', size: 24, color: INK, jitter: hand(3, 1.5, 0.06), ruled: true },
  { id: 'hand-small', label: '手写替身：文楷 小字', text: TEXTS.notice, font: 'kai', size: 18, color: INK, jitter: hand(3, 1, 0.06), ruled: true },
  { id: 'hand-loose', label: '手写替身：文楷 字形歪斜大小不一', text: TEXTS.lesson, font: 'kai', size: 26, color: '#222222', jitter: hand(8, 3, 0.15), ruled: true },
  { id: 'hand-photo', label: '手写替身：拍照、倾斜、噪点', text: TEXTS.travel, font: 'kai', size: 24, color: INK, jitter: hand(5, 2, 0.1), ruled: true, photo: photo(-2, 0.3, 0.5, 0.45), format: 'jpeg', quality: 75 },
];
