import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import * as css from './PayTabs.css';
import { Button } from '../../primitives/Button';
import { Spinner } from '../../primitives/Spinner';
import { CheckIcon, SuccessIcon, WarningIcon } from '../../primitives/icons';
import { RefreshIcon } from '../../primitives/studioIcons';
import { Stack } from '../../primitives/Stack';

/** spec 01 §9: payMethod 1 Alipay (the default tab), 2 WeChat pay. */
export const payMethodNames: Record<number, string> = { 1: '支付宝', 2: '微信支付' };

/** The state of one tab's order, as its QR shows it (STYLE.md: named states, exposed as data-state). */
export const payQrStates = ['loading', 'pending', 'paid', 'expired', 'error'] as const;
export type PayQrState = (typeof payQrStates)[number];

/** One tab's order. */
export type PayOrderView = {
  state: PayQrState;
  /** The QR picture (a data URL) once the order exists. */
  qrcode?: string | null;
  /** Yuan. */
  amount?: number | null;
  /** Why it failed (state 'error'). */
  message?: string;
};

/** Where the dialog runs: a computer shows QR codes; a phone pays on itself (issue 19). */
export const payDevices = ['desktop', 'phone'] as const;
export type PayDevice = (typeof payDevices)[number];

export const QR_EXPIRED_TEXT = '二维码已过期，点击刷新';
export const SANDBOX_NOTICE = '沙箱支付，不产生真实扣款';
export const PAYMENT_OFF_TEXT = '在线支付暂未开通';
/** What a dialog says instead of products and prices where the site sells nothing (issue 27). */
export const PAYMENT_OFF_EXPLANATION = '本站暂未开通在线支付，会员暂不能在线购买。如需会员权益，请联系本站管理员。';
export const SELECT_PRODUCT_TEXT = '请选择套餐';

export const formatYuan = (amount: number) => amount.toFixed(2);

export type PayQrCodeProps = {
  order: PayOrderView;
  /** The tab's name for the picture's label. */
  methodName: string;
  /** Pixels. @default 180 */
  size?: number;
  /** The expired mask (or the error) was clicked: make a new order. */
  onRefresh?: () => void;
};

/** The order's QR with its states: loading, pending (scan me), paid, expired (a mask that refreshes), error. */
export function PayQrCode({ order, methodName, size = 180, onRefresh }: PayQrCodeProps) {
  const { state, qrcode } = order;
  return (
    <div className={css.qrFrame} data-state={state} data-testid="pay-qr">
      {qrcode && state !== 'loading' ? (
        <img className={css.qrImage} src={qrcode} width={size} height={size} alt={`${methodName}支付二维码`} />
      ) : (
        <div className={css.qrPlaceholder} style={{ width: size, height: size }}>
          {state === 'loading' ? <Spinner size={28} label="正在生成二维码" /> : null}
        </div>
      )}
      {state === 'expired' ? (
        <button type="button" className={css.mask} onClick={onRefresh}>
          <RefreshIcon size={28} className={css.maskIcon} />
          {QR_EXPIRED_TEXT}
        </button>
      ) : null}
      {state === 'error' ? (
        <button type="button" className={css.mask} onClick={onRefresh}>
          <WarningIcon size={28} className={css.maskIcon} />
          <span>{order.message || '二维码生成失败'}</span>
          <span>点击重试</span>
        </button>
      ) : null}
      {state === 'paid' ? (
        <div className={`${css.mask} ${css.maskStatic}`}>
          <SuccessIcon size={36} className={css.paidIcon} />
          已支付
        </div>
      ) : null}
    </div>
  );
}

export type PayTabsProps = {
  /** The tabs on offer (1 Alipay, 2 WeChat pay), in order; empty: purchasing is off on this server. */
  methods: readonly number[];
  /** The chosen tab. */
  value: number;
  onValueChange: (method: number) => void;
  /** The chosen tab's order; null while no product is chosen (请选择套餐). */
  order: PayOrderView | null;
  /** Make a new order for the chosen tab (the expired mask, a failed order). */
  onRefresh: () => void;
  /** Orders go to the demo cashier: say so (沙箱支付，不产生真实扣款). @default false */
  sandbox?: boolean;
  /** @default 'desktop' */
  device?: PayDevice;
  /** Phone: 打开支付宝 / 打开微信支付 was pressed for this tab. */
  onPayOnPhone?: (method: number) => void;
  /** Phone: the order is being made. @default false */
  phoneBusy?: boolean;
  /** QR size in pixels. @default 180 */
  qrSize?: number;
};

/**
 * The pay tabs (spec 01 §4, spec 02 §4): 支付宝 (default) and 微信支付, each with its own order and QR; the
 * amount; the sandbox notice. On a phone the tab offers 打开支付宝 / 打开微信支付 instead of a QR it could not scan.
 */
export function PayTabs({ methods, value, onValueChange, order, onRefresh, sandbox = false, device = 'desktop', onPayOnPhone, phoneBusy = false, qrSize = 180 }: PayTabsProps) {
  if (methods.length === 0) {
    return (
      <Stack gap="3" align="center">
        <div className={css.notice} role="note">
          <strong>{PAYMENT_OFF_TEXT}</strong>
          <span>本站暂不支持在线购买会员</span>
        </div>
      </Stack>
    );
  }
  const name = payMethodNames[value] ?? '';
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    const index = methods.indexOf(value);
    const next = methods[(index + (event.key === 'ArrowRight' ? 1 : methods.length - 1)) % methods.length]!;
    onValueChange(next);
    (event.currentTarget.querySelector(`[data-method="${next}"]`) as HTMLElement | null)?.focus();
  };
  return (
    <Stack gap="3" align="center">
      <div className={css.tabs} role="tablist" aria-label="支付方式" onKeyDown={onKeyDown} style={{ gridTemplateColumns: `repeat(${methods.length}, 1fr)` }}>
        {methods.map((method) => (
          <button
            key={method}
            type="button"
            role="tab"
            data-method={method}
            aria-selected={method === value}
            tabIndex={method === value ? 0 : -1}
            className={css.tab}
            onClick={() => onValueChange(method)}
          >
            <span className={`${css.methodDot} ${method === 2 ? css.wechatDot : css.alipayDot}`} aria-hidden>
              {method === 2 ? '微' : '支'}
            </span>
            {payMethodNames[method]}
          </button>
        ))}
      </div>
      <Stack role="tabpanel" aria-label={name} gap="3" align="center" style={{ width: '100%' }}>
        {order === null ? (
          <div className={css.notice}>{SELECT_PRODUCT_TEXT}</div>
        ) : device === 'phone' ? (
          <>
            {order.amount != null ? <Amount value={order.amount} /> : null}
            <Button size="lg" block onClick={() => onPayOnPhone?.(value)} loading={phoneBusy} disabled={phoneBusy}>
              打开{name}
            </Button>
            <span className={css.hint}>将跳转到{name}完成支付，支付后自动返回</span>
          </>
        ) : (
          <>
            <PayQrCode order={order} methodName={name} size={qrSize} onRefresh={onRefresh} />
            {order.amount != null ? <Amount value={order.amount} /> : null}
            <span className={css.hint}>{order.state === 'paid' ? '支付成功' : `请使用${name}扫码支付`}</span>
          </>
        )}
        {sandbox ? (
          <div className={css.sandbox} role="note">
            {SANDBOX_NOTICE}
          </div>
        ) : null}
      </Stack>
    </Stack>
  );
}

function Amount({ value }: { value: number }) {
  return (
    <div className={css.amount} aria-label={`应付金额 ${formatYuan(value)} 元`}>
      <span className={css.amountCurrency}>¥</span>
      <span className={css.amountValue}>{formatYuan(value)}</span>
    </div>
  );
}

/** spec 01 §9: the recent-payments ticker rotates every 3 s. */
export const TICKER_INTERVAL_MS = 3000;

export type PaymentsTickerProps = {
  /** Real recent payments, e.g. 138****8000 5分钟前开通了超级会员·年卡. Nothing shows when empty. */
  payments: readonly string[];
  /** @default 3000 */
  intervalMs?: number;
};

/** One recent payment at a time, the next every 3 s (spec 01 §2). */
export function PaymentsTicker({ payments, intervalMs = TICKER_INTERVAL_MS }: PaymentsTickerProps) {
  const [index, setIndex] = useState(0);
  const count = payments.length;
  const timer = useRef<ReturnType<typeof setInterval> | undefined>(undefined);
  useEffect(() => {
    if (count < 2) return;
    timer.current = setInterval(() => setIndex((i) => (i + 1) % count), intervalMs);
    return () => clearInterval(timer.current);
  }, [count, intervalMs]);
  if (count === 0) return null;
  const line = payments[index % count];
  return (
    <div className={css.ticker} aria-label="最近开通" data-testid="payments-ticker">
      <CheckIcon size={14} />
      <span key={index % count} className={css.tickerLine}>
        {line}
      </span>
    </div>
  );
}

export type PaySuccessProps = {
  /** The server's subtitle: what was opened and until when. */
  subtitle: string;
  /** 完成 was pressed. */
  onDone?: () => void;
};

/** The success view (spec 01 §4): 支付成功 with the server's subtitle. */
export function PaySuccess({ subtitle, onDone }: PaySuccessProps) {
  return (
    <div className={css.success} role="status">
      <SuccessIcon size={56} className={css.successIcon} />
      <h3 className={css.successTitle}>支付成功</h3>
      <span className={css.hint}>{subtitle}</span>
      {onDone ? <Button onClick={onDone}>完成</Button> : null}
    </div>
  );
}
