import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/breakpoints';

export const timeline = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  padding: vars.space['3'],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  fontSize: vars.fontSize.sm,
  minWidth: 0,
  position: 'relative',
});

// room on the right for the close button, which keeps to the corner however the header wraps (a phone)
export const header = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'], minWidth: 0, flexWrap: 'wrap', paddingRight: 36 });
export const heading = style({ fontWeight: vars.fontWeight.semibold, color: vars.color.text, fontSize: vars.fontSize.md });
export const caption = style({ color: vars.color.textSecondary, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const summary = style({ color: vars.color.textTertiary, fontVariantNumeric: 'tabular-nums' });
export const close = style({ position: 'absolute', top: vars.space['2'], right: vars.space['2'] });

export const bar = style({ height: 4, borderRadius: vars.radius.full, background: vars.color.surfaceHover, overflow: 'hidden' });
export const barFill = style({ display: 'block', height: '100%', background: vars.color.brand, transition: `width ${vars.motion.normal} ${vars.motion.easing}` });

export const rows = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  // a long script scrolls inside the timeline, not the page
  maxHeight: 320,
  overflowY: 'auto',
});

export const row = style({
  display: 'grid',
  gridTemplateColumns: '64px minmax(0, 1fr) auto auto',
  alignItems: 'center',
  gap: vars.space['2'],
  padding: `${vars.space['1']} ${vars.space['2']}`,
  borderRadius: vars.radius.md,
  selectors: {
    '&:hover': { background: vars.color.surfaceHover },
    // the sentence heard: a tint light enough for the tertiary text on it (WCAG AA), and a bar in the brand colour
    '&[data-current="true"]': { background: vars.color.brandSofter, boxShadow: `inset 3px 0 0 ${vars.color.brand}` },
    '&[data-state="waiting"]': { color: vars.color.textTertiary },
  },
  // a phone: the start and the words on one line, the state and the actions under them
  '@media': {
    [media.phoneOnly]: {
      gridTemplateColumns: '56px minmax(0, 1fr)',
      rowGap: 0,
      paddingBlock: vars.space['2'],
      borderBottom: `1px solid ${vars.color.border}`,
      borderRadius: 0,
    },
  },
});

export const start = style({ color: vars.color.textTertiary, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });
export const text = style({ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', color: 'inherit' });

export const state = recipe({
  base: {
    fontSize: vars.fontSize.xs,
    padding: `0 ${vars.space['2']}`,
    borderRadius: vars.radius.full,
    whiteSpace: 'nowrap',
    '@media': { [media.phoneOnly]: { gridColumn: '1', justifySelf: 'start' } },
  },
  variants: {
    state: {
      // the words in text colours (the theme's green is under 4.5:1 for 12 px text), the tint says which
      done: { background: vars.color.successSoft, color: vars.color.textSecondary },
      rendering: { background: vars.color.brandSoft, color: vars.color.brand },
      waiting: { background: vars.color.surfaceMuted, color: vars.color.textTertiary, boxShadow: `inset 0 0 0 1px ${vars.color.border}` },
    },
  },
});

export const actions = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space['1'],
  '@media': { [media.phoneOnly]: { gridColumn: '2', justifySelf: 'end' } },
});
