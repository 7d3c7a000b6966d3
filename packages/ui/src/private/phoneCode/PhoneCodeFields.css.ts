import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const phonePrefix = style({
  paddingRight: vars.space['3'],
  borderRight: `1px solid ${vars.color.border}`,
  color: vars.color.textSecondary,
  fontSize: vars.fontSize.md,
});
