import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/breakpoints';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  maxHeight: '420px',
  overflowY: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});
/** ▶ and the time, the words, the actions; on a phone the words take their own line under the other two. */
export const row = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  gap: vars.space['2'],
  alignItems: 'start',
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderTop: `1px solid ${vars.color.border}`,
  selectors: {
    '&:first-child': { borderTop: 'none' },
    '&[aria-current="true"]': { background: vars.color.brandSofter },
  },
  '@media': { [media.phoneOnly]: { gridTemplateColumns: 'auto minmax(0, 1fr)', rowGap: vars.space['1'] } },
});
export const play = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  height: '32px',
  padding: `0 ${vars.space['2']}`,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.brand,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceHover },
    '&:focus-visible': { outline: 'none', boxShadow: `0 0 0 3px ${vars.color.focusRing}` },
  },
});
export const time = style({ fontFamily: vars.font.mono, fontSize: vars.fontSize.sm, color: vars.color.textTertiary, fontVariantNumeric: 'tabular-nums' });
export const field = style({
  width: '100%',
  minHeight: '32px',
  padding: `${vars.space['1']} ${vars.space['2']}`,
  border: '1px solid transparent',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  resize: 'none',
  fieldSizing: 'content',
  overflowY: 'auto',
  overflowWrap: 'anywhere',
  selectors: {
    '&:hover': { borderColor: vars.color.border },
    '&:focus': { outline: 'none', borderColor: vars.color.brand, boxShadow: `0 0 0 3px ${vars.color.focusRing}`, background: vars.color.surface },
  },
  '@media': { [media.phoneOnly]: { gridColumn: '1 / -1', gridRow: 2 } },
});
/** The start alone (no recording to play): where ▶ and the time would be. */
export const timeOnly = style({ display: 'inline-flex', alignItems: 'center', height: '32px', padding: `0 ${vars.space['2']}` });
