import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { media, touchTarget } from '../theme/breakpoints';

const focus = { borderColor: vars.color.brand, boxShadow: `0 0 0 3px ${vars.color.focusRing}` };

export const inputWrap = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space['2'],
    width: '100%',
    background: vars.color.surface,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    padding: `0 ${vars.space['3']}`,
    color: vars.color.text,
    transition: `border-color ${vars.motion.fast}, box-shadow ${vars.motion.fast}`,
    selectors: {
      '&:hover': { borderColor: vars.color.borderStrong },
      '&:focus-within': focus,
      '&[data-invalid="true"]': { borderColor: vars.color.danger },
      '&[data-invalid="true"]:focus-within': { boxShadow: `0 0 0 3px ${vars.color.dangerSoft}` },
      '&[data-disabled="true"]': { background: vars.color.surfaceMuted, color: vars.color.textDisabled, cursor: 'not-allowed' },
    },
    '@media': { [media.touch]: { minHeight: touchTarget } },
  },
  variants: {
    size: {
      md: { height: vars.size.controlMd },
      lg: { height: vars.size.controlLg, fontSize: vars.fontSize.md },
    },
  },
  defaultVariants: { size: 'md' },
});

export const input = style({
  flex: 1,
  minWidth: 0,
  height: '100%',
  border: 'none',
  outline: 'none',
  background: 'transparent',
  padding: 0,
  fontSize: vars.fontSize.md,
  selectors: {
    '&::placeholder': { color: vars.color.textTertiary },
    '&:disabled': { cursor: 'not-allowed' },
  },
  // phones zoom the page into a field whose text is under 16 px, and do not zoom back out
  '@media': { [media.touch]: { fontSize: '16px' } },
});

export const affix = style({ display: 'inline-flex', alignItems: 'center', color: vars.color.textTertiary, flexShrink: 0 });

export const textarea = style({
  width: '100%',
  minHeight: '96px',
  resize: 'vertical',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: `${vars.space['2']} ${vars.space['3']}`,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  outline: 'none',
  transition: `border-color ${vars.motion.fast}, box-shadow ${vars.motion.fast}`,
  selectors: {
    '&::placeholder': { color: vars.color.textTertiary },
    '&:hover': { borderColor: vars.color.borderStrong },
    '&:focus': focus,
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    '&:disabled': { background: vars.color.surfaceMuted, color: vars.color.textDisabled },
  },
  '@media': { [media.touch]: { fontSize: '16px' } },
});

export const textareaWrap = style({ position: 'relative', width: '100%' });
export const counter = style({
  position: 'absolute',
  right: vars.space['3'],
  bottom: vars.space['2'],
  fontSize: vars.fontSize.xs,
  color: vars.color.textTertiary,
  pointerEvents: 'none',
  fontVariantNumeric: 'tabular-nums',
});

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'], width: '100%' });
export const label = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.medium, color: vars.color.text });
export const required = style({ color: vars.color.danger, marginLeft: '2px' });
export const hint = style({ fontSize: vars.fontSize.xs, color: vars.color.textTertiary, lineHeight: vars.lineHeight.normal });
export const error = style({ fontSize: vars.fontSize.xs, color: vars.color.danger, lineHeight: vars.lineHeight.normal, minHeight: '18px' });
