import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const inline = style({ display: 'flex', gap: vars.space['3'], alignItems: 'flex-start' });
export const grow = style({ flex: 1, minWidth: 0 });

export const bound = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['4'],
  padding: `${vars.space['4']} ${vars.space['5']}`,
  borderRadius: vars.radius.lg,
  background: vars.color.brandSofter,
  border: `1px dashed ${vars.color.brand}`,
});

export const boundIcon = style({
  width: '40px',
  height: '40px',
  borderRadius: vars.radius.full,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: vars.color.surface,
  color: vars.color.brand,
  boxShadow: vars.shadow.sm,
  flexShrink: 0,
});

export const boundLabel = style({ display: 'block', fontSize: vars.fontSize.sm, color: vars.color.textSecondary });

export const boundCode = style({
  display: 'block',
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '3px',
  color: vars.color.brand,
  fontVariantNumeric: 'tabular-nums',
});

export const note = style({ margin: `${vars.space['3']} 0 0`, fontSize: vars.fontSize.xs, color: vars.color.textTertiary });

export const successLine = style({ margin: `${vars.space['3']} 0 0` });
