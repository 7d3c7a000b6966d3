import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/breakpoints';

// the code field and its button share a row on a computer; on a phone the button goes under the field
export const inline = style({ display: 'flex', gap: vars.space['3'], alignItems: 'flex-start', '@media': { [media.phoneOnly]: { flexWrap: 'wrap' } } });
export const grow = style({ flex: 1, minWidth: 0, '@media': { [media.phoneOnly]: { flexBasis: '100%' } } });

export const bound = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['4'],
  padding: `${vars.space['4']} ${vars.space['5']}`,
  borderRadius: vars.radius.lg,
  background: vars.color.brandSofter,
  border: `1px dashed ${vars.color.brand}`,
});

export const boundIcon = style({
  width: '40px',
  height: '40px',
  borderRadius: vars.radius.full,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: vars.color.surface,
  color: vars.color.brand,
  boxShadow: vars.shadow.sm,
  flexShrink: 0,
});

export const boundLabel = style({ display: 'block', fontSize: vars.fontSize.sm, color: vars.color.textSecondary });

export const boundCode = style({
  display: 'block',
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '3px',
  color: vars.color.brand,
  fontVariantNumeric: 'tabular-nums',
});

export const note = style({ margin: `${vars.space['3']} 0 0`, fontSize: vars.fontSize.xs, color: vars.color.textTertiary });

export const successLine = style({ margin: `${vars.space['3']} 0 0` });
