import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/breakpoints';

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(270px, 1fr))',
  gap: vars.space['4'],
});

export const card = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['3'],
  width: '100%',
  height: '100%',
  padding: vars.space['4'],
  textAlign: 'left',
  fontFamily: 'inherit',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  cursor: 'pointer',
  transition: `box-shadow ${vars.motion.normal} ${vars.motion.easing}, transform ${vars.motion.normal} ${vars.motion.easing}, border-color ${vars.motion.normal}`,
  selectors: {
    '&:hover': { boxShadow: vars.shadow.lg, transform: 'translateY(-2px)', borderColor: 'transparent' },
    '&:focus-visible': { outline: 'none', boxShadow: `0 0 0 3px ${vars.color.focusRing}` },
  },
});

/// Icon tiles: eight hues, picked from the icon's name so a template keeps its colour.
const hues = {
  violet: ['#efedff', '#5b4cf0'],
  rose: ['#ffeef3', '#e5487a'],
  amber: ['#fff4e0', '#d9820a'],
  teal: ['#e3f8f5', '#0f9b8e'],
  sky: ['#e6f4ff', '#1677d9'],
  green: ['#e8f7ec', '#239b4b'],
  orange: ['#fff0e6', '#e5641c'],
  indigo: ['#eceffd', '#3b4fc4'],
} as const;
export type TileHue = keyof typeof hues;
export const tileHues = Object.keys(hues) as TileHue[];
export const tile = styleVariants(hues, ([background, color]) => ({
  flex: 'none',
  width: '44px',
  height: '44px',
  borderRadius: vars.radius.lg,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background,
  color,
}));

export const cardBody = style({ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: vars.space['1'] });
export const cardTitle = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'], fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold, color: vars.color.text });
export const cardSubtitle = style({
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textSecondary,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});
export const label = style({ flex: 'none', padding: '0 6px', borderRadius: vars.radius.sm, fontSize: vars.fontSize.xs, lineHeight: '18px', fontWeight: vars.fontWeight.medium });
export const state = style({ minHeight: '320px', display: 'flex', alignItems: 'center', justifyContent: 'center' });

export const breadcrumb = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'], fontSize: vars.fontSize.sm, color: vars.color.textTertiary });
export const crumbLink = style({
  border: 'none',
  padding: 0,
  background: 'none',
  fontFamily: 'inherit',
  fontSize: 'inherit',
  color: vars.color.textSecondary,
  cursor: 'pointer',
  selectors: { '&:hover': { color: vars.color.brand } },
});
export const heroTitle = style({ margin: 0, fontSize: vars.fontSize['2xl'], fontWeight: vars.fontWeight.semibold, color: vars.color.text, display: 'flex', alignItems: 'center', gap: vars.space['2'] });
export const heroSubtitle = style({ marginTop: vars.space['1'], fontSize: vars.fontSize.md, color: vars.color.textSecondary });
// the template's form and the written result side by side; on a phone the result comes under the form
export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
  gap: vars.space['5'],
  alignItems: 'stretch',
  '@media': { [media.phoneOnly]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space['4'] } },
});
export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  padding: vars.space['5'],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  minWidth: 0,
});
export const panelTitle = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold, color: vars.color.text, display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space['2'], minHeight: '28px' });
export const demo = style({
  maxWidth: '100%',
  padding: `${vars.space['1']} ${vars.space['3']}`,
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceMuted,
  color: vars.color.textSecondary,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.sm,
  textAlign: 'left',
  cursor: 'pointer',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { '&:hover:not(:disabled)': { borderColor: vars.color.brand, color: vars.color.brand, background: vars.color.brandSofter }, '&:disabled': { cursor: 'not-allowed', opacity: 0.6 } },
});
export const textarea = style({
  width: '100%',
  resize: 'vertical',
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.borderStrong}`,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  background: vars.color.surface,
  outline: 'none',
  selectors: {
    '&:focus': { borderColor: vars.color.brand, boxShadow: `0 0 0 3px ${vars.color.focusRing}` },
    '&:disabled': { background: vars.color.surfaceMuted, color: vars.color.textTertiary },
    '&::placeholder': { color: vars.color.textTertiary },
  },
});
export const count = style({ fontSize: vars.fontSize.xs, color: vars.color.textTertiary, fontVariantNumeric: 'tabular-nums' });
export const output = style({
  flex: 1,
  minHeight: '280px',
  maxHeight: '520px',
  overflowY: 'auto',
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
  selectors: { '&[data-state="error"]': { background: vars.color.dangerSoft, borderColor: 'transparent', color: vars.color.danger } },
});
export const outputHint = style({ height: '100%', minHeight: '240px', display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: vars.space['2'], color: vars.color.textTertiary, fontSize: vars.fontSize.sm, textAlign: 'center' });
export const generating = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['2'], color: vars.color.brand, fontSize: vars.fontSize.md });
