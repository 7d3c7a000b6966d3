import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/breakpoints';

export const who = style({ flex: 1, minWidth: 0 });
export const name = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold, color: vars.color.text });
export const voice = style({ marginTop: '2px', fontSize: vars.fontSize.sm, color: vars.color.textTertiary });
export const comment = style({ margin: `${vars.space['3']} 0 0`, fontSize: vars.fontSize.sm, color: vars.color.textSecondary });

export const text = style({
  marginTop: vars.space['4'],
  padding: vars.space['4'],
  maxHeight: '240px',
  overflowY: 'auto',
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.relaxed,
  color: vars.color.text,
  whiteSpace: 'pre-wrap',
  // a phone shows the dialog as a sheet that scrolls as a whole: no second scroller inside it
  '@media': { [media.phoneOnly]: { maxHeight: 'none', overflowY: 'visible' } },
});

