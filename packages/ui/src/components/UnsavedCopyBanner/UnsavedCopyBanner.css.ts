import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/breakpoints';
import { noticeStrip, noticeStripIcon, noticeStripMessage } from '../../private/editor/noticeStrip.css';

export const banner = style([
  noticeStrip,
  {
    alignItems: 'center',
    gap: vars.space['3'],
    padding: `${vars.space['2']} ${vars.space['4']}`,
    background: vars.color.warningSoft,
    // a phone: the two choices go under the message rather than squeezing it into a column
    '@media': { [media.phoneOnly]: { flexWrap: 'wrap', padding: `${vars.space['2']} ${vars.space['3']}`, gap: vars.space['2'] } },
  },
]);

export const icon = style([noticeStripIcon, { color: vars.color.warning }]);

export const message = style([noticeStripMessage, { '@media': { [media.phoneOnly]: { flexBasis: 'calc(100% - 30px)' } } }]);

export const time = style({ color: vars.color.textSecondary, fontVariantNumeric: 'tabular-nums' });

export const actions = style({ display: 'inline-flex', gap: vars.space['2'], flexShrink: 0, '@media': { [media.phoneOnly]: { marginLeft: 'auto' } } });
