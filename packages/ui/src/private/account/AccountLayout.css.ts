import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/breakpoints';

// On a phone the side menu cannot sit beside the page: it becomes one row of tabs above it that scrolls
// sideways (four account pages, five tools: too many for 390 px, and a row keeps every page one tap away).

export const layout = style({
  display: 'grid',
  gridTemplateColumns: '220px minmax(0, 1fr)',
  gap: vars.space['6'],
  alignItems: 'start',
  maxWidth: vars.size.contentWidth,
  margin: '0 auto',
  '@media': { [media.phoneOnly]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space['3'] } },
});
export const side = style({
  padding: vars.space['3'],
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  '@media': { [media.phoneOnly]: { padding: vars.space['1'], minWidth: 0 } },
});
export const sideTitle = style({
  padding: `${vars.space['2']} ${vars.space['3']} ${vars.space['3']}`,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
  // the page's own title says where one is; the nav keeps its accessible name
  '@media': { [media.phoneOnly]: { display: 'none' } },
});
export const menu = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [media.phoneOnly]: { flexDirection: 'row', overflowX: 'auto', overscrollBehaviorX: 'contain', scrollbarWidth: 'none' },
  },
});
// each tab keeps its full width (icon and label) and the row scrolls, rather than squeezing the tabs
globalStyle(`${menu} > li`, { '@media': { [media.phoneOnly]: { flexShrink: 0 } } });
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
  '@media': { [media.phoneOnly]: { gap: vars.space['2'], padding: `0 ${vars.space['3']}`, whiteSpace: 'nowrap' } },
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
  '@media': {
    [media.tabletOnly]: { padding: vars.space['6'] },
    [media.phoneOnly]: { minHeight: 0, padding: vars.space['4'] },
  },
});
export const mainTitle = style({
  margin: `0 0 ${vars.space['6']}`,
  paddingBottom: vars.space['4'],
  borderBottom: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
  '@media': { [media.phoneOnly]: { marginBottom: vars.space['4'], paddingBottom: vars.space['3'], fontSize: vars.fontSize.lg } },
});
