import type { PromptItem } from './PromptCard';

const seeds: [string, string, string, string, string][] = [
  ['短视频开场钩子', '3秒抓住注意力', '为【主题】写5个短视频开场白，每个不超过20字，口语化，适合配音朗读。', 'Write 5 short-video hooks about [topic], under 20 characters each, conversational, easy to read aloud.', '短视频'],
  ['口播稿扩写', '把要点写成完整口播', '把以下要点扩写成一段60秒的口播稿，语气亲切，每句不超过25字：【要点】', 'Expand these points into a 60-second voice-over script, friendly tone, short sentences: [points]', '口播文案'],
  ['直播带货话术', '卖点、促单、逼单', '为【商品】写一段直播带货话术，包含开场、三个卖点、限时优惠和促单结尾。', 'Write a livestream sales script for [product]: opening, three selling points, a limited offer and a closing call to action.', '直播带货'],
  ['新闻导语', '一句话说清新闻', '把下面的新闻素材写成一段新闻播报导语，客观准确，约80字：【素材】', 'Turn this material into an 80-character news lead, objective and accurate: [material]', '新闻资讯'],
  ['有声书旁白', '营造画面感', '把这段小说改写成适合有声书朗读的旁白，保留情节，增强画面感和节奏：【原文】', 'Rewrite this passage as audiobook narration, keeping the plot and adding imagery and rhythm: [text]', '有声书'],
  ['广告语提炼', '好记好读', '为【品牌】提炼10条广告语，每条8到12字，押韵上口。', 'Write 10 slogans for [brand], 8-12 characters each, rhythmic and catchy.', '广告营销'],
];

/** Twelve prompts (a full page), from six written for the stories. */
export const storyPrompts: PromptItem[] = Array.from({ length: 12 }, (_, index) => {
  const [title, subtitle, promptZh, promptEn, category] = seeds[index % seeds.length]!;
  return { id: index + 1, title: index < seeds.length ? title : `${title} ${Math.floor(index / seeds.length) + 1}`, subtitle, promptZh, promptEn, category };
});

export const storyPromptCategories = ['口播文案', '短视频', '直播带货', '新闻资讯', '有声书', '广告营销', '课程讲解', '润色翻译'] as const;
