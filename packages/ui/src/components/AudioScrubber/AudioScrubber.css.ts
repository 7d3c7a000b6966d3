import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media, touchTarget } from '../../theme/breakpoints';

export const player = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minWidth: 0,
  width: '100%',
});

export const toggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: 32,
  height: 32,
  border: 'none',
  borderRadius: vars.radius.full,
  background: vars.color.brand,
  color: vars.color.brandContrast,
  cursor: 'pointer',
  transition: `background ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&:hover': { background: vars.color.brandHover },
    '&:focus-visible': { outline: 'none', boxShadow: `0 0 0 3px ${vars.color.focusRing}` },
  },
  '@media': { [media.touch]: { width: touchTarget, height: touchTarget } },
});

export const scrubber = style({
  flex: '1 1 auto',
  minWidth: 60,
  margin: 0,
  accentColor: vars.color.brand,
  cursor: 'pointer',
});

export const time = style({
  flexShrink: 0,
  fontSize: vars.fontSize.xs,
  color: vars.color.textTertiary,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});
