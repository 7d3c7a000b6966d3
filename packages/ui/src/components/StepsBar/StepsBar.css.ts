import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['6'],
  padding: vars.space['8'],
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  border: `1px solid ${vars.color.border}`,
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
});
export const step = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  padding: `${vars.space['3']} ${vars.space['5']}`,
  borderRadius: vars.radius.full,
  background: vars.color.brandSofter,
  border: `1px solid ${vars.color.brandSoft}`,
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
export const arrow = style({ color: vars.color.borderStrong, display: 'inline-flex' });
export const illustrations = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: vars.space['6'] });
export const figure = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'], margin: 0 });
export const art = style({ aspectRatio: '480 / 220', width: '100%' });
export const caption = style({ textAlign: 'center', fontSize: vars.fontSize.sm, color: vars.color.textSecondary });
