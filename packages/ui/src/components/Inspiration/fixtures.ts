import type { InspirationTemplate } from './InspirationGrid';

export const storyTemplates: InspirationTemplate[] = [
  { code: 'short-video', icon: 'video', title: '短视频口播', subtitle: '30秒到1分钟的口播稿，开头抓人', placeholder: '说说视频的主题、卖点和时长', demos: ['一家社区烘焙店的探店视频，60秒', '教大家三步做出拉花拿铁'], label: { id: 1, textColor: '#d4380d', bgColor: '#fff2e8', value: '热门' } },
  { code: 'live-sales', icon: 'live', title: '直播带货', subtitle: '开场、卖点、促单一气呵成', placeholder: '商品名称、价格和优惠', demos: ['保温杯，原价129，直播间79'], label: { id: 2, textColor: '#cf1322', bgColor: '#fff1f0', value: '爆款' } },
  { code: 'product', icon: 'product', title: '产品介绍', subtitle: '把参数说成好处', placeholder: '产品名称和主要参数', demos: ['一款降噪耳机，续航40小时'], label: null },
  { code: 'audiobook', icon: 'book', title: '有声书旁白', subtitle: '有画面感的叙述', placeholder: '故事的情节或原文', demos: ['雨夜，侦探走进一家老当铺'], label: { id: 3, textColor: '#1d39c4', bgColor: '#f0f5ff', value: '新' } },
  { code: 'news', icon: 'news', title: '新闻播报', subtitle: '客观准确，适合播音', placeholder: '新闻素材', demos: ['本市新开通三条公交线路'], label: null },
  { code: 'course', icon: 'course', title: '课程讲解', subtitle: '把知识讲清楚', placeholder: '课程主题和听众', demos: ['给初中生讲光合作用'], label: null },
  { code: 'ad', icon: 'ad', title: '广告配音', subtitle: '15秒广告，句句有力', placeholder: '品牌和想传达的一句话', demos: ['新开业的健身房，首月免费'], label: null },
  { code: 'festival', icon: 'festival', title: '节日祝福', subtitle: '温暖真诚的祝福语', placeholder: '节日和送给谁', demos: ['春节，送给公司客户'], label: null },
];
