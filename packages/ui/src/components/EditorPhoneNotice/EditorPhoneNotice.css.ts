import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/breakpoints';
import { noticeStrip, noticeStripIcon, noticeStripMessage } from '../../private/editor/noticeStrip.css';

export const notice = style([
  noticeStrip,
  {
    alignItems: 'flex-start',
    gap: vars.space['2'],
    padding: `${vars.space['2']} ${vars.space['3']}`,
    background: vars.color.brandSofter,
    lineHeight: vars.lineHeight.normal,
    // only a phone's screen is too small for the fine work it names
    '@media': { [media.tabletUp]: { display: 'none' } },
  },
]);

export const icon = style([noticeStripIcon, { color: vars.color.brand, marginTop: '2px' }]);
export const message = style([noticeStripMessage, { margin: 0 }]);
export const strong = style({ fontWeight: vars.fontWeight.semibold });
export const dismiss = style({ flexShrink: 0, alignSelf: 'center' });
