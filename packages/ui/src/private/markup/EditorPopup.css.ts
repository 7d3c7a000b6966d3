import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// The editor's pop-ups on a phone: a sheet along the bottom edge, as wide as the screen, over a mask.
const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const slideUp = keyframes({ from: { transform: 'translateY(24px)', opacity: 0 }, to: { transform: 'translateY(0)', opacity: 1 } });

export const mask = style({
  position: 'fixed',
  inset: 0,
  background: vars.color.overlay,
  zIndex: vars.zIndex.dialog,
  animation: `${fadeIn} ${vars.motion.normal} ${vars.motion.easing}`,
});

export const sheet = style({
  position: 'fixed',
  left: 0,
  right: 0,
  bottom: 0,
  zIndex: vars.zIndex.dialog,
  // the on-screen keyboard and the browser's bars take part of the height: dvh where it exists
  maxHeight: '85vh',
  '@supports': { '(height: 1dvh)': { maxHeight: '85dvh' } },
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  background: vars.color.surface,
  borderRadius: `${vars.radius.lg} ${vars.radius.lg} 0 0`,
  boxShadow: vars.shadow.xl,
  paddingBottom: 'env(safe-area-inset-bottom)',
  outline: 'none',
  animation: `${slideUp} ${vars.motion.normal} ${vars.motion.easing}`,
});

/** The grip that says "this is a sheet"; the mask, Esc and the close button dismiss it. */
export const grip = style({ width: '36px', height: '4px', margin: `${vars.space['2']} auto 0`, borderRadius: vars.radius.full, background: vars.color.border });

export const close = style({ position: 'absolute', top: vars.space['1'], right: vars.space['1'], zIndex: 1 });

export const body = style({});
// a panel sized for a floating pop-up (300 or 380 px) takes the sheet's whole width instead
globalStyle(`${body} > *`, { width: 'auto', maxWidth: 'none' });

/** The floating frame on tablets and desktops: never taller or wider than the room Radix measured. */
export const frame = style({
  maxWidth: 'calc(100vw - 24px)',
  maxHeight: 'var(--radix-popover-content-available-height)',
  overflowY: 'auto',
});
