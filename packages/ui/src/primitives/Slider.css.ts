import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { media, touchTarget } from '../theme/breakpoints';

export const row = style({ display: 'grid', gridTemplateColumns: 'auto 1fr 4.5em', alignItems: 'center', gap: vars.space['3'] });
export const label = style({ fontSize: vars.fontSize.sm, color: vars.color.textSecondary, whiteSpace: 'nowrap' });
export const value = style({ fontSize: vars.fontSize.sm, color: vars.color.text, textAlign: 'right', fontVariantNumeric: 'tabular-nums' });

export const root = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  height: '20px',
  userSelect: 'none',
  touchAction: 'none',
  selectors: { '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' } },
  // a finger gets a 44 px high strip to press and drag in, and a bigger thumb to see under it
  '@media': { [media.touch]: { height: touchTarget } },
});
export const track = style({ position: 'relative', flexGrow: 1, height: '4px', borderRadius: '2px', background: vars.color.border });
export const range = style({ position: 'absolute', height: '100%', borderRadius: '2px', background: vars.color.brand });
export const thumb = style({
  display: 'block',
  width: '16px',
  height: '16px',
  borderRadius: '50%',
  background: vars.color.surface,
  border: `2px solid ${vars.color.brand}`,
  boxShadow: vars.shadow.sm,
  cursor: 'grab',
  outline: 'none',
  selectors: { '&:focus-visible': { boxShadow: `0 0 0 3px ${vars.color.focusRing}` } },
  '@media': { [media.touch]: { width: '24px', height: '24px' } },
});
