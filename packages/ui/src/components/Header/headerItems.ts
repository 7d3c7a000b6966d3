// The header's places and what it shows of the signed-in person: shared by the desktop row and the menu
// drawer below desktop width, so both offer the same entries.
import type { NavItem } from '../../primitives/navigation';

export type HeaderTabKey = 'home' | 'anchors' | 'samples' | 'draws' | 'gpt' | 'tools' | 'creationCenter' | 'download';
export type HeaderTab = NavItem<HeaderTabKey> & {
  /** Small "NEW" marker after the label (AI drawing, spec 01 §2). */
  isNew?: boolean;
};

/** The header tabs of spec 01 §2 with their routes and login rules (§6). */
export const headerTabs: readonly HeaderTab[] = [
  { key: 'home', label: '首页', href: '/home' },
  { key: 'anchors', label: 'AI配音', href: '/anchors' },
  { key: 'samples', label: 'AI样音', href: '/samples' },
  { key: 'draws', label: 'AI绘画', href: '/draws', loginRequired: true, newTab: true, isNew: true },
  { key: 'gpt', label: 'AI写作', href: '/gpt', loginRequired: true },
  { key: 'tools', label: '智能工具', href: '/tools' },
  { key: 'creationCenter', label: '创作中心', href: '/creationCenter', loginRequired: true },
  { key: 'download', label: '下载', href: '/download' },
];

export type UserMenuKey = 'account' | 'creationCenter' | 'tradeFlow' | 'logout';
export type UserMenuItem = NavItem<UserMenuKey>;

/** The avatar hover menu (spec 01 §2): personal center, creation center, consumption records, log out. */
export const userMenuItems: readonly UserMenuItem[] = [
  { key: 'account', label: '个人中心', href: '/account/userinfo', loginRequired: true },
  { key: 'creationCenter', label: '创作中心', href: '/creationCenter', loginRequired: true },
  { key: 'tradeFlow', label: '消费记录', href: '/account/trade_flow', loginRequired: true },
  { key: 'logout', label: '退出登录', href: '/' },
];

/** What the header shows of the signed-in person (spec 01 §3 login user info + VIP member info). */
export type HeaderUser = {
  /** Nickname, else username. */
  displayName: string;
  avatar?: string | null;
  /** Above 0 is a VIP member. */
  vipLevel: number;
  /** Shown on the VIP button for members, e.g. 超级会员; kept after expiry. */
  vipName?: string;
  /** The membership has ended: the button shows its name styled as expired, for renewal. @default false */
  vipExpired?: boolean;
};
