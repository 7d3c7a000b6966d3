import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/breakpoints';

export const page = style({ display: 'flex', flexDirection: 'column', minHeight: '100vh', background: vars.color.background });
// minWidth 0: a wide child (a table, a long word) scrolls inside its own box instead of widening the page
export const main = style({ flex: 1, width: '100%', minWidth: 0 });
export const contained = style({
  maxWidth: `calc(${vars.size.contentWidth} + 2 * ${vars.space['6']})`,
  margin: '0 auto',
  padding: `${vars.space['8']} ${vars.space['6']} ${vars.space['12']}`,
  '@media': { [media.phoneOnly]: { padding: `${vars.space['5']} ${vars.space['4']} ${vars.space['8']}` } },
});
/** Below desktop width the folded tool bar floats in the bottom corner: room under the footer so it covers nothing. */
export const footerClearOfToolbar = style({
  background: vars.color.surface,
  '@media': { [media.belowDesktop]: { paddingBottom: `calc(64px + env(safe-area-inset-bottom, 0px))` } },
});
