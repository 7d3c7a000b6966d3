import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import * as css from './Header.css';
import type { HeaderTab, HeaderTabKey, HeaderUser, UserMenuItem, UserMenuKey } from './headerItems';
import { userMenuItems } from './headerItems';
import { TabLink } from './TabLink';
import { Drawer } from '../Drawer';
import { Avatar } from '../../primitives/Avatar';
import { Button } from '../../primitives/Button';
import { CrownIcon, FolderIcon, GiftIcon, LogoutIcon, ReceiptIcon, UserIcon } from '../../primitives/icons';
import { MenuIcon } from '../../primitives/shellIcons';
import { navigateOnClick } from '../../primitives/navigation';
import { Stack } from '../../primitives/Stack';

const accountIcons: Record<UserMenuKey, ReactNode> = {
  account: <UserIcon size={18} />,
  creationCenter: <FolderIcon size={18} />,
  tradeFlow: <ReceiptIcon size={18} />,
  logout: <LogoutIcon size={18} />,
};

export type HeaderMenuProps = {
  tabs: readonly HeaderTab[];
  activeKey?: HeaderTabKey | string;
  user: HeaderUser | null;
  onNavigate?: (item: HeaderTab | UserMenuItem) => void;
  onInvite?: () => void;
  onOpenVip?: () => void;
  /** See `HeaderProps.paymentOff`. */
  paymentOff?: boolean;
  onLogin?: () => void;
  onLogout?: () => void;
};

/**
 * The header below desktop width: a menu button opening a drawer with every tab, the account entries, the
 * VIP button and 分享得会员. Each entry calls the same handler as its desktop counterpart (a login-required
 * tab still asks for login first), after closing the drawer so what it opens is not under it.
 */
export function HeaderMenu({ tabs, activeKey, user, onNavigate, onInvite, onOpenVip, paymentOff = false, onLogin, onLogout }: HeaderMenuProps) {
  const [open, setOpen] = useState(false);
  // arriving on another page (back button, a link inside the page) closes the menu too
  useEffect(() => setOpen(false), [activeKey]);
  const isVip = !!user && user.vipLevel > 0;
  const expired = !!user && !isVip && !!user.vipExpired && !!user.vipName;
  const then = (action: (() => void) | undefined) => () => {
    setOpen(false);
    action?.();
  };
  const follow = <Item extends HeaderTab | UserMenuItem>(item: Item) => {
    const handler = navigateOnClick(item, onNavigate);
    return (event: Parameters<typeof handler>[0]) => {
      setOpen(false);
      handler(event);
    };
  };

  return (
    <Drawer
      open={open}
      onOpenChange={setOpen}
      title="导航菜单"
      width={320}
      trigger={
        <button type="button" className={css.menuButton} aria-label="打开菜单" aria-haspopup="dialog">
          <MenuIcon size={22} />
        </button>
      }
    >
      <Stack gap="4">
        <div className={css.drawerAccount}>
          {user ? (
            <div className={css.drawerUser}>
              <Avatar src={user.avatar} name={user.displayName} size="md" ring={isVip ? 'vip' : 'none'} />
              <div className={css.drawerUserText}>
                <span className={css.menuName}>{user.displayName}</span>
                <span className={isVip ? css.drawerVipLine : css.drawerPlainLine}>
                  {isVip ? user.vipName || '会员' : expired ? `${user.vipName}（已过期）` : '普通用户'}
                </span>
              </div>
            </div>
          ) : (
            <Button block variant="primary" onClick={then(onLogin)}>
              登录 / 注册
            </Button>
          )}
          <div className={css.drawerActions}>
            <Button block variant="vip" round icon={<CrownIcon />} onClick={then(onOpenVip)} data-vip={isVip ? 'active' : expired ? 'expired' : 'none'}>
              {paymentOff ? '会员权益' : isVip || expired ? '续费会员' : '开通会员'}
            </Button>
            <Button block variant="soft" round icon={<GiftIcon />} onClick={then(onInvite)}>
              分享得会员
            </Button>
          </div>
        </div>

        <nav aria-label="主导航">
          <ul className={css.drawerList}>
            {tabs.map((tab) => (
              <li key={tab.key}>
                <TabLink tab={tab} activeKey={activeKey} className={css.drawerItem} onClick={follow(tab)} />
              </li>
            ))}
          </ul>
        </nav>

        {user ? (
          <ul className={css.drawerList} aria-label="账户">
            {userMenuItems.map((item) => (
              <li key={item.key}>
                {item.key === 'logout' ? (
                  <button type="button" className={css.drawerItem} data-tone="danger" onClick={then(onLogout)}>
                    {accountIcons[item.key]}
                    {item.label}
                  </button>
                ) : (
                  <a className={css.drawerItem} href={item.href} onClick={follow(item)}>
                    {accountIcons[item.key]}
                    {item.label}
                  </a>
                )}
              </li>
            ))}
          </ul>
        ) : null}
      </Stack>
    </Drawer>
  );
}
