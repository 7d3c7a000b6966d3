import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { menuRow } from '../../private/shell/menuRow.css';
import { media } from '../../theme/breakpoints';

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
  '@media': { [media.belowDesktop]: { display: 'none' } },
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

export const qrFrame = style({ padding: vars.space['1'], borderRadius: vars.radius.md, border: `1px solid ${vars.color.border}`, background: '#fff' });
export const popTitle = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold, marginBottom: vars.space['3'] });
export const popNote = style({ marginTop: vars.space['3'], fontSize: vars.fontSize.xs, color: vars.color.textTertiary, textAlign: 'center' });

// ---- below desktop width (the column would sit on the page's content): one floating button in the corner ----

/** Room the page keeps along the bottom edge (`bottomClearance`). */
export const clearance = createVar();

export const folded = style({
  display: 'none',
  position: 'fixed',
  right: vars.space['4'],
  bottom: `calc(${vars.space['4']} + env(safe-area-inset-bottom, 0px) + ${clearance})`,
  vars: { [clearance]: '0px' },
  zIndex: vars.zIndex.toolbar,
  '@media': { [media.belowDesktop]: { display: 'block' } },
});

export const fab = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '48px',
  height: '48px',
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.textSecondary,
  boxShadow: vars.shadow.lg,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-state="open"]': { color: vars.color.brand, background: vars.color.brandSofter },
    '&:focus-visible': { boxShadow: `0 0 0 3px ${vars.color.focusRing}` },
  },
});

export const foldedPanel = style({ width: 'min(300px, calc(100vw - 32px))', padding: vars.space['2'] });

/** One row of the folded panel (phone): the shared menu row, lit while its part is open. */
export const row = style([
  menuRow,
  { selectors: { '&:hover, &[aria-expanded="true"]': { background: vars.color.brandSofter, color: vars.color.brand } } },
]);
export const rowChevron = style({ marginLeft: 'auto', transition: `transform ${vars.motion.fast}`, selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' } } });
