import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/breakpoints';

export const notice = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['2'],
  padding: `${vars.space['2']} ${vars.space['3']}`,
  background: vars.color.brandSofter,
  borderBottom: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  // only a phone's screen is too small for the fine work it names
  '@media': { [media.tabletUp]: { display: 'none' } },
});

export const icon = style({ color: vars.color.brand, flexShrink: 0, marginTop: '2px' });
export const message = style({ margin: 0, minWidth: 0, flex: 1 });
export const strong = style({ fontWeight: vars.fontWeight.semibold });
export const dismiss = style({ flexShrink: 0, alignSelf: 'center' });
