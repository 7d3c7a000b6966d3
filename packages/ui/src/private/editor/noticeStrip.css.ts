import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/**
 * A full-width strip above the editor (the phone notice, the unsaved-copy banner): icon, message, actions in
 * a row on a tinted ground with a rule under it. Each strip composes it with its own tint, alignment and spacing.
 */
export const noticeStrip = style({
  display: 'flex',
  borderBottom: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});

export const noticeStripIcon = style({ flexShrink: 0 });

/** The message takes what the icon and actions leave, and may shrink below its text's width. */
export const noticeStripMessage = style({ minWidth: 0, flex: 1 });
