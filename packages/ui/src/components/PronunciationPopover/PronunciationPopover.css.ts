import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const glyph = style({ fontSize: '32px', lineHeight: 1, color: 'var(--markup-hue)' });
export const current = style({ fontSize: vars.fontSize.sm, color: vars.color.textSecondary });
export const reading = style({ minWidth: '52px', justifyContent: 'center' });
export const tone = style({ minWidth: '36px', justifyContent: 'center', padding: `${vars.space['1']} ${vars.space['2']}` });
/** The 建议 tag on the suggested reading of a polyphone to confirm. */
export const suggested = style({
  marginLeft: vars.space['1'],
  padding: `0 ${vars.space['1']}`,
  borderRadius: vars.radius.sm,
  background: 'var(--markup-hue)',
  color: vars.color.textInverse,
  fontSize: '11px',
  lineHeight: '16px',
  fontWeight: vars.fontWeight.medium,
});
/** 应用到全部同词: a checkbox row under the readings. */
export const applyAll = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  fontSize: vars.fontSize.sm,
  color: vars.color.textSecondary,
  cursor: 'pointer',
});
globalStyle(`${applyAll} input`, { accentColor: 'var(--markup-hue)', width: '14px', height: '14px', margin: 0 });
export const word = style({ color: 'var(--markup-hue)', fontWeight: vars.fontWeight.medium });
