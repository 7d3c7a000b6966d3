import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const prefix = style({
  paddingRight: vars.space['3'],
  borderRight: `1px solid ${vars.color.border}`,
  color: vars.color.textSecondary,
});

export const failure = style({
  margin: 0,
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSoft,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
});
