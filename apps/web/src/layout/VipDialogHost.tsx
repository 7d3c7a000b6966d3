// The speech synthesis VIP dialog (spec 01 §2 "VIP dialog", §4 "VIP payment"; spec 02 §4 payment polling):
// opened from the header's VIP button, the activity banner and the editor's 402. The buying itself (orders per
// tab, polling, the phone's own payment) is features/checkout.ts; this adds the membership status, the trial
// offer, the recent-payments ticker and the privileges.
import { useAtom } from 'jotai';
import { VipDialog, toast, type MembershipStatus } from '@peiyin/ui';
import { vipOpenAtom } from '../state/feedbackDialog';
import { useGuideContent, useLastPayments, useMemberInfo, useTakeNewUserReward } from '../api/vip';
import { useCheckout } from '../features/checkout';

export function VipDialogHost() {
  const [open, setOpen] = useAtom(vipOpenAtom);
  const checkout = useCheckout(100, open);
  const member = useMemberInfo();
  const payments = useLastPayments(open);
  const guide = useGuideContent(open);
  const takeTrial = useTakeNewUserReward();

  const info = member.data;
  const memberStatus: MembershipStatus | null = info ? { vipLevel: info.vipLevel, vipName: info.vipName, endTime: info.endTime, expired: info.expired, newUser: info.newUser } : null;

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    // spec 02 §4: closing resets both tabs
    if (!next) checkout.reset();
  };

  return (
    <VipDialog
      open={open}
      onOpenChange={onOpenChange}
      status={memberStatus}
      trialDays={guide.data?.trialDays ?? 0}
      onTakeTrial={
        takeTrial.isPending
          ? undefined
          : () => takeTrial.mutate(undefined, { onSuccess: (reward) => reward.granted && toast.success(`已领取 ${reward.days} 天高级会员`) })
      }
      products={checkout.products}
      selectedId={checkout.selectedId}
      onSelect={checkout.onSelect}
      pay={checkout.pay}
      payments={payments.data ?? []}
      privileges={guide.data?.levels ?? []}
      paid={checkout.paid}
      footnote={
        <>
          支付即表示同意
          <a href="/member-agreement" target="_blank" rel="noreferrer">
            《会员服务协议》
          </a>
        </>
      }
    />
  );
}
