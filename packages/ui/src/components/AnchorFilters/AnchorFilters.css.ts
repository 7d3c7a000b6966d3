import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { media, touchTarget } from '../../theme/breakpoints';

export const root = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    background: vars.color.surface,
    borderRadius: vars.radius.lg,
    selectors: { '&[data-disabled]': { opacity: 0.55 } },
  },
  variants: {
    size: {
      md: { gap: vars.space['3'], padding: vars.space['5'], boxShadow: vars.shadow.sm },
      sm: { gap: vars.space['2'], padding: `${vars.space['2']} 0` },
    },
  },
});

export const searchInput = style({ width: '280px', '@media': { [media.phoneOnly]: { width: '100%' } } });
export const error = style({ color: vars.color.danger, fontSize: vars.fontSize.sm });

export const row = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space['3'] });
// the catalogue's rows on a phone live in the sheet; the page shows only the 筛选 button
export const inlineRow = style([row, { '@media': { [media.phoneOnly]: { display: 'none' } } }]);

export const filterButton = style({ '@media': { [media.tabletUp]: { display: 'none' } } });
export const filterCount = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '18px',
  height: '18px',
  padding: `0 ${vars.space['1']}`,
  borderRadius: vars.radius.full,
  background: vars.color.brand,
  color: vars.color.brandContrast,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
});

export const rowLabel = style({
  flex: '0 0 40px',
  lineHeight: vars.size.controlSm,
  fontSize: vars.fontSize.md,
  color: vars.color.textTertiary,
  '@media': { [media.touch]: { lineHeight: touchTarget } },
});

// The checked chip carries the brand colour (state by selector, STYLE.md).
export const chip = style({
  height: vars.size.controlSm,
  padding: `0 ${vars.space['3']}`,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.textSecondary,
  fontSize: vars.fontSize.md,
  fontFamily: vars.font.body,
  cursor: 'pointer',
  transition: `background ${vars.motion.fast}, color ${vars.motion.fast}`,
  '@media': { [media.touch]: { height: touchTarget } },
  selectors: {
    '&:hover:not(:disabled)': { color: vars.color.brand },
    '&[data-state="checked"]': { background: vars.color.brandSoft, color: vars.color.brand, fontWeight: vars.fontWeight.medium },
    '&:disabled': { cursor: 'not-allowed' },
    '&:focus-visible': { outline: 'none', boxShadow: `0 0 0 3px ${vars.color.focusRing}` },
  },
});
