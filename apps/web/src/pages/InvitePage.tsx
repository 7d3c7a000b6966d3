// /inviter: invite friends (issue 13) — the user's code and link with its QR, the rule, the friends who
// joined and the membership days received. Binding one's own inviter stays at /account/inviter.
import { InvitePanel, toast } from '@peiyin/ui';
import { useInviterSummary } from '../api/vip';
import { invitationLink } from '../state/invite';

export default function InvitePage() {
  const summary = useInviterSummary().data ?? null;
  const link = summary ? invitationLink(summary.code) : '';
  return (
    <InvitePanel
      summary={summary}
      link={link}
      onCopy={(text) =>
        navigator.clipboard.writeText(text).then(
          () => toast.success('邀请链接已复制'),
          () => toast.warning('复制失败，请手动复制链接'),
        )
      }
    />
  );
}
