import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/breakpoints';

export const banner = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  padding: `${vars.space['2']} ${vars.space['4']}`,
  background: vars.color.warningSoft,
  borderBottom: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  // a phone: the two choices go under the message rather than squeezing it into a column
  '@media': { [media.phoneOnly]: { flexWrap: 'wrap', padding: `${vars.space['2']} ${vars.space['3']}`, gap: vars.space['2'] } },
});

export const icon = style({ color: vars.color.warning, flexShrink: 0 });

export const message = style({ minWidth: 0, flex: 1, '@media': { [media.phoneOnly]: { flexBasis: 'calc(100% - 30px)' } } });

export const time = style({ color: vars.color.textSecondary, fontVariantNumeric: 'tabular-nums' });

export const actions = style({ display: 'inline-flex', gap: vars.space['2'], flexShrink: 0, '@media': { [media.phoneOnly]: { marginLeft: 'auto' } } });
