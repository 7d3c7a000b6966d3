import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/breakpoints';
import { main as accountMain } from '../../private/account/AccountLayout.css';

// The tools pages wear the account pages' side-menu frame: one look, one set of styles for every page
// with a side menu; only the work area is taller (a dropped file and its result).
export { layout, side, sideTitle, menu, item } from '../../private/account/AccountLayout.css';
export const main = style([accountMain, { minHeight: '520px', '@media': { [media.phoneOnly]: { minHeight: 0 } } }]);
export const head = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space['4'],
  margin: `0 0 ${vars.space['6']}`,
  paddingBottom: vars.space['4'],
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': { [media.phoneOnly]: { flexWrap: 'wrap', marginBottom: vars.space['4'], paddingBottom: vars.space['3'] } },
});
export const title = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.semibold, color: vars.color.text });
export const description = style({ margin: `${vars.space['1']} 0 0`, fontSize: vars.fontSize.sm, color: vars.color.textTertiary });
export const aside = style({ flexShrink: 0, fontSize: vars.fontSize.sm, color: vars.color.textSecondary });
