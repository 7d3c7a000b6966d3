import type { ReactNode } from 'react';
import * as css from '../../private/account/AccountLayout.css';
import { useActiveTabInView } from '../../private/account/useActiveTabInView';
import { GiftIcon, LinkIcon, LockIcon, ReceiptIcon, UserIcon } from '../../primitives/icons';
import { navigateOnClick } from '../../primitives/navigation';
import type { NavItem } from '../../primitives/navigation';

export type AccountMenuKey = 'userinfo' | 'password' | 'tradeFlow' | 'inviter' | 'apiKeys';

/** spec 01 §2 "Account area": account info, set password, spending records, bind invite code; then the API keys
 *  other tools use the account's voices with (issue 29). */
export const accountMenu: readonly NavItem<AccountMenuKey>[] = [
  { key: 'userinfo', label: '账户信息', href: '/account/userinfo', loginRequired: true },
  { key: 'password', label: '设置密码', href: '/account/password', loginRequired: true },
  { key: 'tradeFlow', label: '消费记录', href: '/account/trade_flow', loginRequired: true },
  { key: 'inviter', label: '绑定邀请码', href: '/account/inviter', loginRequired: true },
  { key: 'apiKeys', label: 'API 密钥', href: '/account/apikeys', loginRequired: true },
];

const icons: Record<AccountMenuKey, ReactNode> = {
  userinfo: <UserIcon size={18} />,
  password: <LockIcon size={18} />,
  tradeFlow: <ReceiptIcon size={18} />,
  inviter: <GiftIcon size={18} />,
  apiKeys: <LinkIcon size={18} />,
};

export type AccountLayoutProps = {
  /** The page shown (aria-current="page" in the menu). */
  activeKey: AccountMenuKey;
  /** A menu item was chosen. */
  onNavigate?: (item: NavItem<AccountMenuKey>) => void;
  /** Title above the content. @default the active item's label */
  title?: ReactNode;
  children: ReactNode;
};

/** The account area: side menu on the left, the chosen page on the right. */
export function AccountLayout({ activeKey, onNavigate, title, children }: AccountLayoutProps) {
  const active = accountMenu.find((item) => item.key === activeKey);
  const menuRef = useActiveTabInView<HTMLUListElement>(activeKey);
  return (
    <div className={css.layout}>
      <nav className={css.side} aria-label="个人中心">
        <div className={css.sideTitle}>个人中心</div>
        <ul ref={menuRef} className={css.menu}>
          {accountMenu.map((item) => (
            <li key={item.key}>
              <a className={css.item} href={item.href} aria-current={item.key === activeKey ? 'page' : undefined} onClick={navigateOnClick(item, onNavigate)}>
                {icons[item.key]}
                {item.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <section className={css.main} aria-labelledby="py-account-title">
        <h1 id="py-account-title" className={css.mainTitle}>
          {title ?? active?.label}
        </h1>
        {children}
      </section>
    </div>
  );
}
