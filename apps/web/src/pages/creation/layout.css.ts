// The editor page's layout (the page has few styles of its own; everything it shows is a @peiyin/ui piece).
// On a phone (issue 19) the top bar wraps with the title on its own row, the links to other pages give way
// (the header's menu has them), and the script area is shorter so the toolbar and footer stay near it.
import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '@peiyin/ui';

export const page = style({
  display: 'grid',
  gap: vars.space['3'],
  padding: `${vars.space['4']} 0 ${vars.space['8']}`,
  // a grid column never grows past the screen because of a wide child (the toolbar scrolls instead)
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.phoneOnly]: { padding: `${vars.space['2']} 0 ${vars.space['6']}`, gap: vars.space['2'] } },
});
// On a phone the four actions are a 2 × 2 grid of equal buttons (issue 27: 立即合成 wrapped alone onto a row of its
// own); the title row and a note span the grid.
export const topBar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  flexWrap: 'wrap',
  '@media': { [media.phoneOnly]: { display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space['2'] } },
});
globalStyle(`${topBar} > [role="note"]`, { '@media': { [media.phoneOnly]: { gridColumn: '1 / -1' } } });
/** ← 创作中心 and the work's title: a row of their own on a phone. */
export const titleRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  minWidth: 0,
  whiteSpace: 'nowrap',
  '@media': { [media.phoneOnly]: { flexBasis: '100%', gridColumn: '1 / -1' } },
});
export const spacer = style({ flex: 1, '@media': { [media.phoneOnly]: { display: 'none' } } });
/** Links to other pages: the header's menu has them on a phone. */
export const otherPages = style({ display: 'contents', '@media': { [media.phoneOnly]: { display: 'none' } } });
export const panel = style({
  minWidth: 0,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  // the sheet pop-ups and the toolbar's own scroll need the panel not to clip them
});
export const infoBar = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space['3'],
  padding: `${vars.space['3']} ${vars.space['4']}`,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': { [media.phoneOnly]: { gap: vars.space['2'], padding: `${vars.space['2']} ${vars.space['3']}` } },
});
export const hint = style({
  padding: `${vars.space['2']} ${vars.space['4']}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textTertiary,
  background: vars.color.surfaceMuted,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': { [media.phoneOnly]: { padding: `${vars.space['2']} ${vars.space['3']}`, fontSize: vars.fontSize.xs } },
});
export const editor = style({
  minHeight: '420px',
  padding: vars.space['4'],
  '@media': { [media.phoneOnly]: { minHeight: '240px', padding: vars.space['3'] } },
});
export const hiddenFile = style({ display: 'none' });
/** The toolbar keeps to the top of the screen, under the sticky header, while a long script scrolls (issue 27: it was
 * 1,200 px above the text). Above the script, below the header's menus and the pop-ups. */
export const toolbar = style({
  position: 'sticky',
  top: vars.size.headerHeight,
  zIndex: 5,
  background: vars.color.surface,
});
/** The bottom bar (length, estimated duration, last save) keeps to the bottom of the screen. */
export const bottomBar = style({
  position: 'sticky',
  bottom: 0,
  zIndex: 5,
  borderBottomLeftRadius: vars.radius.lg,
  borderBottomRightRadius: vars.radius.lg,
});
