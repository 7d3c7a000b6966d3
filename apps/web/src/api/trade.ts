// Hooks of contract.trade (spec 01 §4 "VIP payment", §7; spec 02 §4 payment polling, §9 trade flow).
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { tradeLimits, type OrderState } from '@peiyin/api-client';
import { api } from './client';
import { callKey, queryClient } from './queryClient';
import { invalidateMemberships, type ProductType } from './vip';

/// How this server takes payments (none, the sandbox cashier, real providers) and the tabs on offer.
export function usePayOptions(enabled = true) {
  return useQuery({ queryKey: callKey('trade', 'options'), queryFn: () => api.trade.options(), enabled, staleTime: Infinity });
}

export type CheckoutInput = { productType: ProductType; productId: number | null; payMethod: number; qrWidth?: number };

/// One tab's order and its QR. An order is a side effect, yet it is a query here on purpose: the cache is
/// what makes "each tab its own order" hold (switching back shows the same QR, still payable), and it is
/// what keeps StrictMode's double mount from making two orders. `refetch()` makes a new order (the expired
/// mask); `resetCheckout()` forgets every order when the dialog closes.
export function usePresetOrder({ productType, productId, payMethod, qrWidth = tradeLimits.qrWidth }: CheckoutInput, enabled: boolean) {
  return useQuery({
    queryKey: callKey('trade', 'newPresetOrder', { productType, productId, payMethod, qrWidth }),
    // the QR shows the failure itself (its error state, 点击重试): no toast on top
    queryFn: () => api.trade.newPresetOrder({ productType, productId: productId!, payMethod: payMethod as 1 | 2, qrWidth }, { handled: true }),
    enabled: enabled && productId !== null,
    staleTime: Infinity,
    retry: false,
  });
}

/// The order's state, polled every 5 s while `enabled` (the dialog is open and this is the chosen tab):
/// spec 02 §4 — 1 paid stops polling and refreshes the membership; -1 expired stops polling; an error stops
/// polling. In the dialog the first check is one interval after the QR appears, as the spec's poll; the
/// result page a phone returns to (`checkNow`) asks at once.
export function useOrderStatus(orderNo: string | null | undefined, enabled: boolean, { intervalMs = tradeLimits.pollMs, checkNow = false } = {}) {
  return useQuery({
    queryKey: callKey('trade', 'checkPresetOrderStatus', { orderNo }),
    queryFn: async (): Promise<OrderState> => {
      const state = await api.trade.checkPresetOrderStatus({ orderNo: orderNo! }, { handled: true });
      // here, not in an effect: the fetch that finds the payment is the one place it happens exactly once
      if (state.status === 1) void invalidateMemberships();
      return state;
    },
    enabled: enabled && !!orderNo,
    ...(checkNow ? {} : { initialData: { status: 0, subtitle: '', productType: 0 }, initialDataUpdatedAt: () => Date.now() }),
    staleTime: intervalMs - 1000,
    refetchInterval: (query) => (query.state.status === 'error' || (query.state.data && query.state.data.status !== 0) ? false : intervalMs),
    // the user is paying on a phone or in the cashier tab: this page must notice while it is not in front
    refetchIntervalInBackground: true,
    retry: false,
  });
}

/// The dialog closed: both tabs' orders and their polls are forgotten (spec 02 §4 "closing resets both").
export function resetCheckout() {
  queryClient.removeQueries({ queryKey: callKey('trade', 'newPresetOrder') });
  queryClient.removeQueries({ queryKey: callKey('trade', 'checkPresetOrderStatus') });
}

/// issue 19: a phone pays on itself; the browser leaves for the provider (or the sandbox cashier) and comes
/// back to /pay/result.
export function useMobileOrder() {
  return useMutation({
    mutationFn: (input: { productType: ProductType; productId: number; payMethod: 1 | 2 }) => api.trade.newMobileOrder(input),
    onSuccess: (order) => window.location.assign(order.redirectUrl),
  });
}

/// The consumption records, 10 a page (spec 02 §9).
export function useTradeFlows(page: number) {
  return useQuery({
    queryKey: callKey('trade', 'flows', { page }),
    queryFn: () => api.trade.flows({ page, pageSize: tradeLimits.flowsPageSize }),
    placeholderData: keepPreviousData,
  });
}
