// spec 02 §2.2/§2.6/§6: a logged-out visitor who opens a login-only page directly is warned
// 请先登录您的账号！ and sent home. (Tabs and cards that lead here open the login dialog instead.)
import { useEffect, useRef } from 'react';
import { useAtomValue } from 'jotai';
import { Navigate, Outlet } from 'react-router-dom';
import { toast } from '@peiyin/ui';
import { sessionAtom } from '../state/session';

export const notLoggedInMessage = '请先登录您的账号！';

export function RequireLogin() {
  const user = useAtomValue(sessionAtom);
  // Logging out on such a page (menu, password change) also leads home, but that is no reason to warn.
  const arrivedSignedOut = useRef(user === null);
  useEffect(() => {
    if (!user && arrivedSignedOut.current) toast.warning(notLoggedInMessage);
  }, [user]);
  return user ? <Outlet /> : <Navigate to="/home" replace />;
}
