import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const layout = style({
  display: 'grid',
  gridTemplateColumns: '220px minmax(0, 1fr)',
  gap: vars.space['6'],
  alignItems: 'start',
  maxWidth: vars.size.contentWidth,
  margin: '0 auto',
});
export const side = style({
  padding: vars.space['3'],
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
});
export const sideTitle = style({ padding: `${vars.space['2']} ${vars.space['3']} ${vars.space['3']}`, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold, color: vars.color.text });
export const menu = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'], margin: 0, padding: 0, listStyle: 'none' });
export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  height: '44px',
  padding: `0 ${vars.space['4']}`,
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.md,
  color: vars.color.textSecondary,
  textDecoration: 'none',
  transition: `background ${vars.motion.fast}, color ${vars.motion.fast}`,
  outline: 'none',
  selectors: {
    '&:hover': { background: vars.color.surfaceHover, color: vars.color.text },
    '&:focus-visible': { boxShadow: `0 0 0 3px ${vars.color.focusRing}` },
    '&[aria-current="page"]': { background: vars.color.brandSoft, color: vars.color.brand, fontWeight: vars.fontWeight.semibold },
  },
});
export const main = style({
  minHeight: '480px',
  padding: vars.space['8'],
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  minWidth: 0,
});
export const mainTitle = style({
  margin: `0 0 ${vars.space['6']}`,
  paddingBottom: vars.space['4'],
  borderBottom: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});
