import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// the button opens it: the native control stays out of sight (and of the tab order)
export const file = style({ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden' });
export const hint = style({ fontSize: vars.fontSize.sm, color: vars.color.textSecondary });
export const done = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.success });
export const failed = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.dangerText });
export const list = style({ margin: 0, paddingLeft: vars.space['5'], maxHeight: '200px', overflowY: 'auto', fontSize: vars.fontSize.sm, color: vars.color.text });
