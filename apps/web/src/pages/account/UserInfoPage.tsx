// /account/userinfo: nickname, user name and phone (spec 02 §2.13, §5 nickname rules).
import { useEffect, useState } from 'react';
import type { Profile } from '@peiyin/api-client';
import { ProfileForm, Spinner } from '@peiyin/ui';
import { api } from '../../api';
import { updateSessionUser } from '../../state/session';

export default function UserInfoPage() {
  const [profile, setProfile] = useState<Profile | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    api.user.profile({ signal: controller.signal }).then(setProfile, () => undefined);
    return () => controller.abort();
  }, []);
  if (!profile) return <Spinner />;
  return (
    <ProfileForm
      profile={profile}
      onSubmit={async ({ nickname }) => {
        const next = await api.user.updateProfile({ nickname });
        setProfile(next);
        // the header shows the nickname: keep the stored login info in step
        updateSessionUser({ nickname: next.nickname });
      }}
    />
  );
}
