import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space['2'],
  width: '100%',
  minHeight: '148px',
  padding: vars.space['4'],
  textAlign: 'left',
  fontFamily: 'inherit',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  cursor: 'pointer',
  transition: `box-shadow ${vars.motion.normal} ${vars.motion.easing}, transform ${vars.motion.normal} ${vars.motion.easing}, border-color ${vars.motion.normal}`,
  selectors: {
    '&:hover': { boxShadow: vars.shadow.lg, transform: 'translateY(-2px)', borderColor: 'transparent' },
    '&:focus-visible': { outline: 'none', boxShadow: `0 0 0 3px ${vars.color.focusRing}` },
  },
});

export const name = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const hot = style({ flex: 'none' });

export const comment = style({
  flex: 1,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textSecondary,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

export const voice = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  paddingTop: vars.space['2'],
  borderTop: `1px dashed ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textTertiary,
});

export const voiceName = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  // min(): a screen narrower than 260 px still gets one full-width column, not an overflow
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(260px, 100%), 1fr))',
  gap: vars.space['4'],
  transition: `opacity ${vars.motion.fast}`,
  selectors: { '&[data-state="loading"]': { opacity: 0.6 } },
});
export const gridState = style({ minHeight: '240px', display: 'flex', alignItems: 'center', justifyContent: 'center' });
