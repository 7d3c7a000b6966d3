import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const root = style({ position: 'relative', width: '100%' });
export const viewport = style({ overflow: 'hidden', width: '100%', height: '100%', borderRadius: 'inherit' });
export const track = style({ display: 'flex', height: '100%', touchAction: 'pan-y pinch-zoom' });
export const slide = style({ flex: '0 0 100%', minWidth: 0, height: '100%' });

export const dots = style({
  position: 'absolute',
  left: '50%',
  bottom: vars.space['3'],
  transform: 'translateX(-50%)',
  display: 'flex',
  gap: vars.space['2'],
});
export const dotsBelow = style({ position: 'static', transform: 'none', justifyContent: 'center', marginTop: vars.space['4'] });
export const dot = style({
  width: '8px',
  height: '8px',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'rgba(255, 255, 255, 0.6)',
  // readable on light slides as well as dark ones
  boxShadow: '0 1px 3px rgba(20, 22, 50, 0.28)',
  cursor: 'pointer',
  transition: `width ${vars.motion.normal} ${vars.motion.easing}, background ${vars.motion.normal}`,
  selectors: {
    '&[aria-current="true"]': { width: '24px', background: vars.color.surface },
    [`${dotsBelow} &`]: { background: vars.color.borderStrong, boxShadow: 'none' },
    [`${dotsBelow} &[aria-current="true"]`]: { background: vars.color.brand },
    '&:focus-visible': { outline: 'none', boxShadow: `0 0 0 3px ${vars.color.focusRing}` },
  },
});
export const arrow = style({
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  width: '36px',
  height: '36px',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'rgba(255, 255, 255, 0.85)',
  color: vars.color.text,
  boxShadow: vars.shadow.md,
  cursor: 'pointer',
  opacity: 0,
  transition: `opacity ${vars.motion.normal}`,
  selectors: {
    [`${root}:hover &, &:focus-visible`]: { opacity: 1 },
    '&:focus-visible': { outline: 'none', boxShadow: `0 0 0 3px ${vars.color.focusRing}` },
  },
});
export const prev = style({ left: vars.space['3'] });
export const next = style({ right: vars.space['3'] });
