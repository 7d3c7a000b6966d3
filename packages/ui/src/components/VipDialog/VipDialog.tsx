import { useState, type KeyboardEvent, type ReactNode } from 'react';
import * as css from './VipDialog.css';
import { Dialog } from '../../primitives/Dialog';
import { Button } from '../../primitives/Button';
import { Spinner } from '../../primitives/Spinner';
import { CheckIcon, CrownIcon } from '../../primitives/icons';
import { PAYMENT_OFF_EXPLANATION, PaymentsTicker, PaySuccess, PayTabs, SELECT_PRODUCT_TEXT, formatYuan, type PayTabsProps } from '../PayTabs';

/** A membership product as the dialog shows it (spec 01 §3 "VIP product"); prices in yuan. */
export type MembershipProduct = {
  id: number;
  title: string;
  /** The level's name, e.g. 超级会员. */
  name: string;
  vipLevel: number;
  days: number;
  realPrice: number;
  originPrice: number;
  /** Per day. */
  averagePrice: number;
  /** Badge text, '' for none. */
  promotion: string;
};

/** Where the user stands (spec 01 §3 "VIP member info"). */
export type MembershipStatus = {
  vipLevel: number;
  vipName: string;
  endTime: number | null;
  expired: boolean;
  /** Never a member and the trial not taken. */
  newUser: boolean;
};

/** What a level gives (spec 01 §6). */
export type LevelPrivileges = { vipLevel: number; vipName: string; privileges: readonly string[] };

/** The pay area's props the dialog passes through (its tabs, orders and phone branch). */
export type MembershipPayProps = Pick<PayTabsProps, 'methods' | 'value' | 'onValueChange' | 'order' | 'onRefresh' | 'sandbox' | 'device' | 'onPayOnPhone' | 'phoneBusy'>;

/** 2026-02-04 in Beijing time, the studio's users' time zone. */
export const formatDate = (ms: number) => new Date(ms + 8 * 3600_000).toISOString().slice(0, 10);

export function membershipStatusText(status: MembershipStatus | null, paymentOff = false): string {
  if (!status || (!status.vipName && !status.expired)) return paymentOff ? '您还不是会员' : '您还不是会员，开通即享全部权益';
  if (status.expired && paymentOff) return `${status.vipName}已于 ${formatDate(status.endTime ?? 0)} 到期`;
  if (status.expired) return `${status.vipName}已于 ${formatDate(status.endTime ?? 0)} 到期，续费即可恢复权益`;
  return `${status.vipName}，有效期至 ${formatDate(status.endTime ?? 0)}`;
}

export type ProductCardsProps = {
  products: readonly MembershipProduct[];
  selectedId: number | null;
  onSelect: (id: number) => void;
  /** Accessible name of the group. @default '会员套餐' */
  label?: string;
};

/** The product cards (a radio group): badge, price, struck original price, price per day. */
export function ProductCards({ products, selectedId, onSelect, label = '会员套餐' }: ProductCardsProps) {
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const keys: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };
    const step = keys[event.key];
    if (!step || products.length === 0) return;
    event.preventDefault();
    const index = Math.max(0, products.findIndex((p) => p.id === selectedId));
    const next = products[(index + step + products.length) % products.length]!;
    onSelect(next.id);
    (event.currentTarget.querySelector(`[data-product="${next.id}"]`) as HTMLElement | null)?.focus();
  };
  return (
    <div className={css.products} role="radiogroup" aria-label={label} onKeyDown={onKeyDown}>
      {products.map((p, index) => {
        const checked = p.id === selectedId;
        return (
          <button
            key={p.id}
            type="button"
            role="radio"
            aria-checked={checked}
            tabIndex={checked || (selectedId === null && index === 0) ? 0 : -1}
            data-product={p.id}
            className={css.product}
            onClick={() => onSelect(p.id)}
          >
            {p.promotion ? <span className={css.promotion}>{p.promotion}</span> : null}
            <span className={css.productTitle}>{p.title}</span>
            <span className={css.price}>
              <span className={css.priceCurrency}>¥</span>
              <span className={css.priceValue}>{formatYuan(p.realPrice)}</span>
            </span>
            {p.originPrice > p.realPrice ? <span className={css.origin}>原价 ¥{formatYuan(p.originPrice)}</span> : <span className={css.origin} />}
            <span className={css.perDay}>
              {p.days} 天 · 约 ¥{formatYuan(p.averagePrice)}/天
            </span>
            {checked ? (
              <span className={css.check} aria-hidden>
                <CheckIcon size={12} />
              </span>
            ) : null}
          </button>
        );
      })}
    </div>
  );
}

export type VipDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The user's membership; null while it loads. */
  status: MembershipStatus | null;
  /** Days of the new-member trial offered to a new user (0 or absent: no offer). */
  trialDays?: number;
  /** 立即领取 was pressed. */
  onTakeTrial?: () => void;
  /** The products; null while they load. */
  products: readonly MembershipProduct[] | null;
  selectedId: number | null;
  onSelect: (id: number) => void;
  /** The pay tabs, their orders and the phone branch. */
  pay: MembershipPayProps;
  /** Recent payments for the ticker (rotates every 3 s). */
  payments: readonly string[];
  /** Privileges by level; the selected product's level is highlighted. */
  privileges: readonly LevelPrivileges[];
  /** The payment went through: the success view with the server's subtitle. */
  paid: { subtitle: string } | null;
  /** Links under the pay area (member agreement). */
  footnote?: ReactNode;
};

/**
 * The speech synthesis VIP dialog (spec 01 §2 "VIP dialog", §4 VIP payment): product cards (first selected by
 * default, by the caller), 支付宝 / 微信支付 tabs each with its own order and QR, the amount, the expired mask,
 * the recent-payments ticker, the privileges by level, and the success view.
 */
export function VipDialog({ open, onOpenChange, status, trialDays = 0, onTakeTrial, products, selectedId, onSelect, pay, payments, privileges, paid, footnote }: VipDialogProps) {
  const selected = products?.find((p) => p.id === selectedId) ?? null;
  // issue 27: a member is offered a renewal, not 开通会员; where nothing is sold, the dialog shows what a
  // membership gives and says so plainly, with no product, price or pay tab
  const paymentOff = pay.methods.length === 0;
  const member = !!status && (status.vipLevel > 0 || status.expired);
  const current = paymentOff ? '会员权益' : member ? '续费会员' : '开通会员';
  // the success view keeps the title the purchase began under (the membership it refreshes makes a member)
  const [shown, setShown] = useState({ open, title: current });
  if (shown.open !== open || (!paid && shown.title !== current)) setShown({ open, title: current });
  const title = shown.title;
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content title={title} hideTitle width={880} bare className={css.content}>
        <div className={css.hero}>
          <span className={css.heroCrown}>
            <CrownIcon size={24} />
          </span>
          <div>
            <p className={css.heroTitle} aria-hidden>
              {title}
            </p>
            <span className={`${css.heroStatus} ${status?.expired ? css.heroExpired : ''}`} data-testid="member-status">
              {membershipStatusText(status, paymentOff)}
            </span>
          </div>
          {status?.newUser && trialDays > 0 && onTakeTrial && !paid && !paymentOff ? (
            <div className={css.trial}>
              新人专享：免费体验高级会员 {trialDays} 天
              <Button size="sm" round variant="vip" onClick={onTakeTrial}>
                立即领取
              </Button>
            </div>
          ) : null}
        </div>
        {paid ? (
          <PaySuccess subtitle={paid.subtitle} onDone={() => onOpenChange(false)} />
        ) : (
          <div className={css.body} data-payment-off={paymentOff || undefined}>
            <section aria-label={paymentOff ? '会员权益' : '选择套餐'}>
              {paymentOff ? (
                <p className={css.paymentOff} role="note">
                  {PAYMENT_OFF_EXPLANATION}
                </p>
              ) : (
                <h3 className={css.sectionTitle}>选择套餐</h3>
              )}
              {paymentOff ? null : products === null ? (
                <div className={css.loading}>
                  <Spinner size={24} label="正在加载套餐" />
                </div>
              ) : (
                <ProductCards products={products} selectedId={selectedId} onSelect={onSelect} />
              )}
              <div className={css.privileges}>
                {privileges.map((level) => (
                  <div key={level.vipLevel} className={css.level} data-active={!paymentOff && selected?.vipLevel === level.vipLevel}>
                    <h4 className={css.levelName}>
                      <CrownIcon size={14} />
                      {level.vipName}权益
                    </h4>
                    <ul className={css.levelList}>
                      {level.privileges.map((item) => (
                        <li key={item} className={css.levelItem}>
                          <CheckIcon size={14} className={css.levelCheck} />
                          {item}
                        </li>
                      ))}
                    </ul>
                  </div>
                ))}
              </div>
            </section>
            {paymentOff ? null : (
              <section className={css.pay} aria-label="支付">
                <span className={css.selected}>{selected ? `已选：${selected.title}` : SELECT_PRODUCT_TEXT}</span>
                <PayTabs {...pay} order={selected ? pay.order : null} />
                <PaymentsTicker payments={payments} />
                {footnote ? <span className={css.agreement}>{footnote}</span> : null}
              </section>
            )}
          </div>
        )}
      </Dialog.Content>
    </Dialog.Root>
  );
}
