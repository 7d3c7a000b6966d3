// The membership dialogs of the 文案提取 tool (product type 200, spec 02 §2.7) and the AI writing pages (300,
// §2.8): the compact PayPanel with where the user stands (the asrInfo / gptInfo calls), what the membership gives
// (from the chosen product: its minutes or tokens a month), and the shared checkout (one order per pay tab, one
// poll at a time, spec 02 §4). A paid order refreshes the memberships and the allowances they gate, so the 402
// that opened this dialog is gone on the next try.
import { PayPanel, formatDate } from '@peiyin/ui';
import type { AsrVipInfo, GptVipInfo, VipProduct } from '@peiyin/api-client';
import { useAsrVipInfo, useGptVipInfo } from '../api/vip';
import { useCheckout } from './checkout';

/** The memberships sold in a PayPanel; 100 (speech synthesis) has the full VipDialog. */
export type PanelProductType = 200 | 300;

export const panelTitles: Record<PanelProductType, string> = { 200: '语音识别会员', 300: 'AI写作会员' };

/** 1000000 → 100万, 20000 → 2万, 1500 → 1,500: tokens as the spec's copy counts them (每月100万tokens). */
export const tokensText = (tokens: number) => (tokens >= 10_000 && tokens % 10_000 === 0 ? `${tokens / 10_000}万` : tokens.toLocaleString('en-US'));

/** What the membership gives: the chosen product's allowance, then the fixed privileges (spec 02 §2.7, §2.8). */
export function panelFeatures(productType: PanelProductType, product: Pick<VipProduct, 'minutes' | 'tokens'> | null): string[] {
  if (productType === 200) {
    // issue 28: the per-file minimum is said where the minutes are sold
    return [...(product ? [`每月${product.minutes}分钟识别时长（按整分钟计，每个文件不足 1 分钟按 1 分钟计）`] : []), '音频、视频与分享链接均可识别', '导出 TXT / SRT / DOCX'];
  }
  // spec 02 §2.8: 1 million tokens per month, memory function, unlimited times, dedicated support
  return [...(product ? [`每月${tokensText(product.tokens)}tokens`] : []), '记忆功能', '不限次数', '专属客服'];
}

/** The status line: a member until when, expired since when, or not a member with this month's free allowance. */
export function panelStatus(productType: PanelProductType, info: AsrVipInfo | GptVipInfo | undefined): { text: string; expired: boolean } | null {
  if (!info) return null;
  const name = panelTitles[productType];
  const allowance = 'minutesPerMonth' in info ? `${info.minutesPerMonth} 分钟` : `${tokensText(info.tokensPerMonth)} tokens`;
  if (info.member && info.endTime !== null) return { text: `${name}，有效期至 ${formatDate(info.endTime)}，每月 ${allowance}`, expired: false };
  if (info.expired && info.endTime !== null) return { text: `${name}已于 ${formatDate(info.endTime)} 到期，续费即可恢复权益`, expired: true };
  const free = 'minutesPerMonth' in info ? info.minutesPerMonth : info.tokensPerMonth;
  return { text: free > 0 ? `您还不是${name}，本月免费额度 ${allowance}` : `您还不是${name}`, expired: false };
}

export function MembershipPanel({ productType, open, onOpenChange }: { productType: PanelProductType; open: boolean; onOpenChange: (open: boolean) => void }) {
  const checkout = useCheckout(productType, open);
  const asr = useAsrVipInfo(open && productType === 200);
  const gpt = useGptVipInfo(open && productType === 300);
  const info = productType === 200 ? asr.data : gpt.data;
  const selected = checkout.products?.find((product) => product.id === checkout.selectedId) ?? null;
  return (
    <PayPanel
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        // spec 02 §4: closing resets both tabs
        if (!next) checkout.reset();
      }}
      title={panelTitles[productType]}
      status={panelStatus(productType, info)}
      features={panelFeatures(productType, selected)}
      products={checkout.products}
      selectedId={checkout.selectedId}
      onSelect={checkout.onSelect}
      pay={checkout.pay}
      paid={checkout.paid}
    />
  );
}
