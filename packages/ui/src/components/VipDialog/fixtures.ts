import type { LevelPrivileges, MembershipProduct } from './VipDialog';

/// The studio's built-in speech synthesis products (as /api/tts/vip/products answers them).
export const ttsProducts: MembershipProduct[] = [
  { id: 101, title: '高级会员·月卡', name: '高级会员', vipLevel: 2, days: 30, realPrice: 29.9, originPrice: 49, averagePrice: 1, promotion: '' },
  { id: 102, title: '高级会员·季卡', name: '高级会员', vipLevel: 2, days: 90, realPrice: 69, originPrice: 147, averagePrice: 0.77, promotion: '' },
  { id: 103, title: '高级会员·年卡', name: '高级会员', vipLevel: 2, days: 365, realPrice: 199, originPrice: 588, averagePrice: 0.55, promotion: '限时特惠' },
  { id: 111, title: '超级会员·月卡', name: '超级会员', vipLevel: 3, days: 30, realPrice: 49, originPrice: 79, averagePrice: 1.63, promotion: '' },
  { id: 112, title: '超级会员·年卡', name: '超级会员', vipLevel: 3, days: 365, realPrice: 299, originPrice: 948, averagePrice: 0.82, promotion: '最受欢迎' },
];

export const privileges: LevelPrivileges[] = [
  { vipLevel: 2, vipName: '高级会员', privileges: ['48k 高清音质音频', '免费使用全部情绪主播', '每日免费合成 80 次', '视频提取：支持大部分平台', '免费使用图片文字识别'] },
  { vipLevel: 3, vipName: '超级会员', privileges: ['48k 高清音质音频', '免费使用全部情绪主播', '每日免费合成 90 次', '视频提取：支持多平台', '免费使用图片文字识别'] },
];

export const recentPayments = ['138****8000 5分钟前开通了超级会员·年卡', '159****2266 1小时前开通了高级会员·月卡'];
