// Site-wide links: footer and agreement links, and the default anchor.
// The filing number and the service and app QR codes are the deployer's (server `SITE_*`, `useSiteSettings`):
// nothing is shown for what is not configured (issue 27: a placeholder number and codes pointing at this site's
// own help pages looked real).

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
