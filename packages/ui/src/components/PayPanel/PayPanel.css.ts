import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const status = style({ fontSize: vars.fontSize.sm, color: vars.color.textSecondary });
export const expired = style({ color: vars.color.danger });
export const features = style({
  listStyle: 'none',
  margin: 0,
  padding: vars.space['3'],
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space['2'],
  borderRadius: vars.radius.md,
  background: vars.color.vipSoft,
});
export const feature = style({ display: 'flex', alignItems: 'center', gap: vars.space['1'], fontSize: vars.fontSize.xs, color: vars.color.vipStrong });
/** The plain explanation that takes the place of the products where nothing is sold. */
export const paymentOff = style({
  margin: 0,
  padding: `${vars.space['3']} ${vars.space['4']}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  color: vars.color.textSecondary,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.relaxed,
});
