import * as css from './PayPanel.css';
import { Dialog } from '../../primitives/Dialog';
import { Spinner } from '../../primitives/Spinner';
import { CheckIcon } from '../../primitives/icons';
import { PAYMENT_OFF_EXPLANATION, PaySuccess, PayTabs } from '../PayTabs';
import { ProductCards, type MembershipPayProps, type MembershipProduct } from '../VipDialog';
import { Stack } from '../../primitives/Stack';

/** spec 02 §9: the payment dialog of the tools and the writing assistant is 375 px wide, on layer 2000. */
export const PAY_PANEL_WIDTH = 375;

export type PayPanelProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** e.g. 语音识别会员, AI写作会员. */
  title: string;
  /** Where the user stands, e.g. 有效期至 2026-02-04; null while it loads. */
  status: { text: string; expired: boolean } | null;
  /** What the membership gives (spec 02 §2.8: 每月100万tokens, 记忆功能…). */
  features: readonly string[];
  products: readonly MembershipProduct[] | null;
  selectedId: number | null;
  onSelect: (id: number) => void;
  pay: MembershipPayProps;
  paid: { subtitle: string } | null;
};

/**
 * The compact membership dialog of the speech-recognition tool and the AI writing assistant (spec 02 §2.7,
 * §2.8, §4): 375 px, layer 2000, products, 支付宝 / 微信支付 tabs each with its own order, the success view.
 */
export function PayPanel({ open, onOpenChange, title, status, features, products, selectedId, onSelect, pay, paid }: PayPanelProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content title={title} width={PAY_PANEL_WIDTH} description={status ? <span className={status.expired ? css.expired : undefined}>{status.text}</span> : undefined}>
        {paid ? (
          <PaySuccess subtitle={paid.subtitle} onDone={() => onOpenChange(false)} />
        ) : (
          <Stack gap="4">
            {features.length ? (
              <ul className={css.features} aria-label="会员权益">
                {features.map((f) => (
                  <li key={f} className={css.feature}>
                    <CheckIcon size={12} />
                    {f}
                  </li>
                ))}
              </ul>
            ) : null}
            {/* issue 27: where nothing is sold, what the membership gives and a plain word, no product or price */}
            {pay.methods.length === 0 ? (
              <p className={css.paymentOff} role="note">
                {PAYMENT_OFF_EXPLANATION}
              </p>
            ) : (
              <>
                {products === null ? <Spinner size={24} label="正在加载套餐" /> : <ProductCards products={products} selectedId={selectedId} onSelect={onSelect} label={`${title}套餐`} />}
                <PayTabs {...pay} order={products?.some((p) => p.id === selectedId) ? pay.order : null} qrSize={160} />
              </>
            )}
          </Stack>
        )}
      </Dialog.Content>
    </Dialog.Root>
  );
}
