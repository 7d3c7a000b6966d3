import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] });
export const table = style({
  width: '100%',
  borderCollapse: 'separate',
  borderSpacing: 0,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  fontSize: vars.fontSize.sm,
});
export const head = style({
  textAlign: 'left',
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textSecondary,
  background: vars.color.surfaceHover,
  padding: `${vars.space['3']} ${vars.space['4']}`,
  borderBottom: `1px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
});
export const cell = style({
  padding: `${vars.space['3']} ${vars.space['4']}`,
  color: vars.color.text,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
  selectors: { 'tr:last-child > &': { borderBottom: 0 } },
});
export const muted = style({ color: vars.color.textTertiary, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });
export const details = style({ display: 'block', marginTop: '2px', color: vars.color.textTertiary, fontSize: vars.fontSize.xs });
export const amount = style({ textAlign: 'right', whiteSpace: 'nowrap', fontWeight: vars.fontWeight.semibold, fontVariantNumeric: 'tabular-nums' });
export const minus = style({ color: vars.color.text });
export const plus = style({ color: vars.color.success });
export const pager = style({ display: 'flex', justifyContent: 'flex-end' });
export const loading = style({ display: 'flex', justifyContent: 'center', padding: vars.space['10'] });
