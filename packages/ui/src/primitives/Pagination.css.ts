import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { media, touchTarget } from '../theme/breakpoints';

export const nav = style({ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: vars.space['1'], padding: `${vars.space['4']} 0` });
export const item = style({
  minWidth: '32px',
  height: '32px',
  padding: `0 ${vars.space['2']}`,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:hover:not(:disabled)': { color: vars.color.brand, borderColor: vars.color.brand },
    '&:focus-visible': { boxShadow: `0 0 0 3px ${vars.color.focusRing}` },
    '&:disabled': { color: vars.color.textDisabled, cursor: 'not-allowed' },
    '&[aria-current="page"]': { background: vars.color.brand, borderColor: vars.color.brand, color: vars.color.brandContrast },
  },
  '@media': { [media.touch]: { minWidth: touchTarget, height: touchTarget } },
});
export const gap = style({ minWidth: '24px', textAlign: 'center', color: vars.color.textSecondary });
