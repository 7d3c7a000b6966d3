import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  maxHeight: '360px',
  margin: 0,
  padding: vars.space['2'],
  overflowY: 'auto',
  listStyle: 'none',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});
export const sentence = style({
  display: 'flex',
  gap: vars.space['3'],
  width: '100%',
  padding: `${vars.space['2']} ${vars.space['3']}`,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  textAlign: 'left',
  cursor: 'pointer',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  outline: 'none',
  selectors: {
    '&:hover': { background: vars.color.surfaceHover },
    '&:focus-visible': { boxShadow: `0 0 0 3px ${vars.color.focusRing}` },
    '&[aria-current="true"]': { background: vars.color.brandSoft, color: vars.color.brandActive },
  },
});
export const time = style({ flexShrink: 0, minWidth: '44px', fontVariantNumeric: 'tabular-nums', fontSize: vars.fontSize.sm, color: vars.color.textTertiary, paddingTop: '1px' });
export const text = style({ flex: 1 });
globalStyle(`${sentence}[aria-current="true"] ${time}`, { color: vars.color.brandActive });
