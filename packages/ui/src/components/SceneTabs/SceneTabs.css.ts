import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media, touchTarget } from '../../theme/breakpoints';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['2'],
  '@media': {
    // a phone keeps the chips on one line that scrolls sideways, rather than a wall of rows above the samples
    [media.phoneOnly]: {
      flexWrap: 'nowrap',
      overflowX: 'auto',
      scrollbarWidth: 'none',
      // room for the focus ring inside the scroller
      padding: '3px',
      margin: '-3px',
    },
  },
});

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
  flexShrink: 0,
  whiteSpace: 'nowrap',
  '@media': { [media.touch]: { height: touchTarget } },
  selectors: {
    '&:hover': { color: vars.color.brand, borderColor: vars.color.brand },
    '&:focus-visible': { boxShadow: `0 0 0 3px ${vars.color.focusRing}` },
    '&[data-state="active"]': { background: vars.color.brand, borderColor: vars.color.brand, color: vars.color.brandContrast, fontWeight: vars.fontWeight.medium },
  },
});
