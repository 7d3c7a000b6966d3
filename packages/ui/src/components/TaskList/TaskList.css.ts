import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  transition: `opacity ${vars.motion.fast}`,
  selectors: { '&[data-state="loading"]': { opacity: 0.6 } },
});
