import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const chip = style({
  padding: `${vars.space['1']} ${vars.space['3']}`,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.textSecondary,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  transition: `all ${vars.motion.fast}`,
  selectors: {
    '&:hover': { borderColor: vars.color.brand, color: vars.color.brand },
    '&[aria-pressed="true"]': { background: vars.color.brand, borderColor: vars.color.brand, color: vars.color.brandContrast },
    '&:focus-visible': { outline: 'none', boxShadow: `0 0 0 3px ${vars.color.focusRing}` },
  },
});

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(270px, 1fr))',
  gap: vars.space['4'],
  transition: `opacity ${vars.motion.fast}`,
  selectors: { '&[data-state="loading"]': { opacity: 0.6 } },
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  height: '100%',
  padding: vars.space['4'],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  transition: `box-shadow ${vars.motion.normal} ${vars.motion.easing}, border-color ${vars.motion.normal}`,
  selectors: { '&:hover': { boxShadow: vars.shadow.md, borderColor: 'transparent' } },
});
export const title = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold, color: vars.color.text, lineHeight: vars.lineHeight.tight });
export const subtitle = style({ marginTop: vars.space['1'], fontSize: vars.fontSize.sm, color: vars.color.textTertiary });
// Exactly five lines tall: a clamped box stretched taller (flex: 1) would show the top of a sixth line under the
// ellipsis, and equal heights keep the cards of a row aligned.
export const text = style({
  flex: 'none',
  margin: 0,
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textSecondary,
  display: '-webkit-box',
  WebkitLineClamp: 5,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  boxSizing: 'border-box',
  height: `calc(${vars.lineHeight.normal} * 5em + 2 * ${vars.space['3']})`,
});
export const toggle = style({ display: 'inline-flex', padding: '2px', borderRadius: vars.radius.full, background: vars.color.surfaceHover });
export const toggleButton = style({
  minWidth: '32px',
  padding: `2px ${vars.space['2']}`,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.textSecondary,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.xs,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': { background: vars.color.surface, color: vars.color.brand, boxShadow: vars.shadow.sm, fontWeight: vars.fontWeight.medium },
    '&:focus-visible': { outline: 'none', boxShadow: `0 0 0 3px ${vars.color.focusRing}` },
  },
});
export const state = style({ minHeight: '320px', display: 'flex', alignItems: 'center', justifyContent: 'center' });
