import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/breakpoints';

export const content = style({ padding: 0, overflow: 'hidden auto' });
// The dialog's close icon sits on the dark hero: white, like the hero's text.
globalStyle(`${content} > button[aria-label="关闭"]`, { color: 'rgba(255, 255, 255, 0.8)' });
globalStyle(`${content} > button[aria-label="关闭"]:hover`, { color: '#fff', background: 'rgba(255, 255, 255, 0.12)' });

export const hero = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  padding: `${vars.space['5']} 56px ${vars.space['5']} ${vars.space['6']}`,
  background: 'linear-gradient(120deg, #2a2540 0%, #3d3361 60%, #5a4388 100%)',
  color: '#fff',
  // on a phone the trial offer takes its own row under the title instead of squeezing beside it
  '@media': { [media.phoneOnly]: { flexWrap: 'wrap', padding: `${vars.space['4']} 56px ${vars.space['4']} ${vars.space['4']}` } },
});
export const heroCrown = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '44px',
  height: '44px',
  borderRadius: vars.radius.full,
  background: vars.color.vipGradient,
  color: '#6b4300',
  flexShrink: 0,
});
export const heroTitle = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold, color: '#fff' });
export const heroStatus = style({ fontSize: vars.fontSize.sm, color: 'rgba(255,255,255,0.75)' });
export const heroExpired = style({ color: '#ffb4b4' });
export const trial = style({
  marginLeft: 'auto',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  padding: `${vars.space['1']} ${vars.space['1']} ${vars.space['1']} ${vars.space['3']}`,
  borderRadius: vars.radius.full,
  background: 'rgba(255, 231, 176, 0.16)',
  color: '#ffe7b0',
  fontSize: vars.fontSize.sm,
  '@media': { [media.phoneOnly]: { marginLeft: 0, flexBasis: '100%', justifyContent: 'space-between' } },
});

export const body = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) 280px',
  gap: vars.space['6'],
  padding: vars.space['6'],
  '@media': { 'screen and (max-width: 720px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
  // nothing is sold: no pay column
  selectors: { '&[data-payment-off]': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
/** The plain explanation that takes the place of the products where nothing is sold. */
export const paymentOff = style({
  margin: `0 0 ${vars.space['4']}`,
  padding: `${vars.space['3']} ${vars.space['4']}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  color: vars.color.textSecondary,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.relaxed,
});
export const sectionTitle = style({ margin: `0 0 ${vars.space['3']}`, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold, color: vars.color.text });

export const products = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', gap: vars.space['3'] });
export const product = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space['1'],
  padding: `${vars.space['5']} ${vars.space['4']} ${vars.space['4']}`,
  border: `1.5px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'left',
  cursor: 'pointer',
  transition: `border-color ${vars.motion.fast}, box-shadow ${vars.motion.fast}, background ${vars.motion.fast}`,
  selectors: {
    '&:hover': { borderColor: '#f0c56e' },
    '&[aria-checked="true"]': { borderColor: vars.color.vip, background: vars.color.vipSoft, boxShadow: '0 6px 18px rgba(201, 138, 28, 0.18)' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});
export const promotion = style({
  position: 'absolute',
  top: '-1px',
  left: '-1px',
  padding: `2px ${vars.space['2']}`,
  borderRadius: `${vars.radius.lg} 0 ${vars.radius.lg} 0`,
  background: 'linear-gradient(90deg, #ff6a3d, #f03e6e)',
  color: '#fff',
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
});
export const productTitle = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold });
export const price = style({ display: 'flex', alignItems: 'baseline', gap: '2px', color: vars.color.vipStrong, marginTop: vars.space['1'] });
export const priceCurrency = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold });
export const priceValue = style({ fontSize: vars.fontSize['3xl'], fontWeight: vars.fontWeight.bold, lineHeight: 1.1 });
export const origin = style({ fontSize: vars.fontSize.xs, color: vars.color.textTertiary, textDecoration: 'line-through' });
export const perDay = style({ fontSize: vars.fontSize.xs, color: vars.color.textSecondary });
export const check = style({
  position: 'absolute',
  right: vars.space['2'],
  bottom: vars.space['2'],
  display: 'inline-flex',
  width: '20px',
  height: '20px',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: vars.radius.full,
  background: vars.color.vip,
  color: '#fff',
});

export const privileges = style({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space['3'], marginTop: vars.space['5'] });
export const level = style({
  padding: vars.space['4'],
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceMuted,
  border: `1px solid transparent`,
  selectors: { '&[data-active="true"]': { borderColor: '#f0c56e', background: vars.color.vipSoft } },
});
export const levelName = style({ display: 'flex', alignItems: 'center', gap: vars.space['1'], margin: `0 0 ${vars.space['2']}`, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold, color: vars.color.vipStrong });
export const levelList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space['1'] });
export const levelItem = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'], fontSize: vars.fontSize.sm, color: vars.color.textSecondary });
export const levelCheck = style({ color: vars.color.vip, flexShrink: 0 });

export const pay = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  padding: vars.space['4'],
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  alignSelf: 'start',
});
export const selected = style({ fontSize: vars.fontSize.sm, color: vars.color.textSecondary, textAlign: 'center' });
export const agreement = style({ fontSize: vars.fontSize.xs, color: vars.color.textTertiary, textAlign: 'center' });
export const loading = style({ display: 'flex', alignItems: 'center', justifyContent: 'center', minHeight: '160px' });
