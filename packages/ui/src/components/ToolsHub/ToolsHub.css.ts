import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/breakpoints';

export const root = style({ maxWidth: vars.size.contentWidth, margin: '0 auto' });
export const title = style({ margin: 0, fontSize: vars.fontSize['2xl'], fontWeight: vars.fontWeight.semibold, color: vars.color.text });
export const lead = style({ margin: `${vars.space['2']} 0 ${vars.space['6']}`, fontSize: vars.fontSize.md, color: vars.color.textSecondary });
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space['4'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  // two tools a row on a tablet, one on a phone
  '@media': {
    [media.tabletOnly]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.phoneOnly]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space['3'] },
  },
});
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space['2'],
  width: '100%',
  height: '100%',
  padding: vars.space['6'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  textAlign: 'left',
  textDecoration: 'none',
  cursor: 'pointer',
  font: 'inherit',
  outline: 'none',
  transition: `box-shadow ${vars.motion.fast}, border-color ${vars.motion.fast}, transform ${vars.motion.fast}`,
  selectors: {
    '&:hover': { borderColor: vars.color.brand, boxShadow: vars.shadow.md, transform: 'translateY(-2px)' },
    '&:focus-visible': { boxShadow: `0 0 0 3px ${vars.color.focusRing}`, borderColor: vars.color.brand },
  },
});
export const icon = style({ display: 'grid', placeItems: 'center', width: '48px', height: '48px', borderRadius: vars.radius.lg, background: vars.color.brandSoft, color: vars.color.brand, marginBottom: vars.space['2'] });
export const name = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['2'], fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold, color: vars.color.text });
export const hot = style({ padding: `0 ${vars.space['2']}`, borderRadius: vars.radius.full, background: vars.color.dangerSoft, color: vars.color.dangerText, fontSize: vars.fontSize.xs, lineHeight: '20px', fontWeight: vars.fontWeight.medium });
export const description = style({ fontSize: vars.fontSize.sm, color: vars.color.textTertiary, lineHeight: vars.lineHeight.normal });
