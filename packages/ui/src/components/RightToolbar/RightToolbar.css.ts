import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const toolbar = style({
  position: 'fixed',
  right: vars.space['4'],
  // low on the right edge, clear of the home banner's artwork and the header's menus
  bottom: '96px',
  zIndex: vars.zIndex.toolbar,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  padding: vars.space['1'],
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  border: `1px solid ${vars.color.border}`,
});

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '2px',
  width: '60px',
  padding: `${vars.space['2']} 0`,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.textSecondary,
  fontSize: vars.fontSize.xs,
  lineHeight: 1.4,
  cursor: 'pointer',
  textDecoration: 'none',
  transition: `background ${vars.motion.fast}, color ${vars.motion.fast}`,
  outline: 'none',
  selectors: {
    '&:hover, &[data-state="open"]': { background: vars.color.brandSofter, color: vars.color.brand },
    '&:focus-visible': { boxShadow: `0 0 0 3px ${vars.color.focusRing}` },
  },
});

export const qrGrid = style({ display: 'flex', gap: vars.space['4'] });
export const qrItem = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space['2'] });
export const qrFrame = style({ padding: vars.space['1'], borderRadius: vars.radius.md, border: `1px solid ${vars.color.border}`, background: '#fff' });
export const popTitle = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold, marginBottom: vars.space['3'] });
export const popNote = style({ marginTop: vars.space['3'], fontSize: vars.fontSize.xs, color: vars.color.textTertiary, textAlign: 'center' });
