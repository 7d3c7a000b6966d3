// Buying a membership (spec 01 §4 "VIP payment", spec 02 §4 payment polling), shared by the speech synthesis
// VIP dialog and the compact PayPanel of the speech-recognition tool and the writing assistant: products (the
// first chosen by default), 支付宝 / 微信支付 tabs each with its own order and QR, one poll at a time (the chosen
// tab's, every 5 s), the expired mask that makes a new order, the success view; `reset()` when the dialog
// closes forgets both orders. On a phone (issue 19) the tab opens the wallet instead of showing a QR the phone
// cannot scan.
import { useState, useSyncExternalStore } from 'react';
import type { MembershipPayProps, PayOrderView } from '@peiyin/ui';
import { useVipProducts, type ProductType } from '../api/vip';
import { resetCheckout, useMobileOrder, useOrderStatus, usePayOptions, usePresetOrder } from '../api/trade';

// A phone: a narrow screen driven by touch. A narrow desktop window still shows the QR.
const PHONE_QUERY = '(max-width: 767px) and (pointer: coarse)';
const subscribePhone = (onChange: () => void) => {
  const list = window.matchMedia(PHONE_QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
};
export const useIsPhone = () => useSyncExternalStore(subscribePhone, () => window.matchMedia(PHONE_QUERY).matches);

export function useCheckout(productType: ProductType, open: boolean) {
  const phone = useIsPhone();
  const products = useVipProducts(productType, open);
  const options = usePayOptions(open);
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
  const order = usePresetOrder({ productType, productId: selectedId, payMethod: method }, ordering);
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

  const pay: MembershipPayProps = {
    methods,
    value: method,
    onValueChange: setChosenMethod,
    order: view,
    onRefresh: () => void order.refetch(),
    sandbox: options.data?.mode === 'sandbox',
    device: phone ? 'phone' : 'desktop',
    phoneBusy: mobileOrder.isPending,
    onPayOnPhone: (payMethod) => {
      if (selected) mobileOrder.mutate({ productType, productId: selected.id, payMethod: payMethod as 1 | 2 });
    },
  };
  return {
    products: list,
    selectedId,
    onSelect: setChosenId,
    pay,
    paid: !phone && status.data?.status === 1 && order.data ? { subtitle: status.data.subtitle } : null,
    /** The dialog closed: both tabs' orders are forgotten; the next opening starts from the first product. */
    reset() {
      resetCheckout();
      setChosenId(null);
      setChosenMethod(null);
    },
  };
}
