import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const character = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space['3'],
});
export const glyph = style({ fontSize: '32px', lineHeight: 1, color: 'var(--markup-hue)' });
export const current = style({ fontSize: vars.fontSize.sm, color: vars.color.textSecondary });
export const reading = style({ minWidth: '52px', justifyContent: 'center' });
export const custom = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'] });
export const tones = style({ display: 'flex', gap: vars.space['1'] });
export const tone = style({ minWidth: '36px', justifyContent: 'center', padding: `${vars.space['1']} ${vars.space['2']}` });
