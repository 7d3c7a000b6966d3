import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { markupTones } from '../../private/markup/markupTones';
import { media } from '../../theme/breakpoints';

export const footer = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['4'],
  height: vars.size.controlMd,
  // The numbers change on every keystroke: what changes inside the footer must not make the
  // browser lay out the page around it again (the editor beside it is large).
  contain: 'strict',
  padding: `0 ${vars.space['5']}`,
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  fontSize: vars.fontSize.sm,
  color: vars.color.textTertiary,
  // a phone: the count, the save time and the polyphones to confirm still share one line
  '@media': {
    [media.phoneOnly]: { gap: vars.space['2'], padding: `0 ${vars.space['3']}`, fontSize: vars.fontSize.xs },
    // a finger's buttons are 44 px high (the transport's among them): the bar holds them whole
    [media.touch]: { height: vars.size.controlLg, boxSizing: 'content-box' },
  },
});

export const hint = style({
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const end = style({
  marginLeft: 'auto',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['4'],
  flexShrink: 0,
  '@media': { [media.phoneOnly]: { gap: vars.space['2'] } },
});

/** A phone with the transport in the bar leaves the save time out: the line is full. */
export const saved = style({
  '@media': { [media.phoneOnly]: { selectors: { [`${footer}[data-transport] &`]: { display: 'none' } } } },
});

/** The estimated duration: the figure in the text colour. `estimateLabel`: words a phone leaves out (预计时长, 上次自动),
 * as the line is full there. */
export const estimate = style({
  color: vars.color.textSecondary,
  whiteSpace: 'nowrap',
  // a phone while an audition runs: the transport's bar and time take the estimate's place
  '@media': { [media.phoneOnly]: { selectors: { [`${footer}:has([data-running]) &`]: { display: 'none' } } } },
});
export const estimateLabel = style({ '@media': { [media.phoneOnly]: { display: 'none' } } });

export const count = style({
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    [`${footer}[data-state="over"] &`]: { color: vars.color.dangerText },
  },
});

export const current = style({
  color: vars.color.textSecondary,
  fontWeight: vars.fontWeight.medium,
  selectors: {
    // error words: the theme's danger red is under 4.5:1 on white for 13 px text
    [`${footer}[data-state="over"] &`]: { color: vars.color.dangerText, fontWeight: vars.fontWeight.semibold },
  },
});

/** 3 个多音字待确认: in the polyphone hue with its wavy underline, like the characters it counts. */
export const polyphones = style({
  padding: 0,
  border: 'none',
  background: 'none',
  font: 'inherit',
  color: markupTones.phoneme.color,
  textDecorationLine: 'underline',
  textDecorationStyle: 'wavy',
  textDecorationThickness: '1px',
  textUnderlineOffset: '4px',
  cursor: 'pointer',
  selectors: {
    '&:disabled': { cursor: 'default' },
    '&:focus-visible': { outline: 'none', boxShadow: `0 0 0 3px ${vars.color.focusRing}`, borderRadius: vars.radius.sm },
  },
});
