import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import * as css from './Header.css';
import { Avatar } from '../../primitives/Avatar';
import { Button } from '../../primitives/Button';
import { DropdownMenu } from '../../primitives/Menu';
import { Text } from '../../primitives/Text';
import { ChevronDownIcon, CrownIcon, FolderIcon, GiftIcon, LogoutIcon, ReceiptIcon, UserIcon } from '../../primitives/icons';
import { navigateOnClick } from '../../primitives/navigation';
import { headerTabs, userMenuItems } from './headerItems';
import type { HeaderTab, HeaderTabKey, HeaderUser, UserMenuItem, UserMenuKey } from './headerItems';
import { HeaderMenu } from './HeaderMenu';
import { TabLink } from './TabLink';
import { LogoMark } from '../../assets/LogoMark';

export { headerTabs, userMenuItems } from './headerItems';
export type { HeaderTab, HeaderTabKey, HeaderUser, UserMenuItem, UserMenuKey } from './headerItems';

export const headerFlavours = ['brand', 'wechat'] as const;
export type HeaderFlavour = (typeof headerFlavours)[number];

const menuIcons: Record<UserMenuKey, ReactNode> = {
  account: <UserIcon />,
  creationCenter: <FolderIcon />,
  tradeFlow: <ReceiptIcon />,
  logout: <LogoutIcon />,
};

export type HeaderProps = {
  /** 'brand' shows the app name as text; 'wechat' shows the logo mark. @default 'brand' */
  flavour?: HeaderFlavour;
  /** Tabs in order. @default headerTabs */
  tabs?: readonly HeaderTab[];
  /** Key of the current tab (aria-current="page"). */
  activeKey?: HeaderTabKey | string;
  /** The signed-in person, or null for a visitor. */
  user: HeaderUser | null;
  /** A tab, the logo or an avatar-menu link was chosen; the app routes (and asks for login when `loginRequired`). */
  onNavigate?: (item: HeaderTab | UserMenuItem) => void;
  /** 分享得会员 was clicked. */
  onInvite?: () => void;
  /** The VIP button was clicked. */
  onOpenVip?: () => void;
  /** The site sells no membership (online payment is off): the VIP button of a non-member reads 会员权益, and an
   * expired one is not asked to renew (issue 27: buying prompts that ended at 在线支付暂未开通). @default false */
  paymentOff?: boolean;
  /** The default avatar of a visitor was clicked. */
  onLogin?: () => void;
  /** 退出登录 was chosen in the avatar menu. */
  onLogout?: () => void;
};

const HOME: HeaderTab = { key: 'home', label: '首页', href: '/home' };
const MENU_CLOSE_DELAY = 150;

/** Hover opens the avatar menu; leaving trigger and menu closes it after a short grace period. */
function useHoverMenu() {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const enter = () => {
    clearTimeout(timer.current);
    setOpen(true);
  };
  const leave = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(false), MENU_CLOSE_DELAY);
  };
  return { open, setOpen, enter, leave };
}

/**
 * The app header (spec 01 §2 "Layout and header"). From desktop width a row of tabs and actions; below it the
 * logo, the avatar (and on a tablet the VIP button) and a menu button whose drawer holds everything else.
 */
export function Header({ flavour = 'brand', tabs = headerTabs, activeKey, user, onNavigate, onInvite, onOpenVip, paymentOff = false, onLogin, onLogout }: HeaderProps) {
  const menu = useHoverMenu();
  const isVip = !!user && user.vipLevel > 0;
  const expired = !!user && !isVip && !!user.vipExpired && !!user.vipName;
  return (
    <header className={css.header} data-flavour={flavour}>
      <div className={css.inner}>
        <a className={css.brand} href={HOME.href} onClick={navigateOnClick(HOME, onNavigate)} aria-label="配音 Peiyin 首页">
          {flavour === 'wechat' ? (
            <>
              <LogoMark size={34} />
              <span className={css.brandLatin}>配音</span>
            </>
          ) : (
            <>
              <span className={css.brandName}>配音</span>
              <span className={css.brandLatin}>Peiyin</span>
            </>
          )}
        </a>

        <nav className={css.nav} aria-label="主导航">
          <ul className={css.tabList}>
            {tabs.map((tab) => (
              <li key={tab.key} style={{ position: 'relative' }}>
                <TabLink tab={tab} activeKey={activeKey} className={css.tab} badgeClassName={css.newMarker} onClick={navigateOnClick(tab, onNavigate)} />
              </li>
            ))}
          </ul>
        </nav>

        <div className={css.actions}>
          <Button size="sm" round variant="soft" icon={<GiftIcon />} onClick={onInvite} className={css.inviteButton}>
            分享得会员
          </Button>
          <Button
            size="sm"
            round
            variant="vip"
            icon={<CrownIcon />}
            onClick={onOpenVip}
            className={expired ? `${css.vipButton} ${css.vipExpired}` : css.vipButton}
            data-vip={isVip ? 'active' : expired ? 'expired' : 'none'}
            title={expired && !paymentOff ? `${user.vipName}已过期，点击续费` : undefined}
            aria-label={expired && !paymentOff ? `${user.vipName}已过期，点击续费` : undefined}
          >
            {isVip ? user.vipName || '会员' : expired ? user.vipName : paymentOff ? '会员权益' : '开通会员'}
          </Button>
          {user ? (
            <DropdownMenu.Root open={menu.open} onOpenChange={menu.setOpen} modal={false}>
              <DropdownMenu.Trigger asChild>
                <button type="button" className={css.avatarButton} aria-label={`${user.displayName}的账户菜单`} onPointerEnter={menu.enter} onPointerLeave={menu.leave}>
                  <Avatar src={user.avatar} name={user.displayName} size="md" ring={isVip ? 'vip' : 'none'} />
                  <ChevronDownIcon size={14} />
                </button>
              </DropdownMenu.Trigger>
              <DropdownMenu.Content onPointerEnter={menu.enter} onPointerLeave={menu.leave} align="end">
                <div className={css.menuHeader}>
                  <Avatar src={user.avatar} name={user.displayName} size="md" ring={isVip ? 'vip' : 'none'} />
                  <div>
                    <Text as="div" truncate className={css.menuName}>
                      {user.displayName}
                    </Text>
                    <Text as="div" size="xs" tone={isVip ? 'vip' : 'tertiary'}>
                      {isVip ? user.vipName || '会员' : expired ? `${user.vipName}（已过期）` : '普通用户'}
                    </Text>
                  </div>
                </div>
                <DropdownMenu.Separator />
                {userMenuItems.map((item) => (
                  <DropdownMenu.Item
                    key={item.key}
                    tone={item.key === 'logout' ? 'danger' : 'default'}
                    onSelect={() => (item.key === 'logout' ? onLogout?.() : onNavigate?.(item))}
                  >
                    {menuIcons[item.key]}
                    {item.label}
                  </DropdownMenu.Item>
                ))}
              </DropdownMenu.Content>
            </DropdownMenu.Root>
          ) : (
            <button type="button" className={css.avatarButton} aria-label="登录" onClick={onLogin}>
              <Avatar size="md" />
            </button>
          )}
          {/* below desktop width the tabs, 分享得会员 and (on a phone) the VIP button move into this menu */}
          <HeaderMenu
            tabs={tabs}
            activeKey={activeKey}
            user={user}
            onNavigate={onNavigate}
            onInvite={onInvite}
            onOpenVip={onOpenVip}
            paymentOff={paymentOff}
            onLogin={onLogin}
            onLogout={onLogout}
          />
        </div>
      </div>
    </header>
  );
}
