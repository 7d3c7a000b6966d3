import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/breakpoints';

export const heading = style({ textAlign: 'center', fontSize: vars.fontSize['2xl'], fontWeight: vars.fontWeight.bold, color: vars.color.text });
export const sub = style({ textAlign: 'center', marginTop: vars.space['1'], fontSize: vars.fontSize.md, color: vars.color.textTertiary });
export const slide = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space['6'],
  padding: `${vars.space['2']} ${vars.space['1']}`,
  '@media': {
    // three 100 px columns cannot hold a sentence: a phone stacks a slide's three reviews
    [media.phoneOnly]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space['3'] },
    [media.tabletOnly]: { gap: vars.space['4'] },
  },
});
export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  minHeight: '188px',
  padding: vars.space['6'],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  margin: 0,
  '@media': { [media.belowDesktop]: { minHeight: 0, padding: vars.space['4'], gap: vars.space['3'] } },
});
export const quoteMark = style({ position: 'absolute', top: vars.space['4'], right: vars.space['5'], color: vars.color.brandSoft });
export const message = style({ flex: 1, margin: 0, fontSize: vars.fontSize.md, lineHeight: vars.lineHeight.relaxed, color: vars.color.textSecondary });
export const name = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold, color: vars.color.text });
export const stars = style({ display: 'flex', gap: '2px', color: '#f5b53d' });
