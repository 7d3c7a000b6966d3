// /account/*: the account area with its side menu (spec 01 §2 "Account area").
import { Outlet, useLocation } from 'react-router-dom';
import { AccountLayout, type AccountMenuKey } from '@peiyin/ui';
import { useGo } from '../../layout/useGo';

const keyOfSegment: Record<string, AccountMenuKey> = {
  userinfo: 'userinfo',
  password: 'password',
  trade_flow: 'tradeFlow',
  inviter: 'inviter',
  apikeys: 'apiKeys',
};

export default function AccountPage() {
  const { pathname } = useLocation();
  const go = useGo();
  const segment = pathname.split('/')[2] ?? 'userinfo';
  return (
    <AccountLayout activeKey={keyOfSegment[segment] ?? 'userinfo'} onNavigate={go}>
      <Outlet />
    </AccountLayout>
  );
}
