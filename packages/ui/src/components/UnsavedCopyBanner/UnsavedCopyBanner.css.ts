import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const banner = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  padding: `${vars.space['2']} ${vars.space['4']}`,
  background: vars.color.warningSoft,
  borderBottom: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});

export const icon = style({ color: vars.color.warning, flexShrink: 0 });

export const message = style({ minWidth: 0, flex: 1 });

export const time = style({ color: vars.color.textSecondary, fontVariantNumeric: 'tabular-nums' });

export const actions = style({ display: 'inline-flex', gap: vars.space['2'], flexShrink: 0 });
