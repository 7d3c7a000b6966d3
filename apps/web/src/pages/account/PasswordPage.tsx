// /account/password: set a first password, or change it with the old one (spec 02 §5). Success signs the
// account out everywhere on the server, so the app logs out and goes home (spec 02 §4).
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PasswordForm, Spinner } from '@peiyin/ui';
import { api } from '../../api';
import { signOut } from '../../state/session';

/** How long the success message stays before the logout takes the person home. */
const logoutDelayMs = 1200;

export default function PasswordPage() {
  const navigate = useNavigate();
  const [hasPassword, setHasPassword] = useState<boolean | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    api.user.hasPassword({ signal: controller.signal }).then(setHasPassword, () => undefined);
    return () => controller.abort();
  }, []);
  if (hasPassword === null) return <Spinner />;
  return (
    <PasswordForm
      variant={hasPassword ? 'update' : 'set'}
      onSubmit={async ({ oldPassword, newPassword }) => {
        if (hasPassword) await api.user.updatePassword({ oldPassword: oldPassword ?? '', newPassword });
        else await api.user.setPassword({ newPassword });
        window.setTimeout(() => {
          signOut();
          navigate('/home', { replace: true });
        }, logoutDelayMs);
      }}
    />
  );
}
