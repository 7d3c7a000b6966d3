// /account/inviter: bind the inviter's code once (spec 02 §2.13), and show one's own code to share.
import { useEffect, useState } from 'react';
import type { Profile } from '@peiyin/api-client';
import { Card, InviterForm, Inline, Spinner, Stack, Text } from '@peiyin/ui';
import { api } from '../../api';

export default function InviterPage() {
  const [profile, setProfile] = useState<Profile | null>(null);
  const [ownCode, setOwnCode] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    api.user.profile({ signal: controller.signal }).then(setProfile, () => undefined);
    api.user.inviterCode({ signal: controller.signal }).then(setOwnCode, () => undefined);
    return () => controller.abort();
  }, []);
  if (!profile) return <Spinner />;
  return (
    <Stack gap="6">
      <InviterForm
        boundCode={profile.bindInviterCode}
        onBind={async (code) => {
          const { bindInviterCode } = await api.user.bindInviter({ code });
          setProfile({ ...profile, bindInviterCode });
        }}
      />
      {ownCode && (
        <Card>
          <Inline gap="3">
            <Text tone="secondary">我的邀请码</Text>
            <Text weight="semibold" size="lg" data-testid="own-invite-code">
              {ownCode}
            </Text>
            <Text tone="tertiary">好友注册时填写此邀请码即与你绑定</Text>
          </Inline>
        </Card>
      )}
    </Stack>
  );
}
