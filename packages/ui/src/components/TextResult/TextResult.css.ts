import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const title = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold, color: vars.color.text });
export const meta = style({ fontSize: vars.fontSize.sm, color: vars.color.textTertiary });
export const text = style({
  minHeight: '280px',
  resize: 'vertical',
  padding: vars.space['4'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.relaxed,
  color: vars.color.text,
  outline: 'none',
  selectors: { '&:focus-visible': { borderColor: vars.color.brand, boxShadow: `0 0 0 3px ${vars.color.focusRing}`, background: vars.color.surface } },
});
export const count = style({ fontSize: vars.fontSize.sm, color: vars.color.textTertiary });
