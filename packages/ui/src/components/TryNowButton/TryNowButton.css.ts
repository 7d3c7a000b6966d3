import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const tryNow = style({
  minWidth: '200px',
  height: '52px',
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.06em',
  background: vars.color.brandGradient,
  boxShadow: vars.shadow.brand,
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.brandGradient, filter: 'brightness(1.06)', boxShadow: '0 12px 28px rgba(91, 76, 240, 0.36)' },
  },
});
