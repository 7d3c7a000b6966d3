import { style, keyframes } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media, touchTarget } from '../../theme/breakpoints';

export const button = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  padding: 0,
  border: 'none',
  borderRadius: '50%',
  background: vars.color.brandSoft,
  color: vars.color.brand,
  cursor: 'pointer',
  outline: 'none',
  transition: `background ${vars.motion.fast}`,
  selectors: {
    '&:hover': { background: vars.color.brand, color: vars.color.brandContrast },
    '&:focus-visible': { boxShadow: `0 0 0 3px ${vars.color.focusRing}` },
    '&[data-state="playing"]': { background: vars.color.brand, color: vars.color.brandContrast },
    // A finger needs 44 px: a small player (22-32 px on the cards) reaches that with an invisible margin
    // around it, so its drawing and its neighbours' layout stay as they are.
    '&::before': { content: '""', position: 'absolute', inset: `min(0px, calc((100% - ${touchTarget}) / 2))`, borderRadius: '50%', display: 'none' },
  },
  '@media': { [media.touch]: { selectors: { '&::before': { display: 'block' } } } },
});

export const ring = style({ position: 'absolute', inset: 0, transform: 'rotate(-90deg)', pointerEvents: 'none' });
export const track = style({ fill: 'none', stroke: 'transparent' });
export const progress = style({ fill: 'none', stroke: vars.color.brandContrast, strokeLinecap: 'round' });

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });
export const loading = style({
  width: '45%',
  height: '45%',
  borderRadius: '50%',
  border: '2px solid currentColor',
  borderTopColor: 'transparent',
  animation: `${spin} 0.8s linear infinite`,
});
