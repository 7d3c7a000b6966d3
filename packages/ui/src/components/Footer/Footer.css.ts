import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media, touchTarget } from '../../theme/breakpoints';

export const footer = style({
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.textTertiary,
  fontSize: vars.fontSize.sm,
});
export const inner = style({
  maxWidth: vars.size.contentWidth,
  margin: '0 auto',
  padding: `${vars.space['5']} ${vars.space['6']}`,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  columnGap: vars.space['6'],
  rowGap: vars.space['2'],
  '@media': { [media.phoneOnly]: { padding: `${vars.space['3']} ${vars.space['4']}`, columnGap: vars.space['4'], rowGap: 0 } },
});
export const link = style({
  color: vars.color.textTertiary,
  textDecoration: 'none',
  transition: `color ${vars.motion.fast}`,
  selectors: { '&:hover': { color: vars.color.brand } },
  // on a phone or under a finger each link is a full-height touch target
  '@media': {
    [media.phoneOnly]: { display: 'inline-flex', alignItems: 'center', minHeight: touchTarget },
    [media.touch]: { display: 'inline-flex', alignItems: 'center', minHeight: touchTarget },
  },
});
