import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const banner = style({ position: 'relative', width: '100%', height: '80px', overflow: 'hidden', background: '#3a2fb8' });
export const link = style({
  display: 'block',
  width: '100%',
  height: '100%',
  padding: 0,
  border: 'none',
  background: 'transparent',
  cursor: 'pointer',
  outline: 'none',
  selectors: { '&:focus-visible': { boxShadow: `inset 0 0 0 3px ${vars.color.focusRing}` } },
});
export const image = style({ width: '100%', height: '100%', objectFit: 'cover', objectPosition: 'center' });
export const close = style({
  position: 'absolute',
  top: '50%',
  right: vars.space['4'],
  transform: 'translateY(-50%)',
  color: 'rgba(255, 255, 255, 0.85)',
  background: 'rgba(0, 0, 0, 0.18)',
  selectors: { '&:hover:not(:disabled)': { color: '#fff', background: 'rgba(0, 0, 0, 0.32)' } },
});
