import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/breakpoints';

export const select = style({
  minWidth: '160px',
  maxWidth: '100%',
  height: '36px',
  padding: `0 ${vars.space['3']}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  selectors: { '&:focus-visible': { outline: 'none', borderColor: vars.color.brand, boxShadow: `0 0 0 3px ${vars.color.focusRing}` } },
});
/** One cue a row: its time, its words, what fitting did to it; the words wrap, nothing leaves a phone's width. */
export const list = style({ listStyle: 'none', margin: 0, padding: 0, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, maxHeight: '420px', overflowY: 'auto' });
export const row = style({
  display: 'grid',
  gridTemplateColumns: '112px minmax(0, 1fr) auto',
  gap: vars.space['3'],
  alignItems: 'center',
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderTop: `1px solid ${vars.color.border}`,
  selectors: { '&:first-child': { borderTop: 'none' } },
  '@media': { [media.phoneOnly]: { gridTemplateColumns: 'minmax(0, 1fr) auto', rowGap: vars.space['1'] } },
});
export const time = style({ fontFamily: vars.font.mono, fontSize: vars.fontSize.sm, color: vars.color.textTertiary, whiteSpace: 'nowrap' });
export const words = style({
  fontSize: vars.fontSize.md,
  color: vars.color.text,
  overflowWrap: 'anywhere',
  '@media': { [media.phoneOnly]: { gridColumn: '1 / -1', gridRow: 2 } },
});
export const outcome = style({ whiteSpace: 'nowrap', justifySelf: 'end' });
/** A cue that did not fit, and a refusal: error words at WCAG AA (danger itself is for borders and icons). */
export const trouble = style({ color: vars.color.dangerText, background: vars.color.dangerSoft });
export const error = style({ color: vars.color.dangerText });
