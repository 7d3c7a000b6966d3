// /account/password: set a first password, or change it with the old one (spec 02 §5). Success signs the
// account out everywhere on the server, so the app logs out and goes home (spec 02 §4).
import { useNavigate } from 'react-router-dom';
import { PasswordForm, Spinner } from '@peiyin/ui';
import { useHasPassword, useSetPassword, useUpdatePassword } from '../../api/user';
import { signOut } from '../../state/session';

/** How long the success message stays before the logout takes the person home. */
const logoutDelayMs = 1200;

export default function PasswordPage() {
  const navigate = useNavigate();
  const { data: hasPassword } = useHasPassword();
  const setPassword = useSetPassword();
  const updatePassword = useUpdatePassword();
  if (hasPassword === undefined) return <Spinner />;
  return (
    <PasswordForm
      variant={hasPassword ? 'update' : 'set'}
      onSubmit={async ({ oldPassword, newPassword }) => {
        if (hasPassword) await updatePassword.mutateAsync({ oldPassword: oldPassword ?? '', newPassword });
        else await setPassword.mutateAsync({ newPassword });
        window.setTimeout(() => {
          signOut();
          navigate('/home', { replace: true });
        }, logoutDelayMs);
      }}
    />
  );
}
