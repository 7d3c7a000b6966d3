import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const list = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['2'] });

// State by selector: the chosen scene carries the brand colour (Radix sets data-state="active").
export const chip = style({
  height: vars.size.controlMd,
  padding: `0 ${vars.space['4']}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.textSecondary,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.md,
  cursor: 'pointer',
  outline: 'none',
  transition: `color ${vars.motion.fast}, background ${vars.motion.fast}, border-color ${vars.motion.fast}`,
  selectors: {
    '&:hover': { color: vars.color.brand, borderColor: vars.color.brand },
    '&:focus-visible': { boxShadow: `0 0 0 3px ${vars.color.focusRing}` },
    '&[data-state="active"]': { background: vars.color.brand, borderColor: vars.color.brand, color: vars.color.brandContrast, fontWeight: vars.fontWeight.medium },
  },
});
