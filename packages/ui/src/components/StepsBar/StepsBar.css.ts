import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/breakpoints';

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['6'],
  padding: vars.space['8'],
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  border: `1px solid ${vars.color.border}`,
  '@media': { [media.phoneOnly]: { padding: `${vars.space['6']} ${vars.space['4']}`, gap: vars.space['5'] } },
});
export const heading = style({ textAlign: 'center', fontSize: vars.fontSize['2xl'], fontWeight: vars.fontWeight.bold, color: vars.color.text });
export const sub = style({ textAlign: 'center', marginTop: vars.space['1'], fontSize: vars.fontSize.md, color: vars.color.textTertiary });
export const steps = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['4'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    // a phone has no room for three pills in a row: they stack, the arrows pointing down
    [media.phoneOnly]: { flexDirection: 'column', alignItems: 'stretch', gap: vars.space['2'] },
    // a tablet fits the three in equal columns once the arrows give up their room
    [media.tabletOnly]: { display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space['3'] },
  },
});
export const step = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  padding: `${vars.space['3']} ${vars.space['5']}`,
  borderRadius: vars.radius.full,
  background: vars.color.brandSofter,
  border: `1px solid ${vars.color.brandSoft}`,
  '@media': { [media.tabletOnly]: { padding: `${vars.space['3']} ${vars.space['3']}` } },
});
export const number = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '28px',
  height: '28px',
  borderRadius: vars.radius.full,
  background: vars.color.brandGradient,
  color: vars.color.textInverse,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.md,
});
export const stepTitle = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold, color: vars.color.text });
export const stepText = style({ fontSize: vars.fontSize.sm, color: vars.color.textTertiary });
export const arrow = style({
  color: vars.color.borderStrong,
  display: 'inline-flex',
  '@media': { [media.phoneOnly]: { justifyContent: 'center', transform: 'rotate(90deg)' }, [media.tabletOnly]: { display: 'none' } },
});
export const illustrations = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
  gap: vars.space['6'],
  '@media': { [media.phoneOnly]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
export const art = style({ aspectRatio: '480 / 220', width: '100%' });
export const caption = style({ textAlign: 'center', fontSize: vars.fontSize.sm, color: vars.color.textSecondary });
