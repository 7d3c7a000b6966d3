import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  position: 'relative',
  display: 'inline-flex',
  minWidth: 0,
});

// Reads as the page title; shows it is editable on hover and focus.
export const input = style({
  width: '16em',
  maxWidth: '100%',
  height: vars.size.controlMd,
  padding: `0 ${vars.space['2']}`,
  border: '1px solid transparent',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  outline: 'none',
  transition: `border-color ${vars.motion.fast}, box-shadow ${vars.motion.fast}, background ${vars.motion.fast}`,
  selectors: {
    '&::placeholder': { color: vars.color.textTertiary, fontWeight: vars.fontWeight.regular },
    '&:hover:not(:disabled)': { borderColor: vars.color.border, background: vars.color.surface },
    '&:focus': { borderColor: vars.color.brand, background: vars.color.surface, boxShadow: `0 0 0 3px ${vars.color.focusRing}` },
    [`${root}[data-invalid="true"] &`]: { borderColor: vars.color.danger },
  },
});

// Below the field, over the page: the header keeps its height.
export const error = style({
  position: 'absolute',
  top: '100%',
  left: 0,
  zIndex: vars.zIndex.popover,
  marginTop: vars.space['1'],
  padding: `${vars.space['1']} ${vars.space['2']}`,
  borderRadius: vars.radius.sm,
  background: vars.color.dangerSoft,
  color: vars.color.dangerText,
  fontSize: vars.fontSize.xs,
  whiteSpace: 'nowrap',
  boxShadow: vars.shadow.sm,
});
