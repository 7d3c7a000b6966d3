// Site-wide facts a deployer may change: filing number, service QR targets, footer and agreement links.
import type { QrEntry } from '@peiyin/ui';

const origin = typeof window === 'undefined' ? '' : window.location.origin;

/** ICP filing number shown in the footer (spec 01 §2). Set VITE_FILING_NUMBER when deploying in mainland China. */
export const filingNumber = import.meta.env.VITE_FILING_NUMBER ?? '京ICP备00000000号-1';

/** Service WeChat QR codes: what each encodes is configurable; by default they lead to the help center's contact section. */
export const serviceQrs: QrEntry[] = [
  { label: '客服微信 1', value: import.meta.env.VITE_SERVICE_WECHAT_1 ?? `${origin}/help#contact` },
  { label: '客服微信 2', value: import.meta.env.VITE_SERVICE_WECHAT_2 ?? `${origin}/about#hours` },
];

/** App download QR codes (spec 01 §2 about-us block): iOS, Android, mini-program, each to its download section. */
export const appQrs: QrEntry[] = [
  { label: 'iOS', value: `${origin}/download#ios` },
  { label: 'Android', value: `${origin}/download#android` },
  { label: '小程序', value: `${origin}/download#mini-program` },
];

export const agreementLinks = [
  { key: 'user', label: '用户协议', href: '/protocol' },
  { key: 'privacy', label: '隐私政策', href: '/privacy' },
  { key: 'thirdParty', label: '第三方信息共享清单', href: '/third-party' },
  { key: 'member', label: '会员服务协议', href: '/member-agreement' },
  { key: 'subscription', label: '自动续费服务协议', href: '/subscription-agreement' },
] as const;

export const footerLinks = [
  { key: 'about', label: '关于我们', href: '/about' },
  { key: 'help', label: '帮助中心', href: '/help' },
  { key: 'user', label: '用户协议', href: '/protocol' },
  { key: 'privacy', label: '隐私政策', href: '/privacy' },
] as const;

/** The default anchor of the creation page (spec 01 §9). */
export const defaultAnchorId = 12;
