// The editor's workspace (issue 27): the layout /creation had in its own stylesheet, here so a story can show the
// whole studio. It lives under the app's sticky header (PageLayout + Header): the offsets below are the header's.
// On a phone (issue 19) the top bar wraps with the title on its own row, the links to other pages give way (the
// header's menu has them), and the script area is shorter so the toolbar and the bottom bar stay near it.
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/breakpoints';

// A full-height workspace: at least the screen under the header, the script growing to fill it, and the bottom bar on
// the screen's bottom edge: the workspace ends at the bar (the page layout's own bottom padding is taken back), so the
// bar is either stuck to the edge while the script scrolls or resting on it, never a strip above it where the right
// tool bar's floating button sits.
export const workspace = style({
  display: 'grid',
  gap: vars.space['3'],
  padding: `${vars.space['4']} 0 0`,
  marginBottom: `calc(-1 * ${vars.space['12']})`,
  minHeight: `calc(100dvh - ${vars.size.headerHeight} - ${vars.space['8']})`,
  // a grid column never grows past the screen because of a wide child (the toolbar scrolls instead); on a desktop the
  // voice panel is a second column beside the script
  gridTemplateColumns: 'minmax(0, 1fr)',
  gridTemplateRows: 'auto 1fr',
  '@media': {
    [media.desktopUp]: { gridTemplateColumns: 'minmax(0, 1fr) 300px' },
    [media.phoneOnly]: {
      padding: `${vars.space['2']} 0 0`,
      gap: vars.space['2'],
      marginBottom: `calc(-1 * ${vars.space['8']})`,
      minHeight: `calc(100dvh - ${vars.size.headerHeight} - ${vars.space['5']})`,
    },
  },
});
// On a phone the four actions are a 2 × 2 grid of equal buttons (issue 27: 立即合成 wrapped alone onto a row of its
// own); the title row and a note span the grid.
export const topBar = style({
  gridColumn: '1 / -1',
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
export const links = style({ display: 'contents', '@media': { [media.phoneOnly]: { display: 'none' } } });
// the pop-ups and the toolbar's own scroll need the panel not to clip them
export const panel = style({
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
});
export const voiceBar = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space['3'],
  padding: `${vars.space['3']} ${vars.space['4']}`,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': { [media.phoneOnly]: { gap: vars.space['2'], padding: `${vars.space['2']} ${vars.space['3']}` } },
});
/** 声音 opens the panel as a sheet where it is not beside the script. */
export const voiceSheet = style({ display: 'contents', '@media': { [media.desktopUp]: { display: 'none' } } });
/** The toolbar keeps to the top of the screen, under the sticky header, while a long script scrolls (issue 27: it was
 * 1,200 px above the text). Above the script, below the header's menus and the pop-ups. */
export const toolbar = style({
  position: 'sticky',
  top: vars.size.headerHeight,
  zIndex: 5,
  background: vars.color.surface,
});
export const hint = style({
  padding: `${vars.space['2']} ${vars.space['4']}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textTertiary,
  background: vars.color.surfaceMuted,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': { [media.phoneOnly]: { padding: `${vars.space['2']} ${vars.space['3']}`, fontSize: vars.fontSize.xs } },
});
export const script = style({
  flex: 1,
  minHeight: '420px',
  padding: vars.space['4'],
  '@media': { [media.phoneOnly]: { minHeight: '240px', padding: vars.space['3'] } },
});
/** The bottom bar (the audition transport, length, estimated duration, last save) keeps to the bottom of the screen;
 * its corners are the panel's. */
export const bottomBar = style({
  position: 'sticky',
  bottom: 0,
  zIndex: 5,
  borderBottomLeftRadius: vars.radius.lg,
  borderBottomRightRadius: vars.radius.lg,
  overflow: 'hidden',
});
/** The voice panel keeps beside the script while it scrolls, under the header, scrolling itself when taller; below a
 * desktop's width the 声音 sheet has it instead. */
export const voicePanel = style({
  alignSelf: 'start',
  position: 'sticky',
  top: `calc(${vars.size.headerHeight} + ${vars.space['3']})`,
  maxHeight: `calc(100vh - ${vars.size.headerHeight} - ${vars.space['6']})`,
  overflowY: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  '@media': { [media.belowDesktop]: { display: 'none' } },
});
