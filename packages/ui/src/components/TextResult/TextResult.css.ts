import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/breakpoints';

export const title = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold, color: vars.color.text });
export const meta = style({ fontSize: vars.fontSize.sm, color: vars.color.textTertiary });
export const text = style({
  minHeight: '280px',
  resize: 'vertical',
  padding: vars.space['4'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.relaxed,
  color: vars.color.text,
  outline: 'none',
  selectors: { '&:focus-visible': { borderColor: vars.color.brand, boxShadow: `0 0 0 3px ${vars.color.focusRing}`, background: vars.color.surface } },
});
export const count = style({ fontSize: vars.fontSize.sm, color: vars.color.textTertiary });
/** The picture beside its text (OCR): two columns, one above the other on a phone. */
export const split = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)',
  gap: vars.space['4'],
  alignItems: 'start',
  '@media': { [media.phoneOnly]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
export const picture = style({
  width: '100%',
  maxHeight: '420px',
  objectFit: 'contain',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
  '@media': { [media.phoneOnly]: { maxHeight: '220px' } },
});
globalStyle(`${split} > textarea`, { width: '100%', boxSizing: 'border-box', minHeight: '320px' });
