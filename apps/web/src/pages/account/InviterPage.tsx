// /account/inviter: bind the inviter's code once (spec 02 §2.13), and show one's own code to share.
import { Card, InviterForm, Inline, Spinner, Stack, Text } from '@peiyin/ui';
import { useBindInviter, useInviterCode, useProfile } from '../../api/user';

export default function InviterPage() {
  const { data: profile } = useProfile();
  const { data: ownCode } = useInviterCode();
  const bind = useBindInviter();
  if (!profile) return <Spinner />;
  return (
    <Stack gap="6">
      <InviterForm boundCode={profile.bindInviterCode} onBind={(code) => bind.mutateAsync({ code })} />
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
