import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['4'],
  padding: `${vars.space['16']} ${vars.space['6']}`,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  textAlign: 'center',
});
export const badge = style({
  padding: `2px ${vars.space['3']}`,
  borderRadius: vars.radius.full,
  background: vars.color.brandSoft,
  color: vars.color.brand,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.1em',
});
export const title = style({ margin: 0, fontSize: vars.fontSize['2xl'], fontWeight: vars.fontWeight.bold, color: vars.color.text });
export const text = style({ margin: 0, maxWidth: '420px', fontSize: vars.fontSize.md, lineHeight: vars.lineHeight.relaxed, color: vars.color.textSecondary });
