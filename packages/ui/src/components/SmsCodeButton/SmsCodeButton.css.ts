import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// Sits in the code input's suffix: a thin divider keeps it apart from the typed code, and a fixed
// minimum width stops the input from jumping when the label turns into a countdown.
export const button = style({
  minWidth: '108px',
  justifyContent: 'center',
  paddingLeft: vars.space['3'],
  borderLeft: `1px solid ${vars.color.border}`,
  borderRadius: 0,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});
