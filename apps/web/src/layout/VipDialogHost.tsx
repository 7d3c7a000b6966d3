// The speech synthesis VIP dialog (spec 01 §2 "VIP dialog", §4 "VIP payment"; spec 02 §4 payment polling):
// opened from the header's VIP button, the activity banner and the editor's 402. Products (the first chosen by
// default), 支付宝 / 微信支付 tabs each with its own order and QR, one poll at a time (the chosen tab's, every
// 5 s), the expired mask that makes a new order, the success view; closing forgets both orders. On a phone
// (issue 19) the tab opens the wallet instead of showing a QR the phone cannot scan.
import { useState, useSyncExternalStore } from 'react';
import { useAtom } from 'jotai';
import { VipDialog, toast, type MembershipStatus, type PayOrderView } from '@peiyin/ui';
import { vipOpenAtom } from '../state/feedbackDialog';
import { useGuideContent, useLastPayments, useMemberInfo, useTakeNewUserReward, useVipProducts } from '../api/vip';
import { resetCheckout, useMobileOrder, useOrderStatus, usePayOptions, usePresetOrder } from '../api/trade';

const PRODUCT_TYPE = 100;

// A phone: a narrow screen driven by touch. A narrow desktop window still shows the QR.
const PHONE_QUERY = '(max-width: 767px) and (pointer: coarse)';
const subscribePhone = (onChange: () => void) => {
  const list = window.matchMedia(PHONE_QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
};
const useIsPhone = () => useSyncExternalStore(subscribePhone, () => window.matchMedia(PHONE_QUERY).matches);

export function VipDialogHost() {
  const [open, setOpen] = useAtom(vipOpenAtom);
  const phone = useIsPhone();
  const products = useVipProducts(PRODUCT_TYPE, open);
  const member = useMemberInfo();
  const payments = useLastPayments(open);
  const guide = useGuideContent(open);
  const options = usePayOptions(open);
  const takeTrial = useTakeNewUserReward();
  const mobileOrder = useMobileOrder();

  // null: the default, the first product (spec 01 §4)
  const [chosenId, setChosenId] = useState<number | null>(null);
  const [chosenMethod, setChosenMethod] = useState<number | null>(null);
  const list = products.data ?? null;
  const selectedId = list?.some((p) => p.id === chosenId) ? chosenId : (list?.[0]?.id ?? null);
  const selected = list?.find((p) => p.id === selectedId) ?? null;
  // until the server says otherwise both tabs show (loading), so the dialog does not flash 在线支付暂未开通
  const methods = options.data?.methods ?? [1, 2];
  const method = chosenMethod !== null && methods.includes(chosenMethod) ? chosenMethod : (methods[0] ?? 1);

  const ordering = open && !phone && !!options.data && methods.length > 0;
  const order = usePresetOrder({ productType: PRODUCT_TYPE, productId: selectedId, payMethod: method }, ordering);
  const status = useOrderStatus(order.data?.orderNo, ordering && !order.isFetching);

  let view: PayOrderView;
  if (phone) view = { state: 'pending', amount: selected?.realPrice ?? null };
  else if (order.isError) view = { state: 'error', message: order.error.message };
  else if (!order.data || order.isFetching) view = { state: 'loading' };
  else if (status.isError) view = { state: 'error', message: status.error.message, qrcode: order.data.qrcode, amount: order.data.amount };
  else {
    const code = status.data?.status ?? 0;
    view = { state: code === 1 ? 'paid' : code === -1 ? 'expired' : 'pending', qrcode: order.data.qrcode, amount: order.data.amount };
  }
  const paid = !phone && status.data?.status === 1 && order.data ? { subtitle: status.data.subtitle } : null;

  const info = member.data;
  const memberStatus: MembershipStatus | null = info ? { vipLevel: info.vipLevel, vipName: info.vipName, endTime: info.endTime, expired: info.expired, newUser: info.newUser } : null;

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) {
      // spec 02 §4: closing resets both tabs; the next opening starts from the first product again
      resetCheckout();
      setChosenId(null);
      setChosenMethod(null);
    }
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
      products={list}
      selectedId={selectedId}
      onSelect={setChosenId}
      pay={{
        methods,
        value: method,
        onValueChange: setChosenMethod,
        order: view,
        onRefresh: () => void order.refetch(),
        sandbox: options.data?.mode === 'sandbox',
        device: phone ? 'phone' : 'desktop',
        phoneBusy: mobileOrder.isPending,
        onPayOnPhone: (payMethod) => {
          if (selected) mobileOrder.mutate({ productType: PRODUCT_TYPE, productId: selected.id, payMethod: payMethod as 1 | 2 });
        },
      }}
      payments={payments.data ?? []}
      privileges={guide.data?.levels ?? []}
      paid={paid}
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
