// /account/userinfo: nickname, user name and phone (spec 02 §2.13, §5 nickname rules).
import { ProfileForm, Spinner } from '@peiyin/ui';
import { useProfile, useUpdateProfile } from '../../api/user';
import { updateSessionUser } from '../../state/session';

export default function UserInfoPage() {
  const { data: profile } = useProfile();
  const update = useUpdateProfile();
  if (!profile) return <Spinner />;
  return (
    <ProfileForm
      profile={profile}
      onSubmit={async ({ nickname }) => {
        const next = await update.mutateAsync({ nickname });
        // the header shows the nickname: keep the stored login info in step
        updateSessionUser({ nickname: next.nickname });
      }}
    />
  );
}
