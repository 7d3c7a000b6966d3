import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const tabs = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  width: '100%',
  padding: '3px',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceHover,
});
export const tab = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['1'],
  minHeight: '36px',
  border: 0,
  borderRadius: '6px',
  background: 'transparent',
  color: vars.color.textSecondary,
  font: 'inherit',
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  transition: `background ${vars.motion.fast}, color ${vars.motion.fast}`,
  selectors: {
    '&[aria-selected="true"]': { background: vars.color.surface, color: vars.color.text, boxShadow: vars.shadow.sm },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
  },
});
export const methodDot = style({
  width: '18px',
  height: '18px',
  borderRadius: '5px',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  color: '#fff',
  fontSize: '11px',
  fontWeight: vars.fontWeight.bold,
});
export const alipayDot = style({ background: '#1677ff' });
export const wechatDot = style({ background: '#07c160' });

export const qrFrame = style({
  position: 'relative',
  padding: vars.space['2'],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: '#fff',
  lineHeight: 0,
});
export const qrImage = style({
  display: 'block',
  imageRendering: 'pixelated',
  transition: `opacity ${vars.motion.normal}, filter ${vars.motion.normal}`,
  selectors: { '[data-state="expired"] &, [data-state="paid"] &': { opacity: 0.12, filter: 'blur(1px)' } },
});
export const qrPlaceholder = style({ display: 'flex', alignItems: 'center', justifyContent: 'center', background: vars.color.surfaceMuted, borderRadius: vars.radius.md });
export const mask = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['2'],
  padding: vars.space['4'],
  border: 0,
  borderRadius: vars.radius.lg,
  background: 'rgba(255, 255, 255, 0.82)',
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  textAlign: 'center',
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}` } },
});
export const maskStatic = style({ cursor: 'default' });
export const maskIcon = style({ color: vars.color.brand });
export const paidIcon = style({ color: vars.color.success });

export const amount = style({ display: 'flex', alignItems: 'baseline', gap: vars.space['1'], color: vars.color.text });
export const amountValue = style({ fontSize: vars.fontSize['3xl'], fontWeight: vars.fontWeight.bold, color: '#e5484d', lineHeight: 1 });
export const amountCurrency = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold, color: '#e5484d' });
export const hint = style({ fontSize: vars.fontSize.sm, color: vars.color.textSecondary, textAlign: 'center' });
export const sandbox = style({
  width: '100%',
  padding: `${vars.space['1']} ${vars.space['2']}`,
  borderRadius: vars.radius.md,
  background: vars.color.warningSoft,
  color: vars.color.vipStrong,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  textAlign: 'center',
});
export const notice = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['2'],
  minHeight: '180px',
  width: '100%',
  padding: vars.space['4'],
  borderRadius: vars.radius.lg,
  border: `1px dashed ${vars.color.borderStrong}`,
  color: vars.color.textSecondary,
  textAlign: 'center',
});

const rise = keyframes({ from: { opacity: 0, transform: 'translateY(100%)' }, to: { opacity: 1, transform: 'translateY(0)' } });
export const ticker = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  width: '100%',
  height: '32px',
  padding: `0 ${vars.space['3']}`,
  overflow: 'hidden',
  borderRadius: vars.radius.full,
  background: vars.color.vipSoft,
  color: vars.color.vipStrong,
  fontSize: vars.fontSize.xs,
});
export const tickerLine = style({ whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis', animation: `${rise} ${vars.motion.normal} ${vars.motion.easing}` });

export const success = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space['3'], padding: `${vars.space['8']} ${vars.space['4']}`, textAlign: 'center' });
export const successIcon = style({ color: vars.color.success });
export const successTitle = style({ margin: 0, fontSize: vars.fontSize['2xl'], fontWeight: vars.fontWeight.bold, color: vars.color.text });
