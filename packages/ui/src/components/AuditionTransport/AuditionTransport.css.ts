import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/breakpoints';

export const transport = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['2'], flexShrink: 0, minWidth: 0 });
/** A phone shows the buttons' icons alone and the bar without the time (the footer's line is full there); the
 * buttons keep their names and the bar its time for screen readers. */
export const label = style({ '@media': { [media.phoneOnly]: { display: 'none' } } });

/** The bar that fills as the audition goes: 120 px, 48 on a phone (the footer's line is full there). */
export const track = style({
  position: 'relative',
  display: 'inline-block',
  width: '120px',
  height: '4px',
  borderRadius: vars.radius.full,
  background: vars.color.border,
  overflow: 'hidden',
  '@media': { [media.phoneOnly]: { width: '40px' } },
});
export const fill = style({
  position: 'absolute',
  inset: '0 auto 0 0',
  borderRadius: vars.radius.full,
  background: vars.color.brand,
  transition: `width ${vars.motion.normal} linear`,
});
export const time = style({
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  color: vars.color.textSecondary,
  '@media': { [media.phoneOnly]: { display: 'none' } },
});
