import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// The voice being saved, read-only: a compact two-column list of term and value.
export const voice = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: `${vars.space['2']} ${vars.space['4']}`,
  margin: 0,
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
});
export const voiceItem = style({ display: 'flex', gap: vars.space['2'], minWidth: 0, fontSize: vars.fontSize.sm });
export const voiceTerm = style({ color: vars.color.textTertiary, whiteSpace: 'nowrap' });
export const voiceValue = style({ margin: 0, color: vars.color.text, fontWeight: vars.fontWeight.medium, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

