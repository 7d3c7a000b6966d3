import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { breakpoints } from './breakpoints';
import { vars } from './contract.css';

// Layout atoms (Braid): the few properties screen pieces set most often. Anything atoms cannot
// express belongs in the component's own .css.ts.
const layout = defineProperties({
  properties: {
    display: ['none', 'block', 'inline', 'inline-block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'column', 'row-reverse', 'column-reverse'],
    flexWrap: ['wrap', 'nowrap'],
    flexGrow: [0, 1],
    flexShrink: [0, 1],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['stretch', 'flex-start', 'center', 'flex-end', 'space-between', 'space-around'],
    gap: vars.space,
    paddingTop: vars.space,
    paddingBottom: vars.space,
    paddingLeft: vars.space,
    paddingRight: vars.space,
    marginTop: vars.space,
    marginBottom: vars.space,
    marginLeft: { ...vars.space, auto: 'auto' },
    marginRight: { ...vars.space, auto: 'auto' },
    position: ['static', 'relative', 'absolute', 'fixed', 'sticky'],
    width: { full: '100%', auto: 'auto' },
    height: { full: '100%', auto: 'auto' },
    textAlign: ['left', 'center', 'right'],
    overflow: ['hidden', 'auto', 'visible'],
    borderRadius: vars.radius,
    boxShadow: vars.shadow,
    background: {
      surface: vars.color.surface,
      surfaceMuted: vars.color.surfaceMuted,
      background: vars.color.background,
      brand: vars.color.brand,
      brandSoft: vars.color.brandSoft,
      vipSoft: vars.color.vipSoft,
      transparent: 'transparent',
    },
    color: {
      text: vars.color.text,
      secondary: vars.color.textSecondary,
      tertiary: vars.color.textTertiary,
      brand: vars.color.brand,
      vip: vars.color.vipStrong,
      inverse: vars.color.textInverse,
      danger: vars.color.danger,
      success: vars.color.success,
    },
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
    marginX: ['marginLeft', 'marginRight'],
    marginY: ['marginTop', 'marginBottom'],
  },
});

// The few layout properties that change with the screen class, mobile first: `{ phone: 'column',
// tablet: 'row' }` or the array shorthand `['column', 'row']`. Kept apart from `layout` so the
// stylesheet does not carry three copies of every atom.
const responsive = defineProperties({
  conditions: {
    phone: {},
    tablet: { '@media': `screen and (min-width: ${breakpoints.tablet}px)` },
    desktop: { '@media': `screen and (min-width: ${breakpoints.desktop}px)` },
  },
  defaultCondition: 'phone',
  responsiveArray: ['phone', 'tablet', 'desktop'],
  properties: {
    display: ['none', 'block', 'flex', 'grid'],
    flexDirection: ['row', 'column'],
    gridTemplateColumns: { 1: 'repeat(1, minmax(0, 1fr))', 2: 'repeat(2, minmax(0, 1fr))', 3: 'repeat(3, minmax(0, 1fr))', 4: 'repeat(4, minmax(0, 1fr))' },
    gap: { '2': vars.space['2'], '3': vars.space['3'], '4': vars.space['4'], '6': vars.space['6'] },
    paddingLeft: { '3': vars.space['3'], '4': vars.space['4'], '6': vars.space['6'] },
    paddingRight: { '3': vars.space['3'], '4': vars.space['4'], '6': vars.space['6'] },
  },
  shorthands: { paddingX: ['paddingLeft', 'paddingRight'] },
});

export const atoms = createSprinkles(layout);
/** Layout atoms that take a value per screen class (phone, tablet, desktop). */
export const atomsAt = createSprinkles(responsive);
export type ResponsiveAtoms = Parameters<typeof atomsAt>[0];
export type Atoms = Parameters<typeof atoms>[0];
