import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/breakpoints';

// columns and gap per screen class come from atomsAt (FeatureCards.tsx)
export const grid = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const card = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['5'],
  width: '100%',
  height: '100%',
  padding: vars.space['6'],
  textAlign: 'left',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  cursor: 'pointer',
  transition: `box-shadow ${vars.motion.normal} ${vars.motion.easing}, transform ${vars.motion.normal} ${vars.motion.easing}, border-color ${vars.motion.normal}`,
  outline: 'none',
  selectors: {
    '&:hover': { transform: 'translateY(-3px)', boxShadow: vars.shadow.lg, borderColor: 'transparent' },
    '&:focus-visible': { boxShadow: `0 0 0 3px ${vars.color.focusRing}` },
  },
  '@media': {
    // one card a row on a phone: the picture beside the text, a little tighter
    [media.phoneOnly]: { padding: vars.space['4'], gap: vars.space['4'] },
    // three narrow columns on a tablet: the picture above the text, so the text keeps its width
    [media.tabletOnly]: { flexDirection: 'column', alignItems: 'flex-start', padding: vars.space['5'] },
  },
});

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'], minWidth: 0 });
export const title = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.semibold, color: vars.color.text });
export const description = style({ fontSize: vars.fontSize.sm, color: vars.color.textSecondary, lineHeight: vars.lineHeight.normal });
export const more = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  marginTop: vars.space['2'],
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.brand,
  transition: `gap ${vars.motion.fast}`,
  selectors: { [`${card}:hover &`]: { gap: vars.space['2'] } },
});
