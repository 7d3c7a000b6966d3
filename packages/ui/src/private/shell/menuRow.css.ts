import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { touchTarget } from '../../theme/breakpoints';

/**
 * One row of a full-width menu (the header's menu drawer, the right tool bar's folded panel): a link or
 * button a finger hits easily, touchTarget high and the full width. Each menu adds its own hover and
 * current-item states with `style([menuRow, { selectors }])`.
 */
export const menuRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  width: '100%',
  minHeight: touchTarget,
  padding: `0 ${vars.space['3']}`,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  fontFamily: 'inherit',
  textAlign: 'left',
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:focus-visible': { boxShadow: `inset 0 0 0 2px ${vars.color.focusRing}` },
  },
});
