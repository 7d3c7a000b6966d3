import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { media, touchTarget } from '../theme/breakpoints';

const transition = `background ${vars.motion.fast} ${vars.motion.easing}, color ${vars.motion.fast} ${vars.motion.easing}, border-color ${vars.motion.fast} ${vars.motion.easing}, box-shadow ${vars.motion.fast} ${vars.motion.easing}, transform ${vars.motion.fast} ${vars.motion.easing}`;

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space['2'],
    border: '1px solid transparent',
    borderRadius: vars.radius.md,
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.medium,
    whiteSpace: 'nowrap',
    userSelect: 'none',
    textDecoration: 'none',
    cursor: 'pointer',
    transition,
    // countdowns ("59 秒后重新获取") must not make the button jitter as digits change
    fontVariantNumeric: 'tabular-nums',
    selectors: {
      '&:focus-visible': { outline: 'none', boxShadow: `0 0 0 3px ${vars.color.focusRing}` },
      '&:active:not(:disabled)': { transform: 'translateY(1px)' },
      '&:disabled, &[data-state="loading"]': { cursor: 'not-allowed' },
      '&[data-state="loading"]': { cursor: 'progress' },
    },
    // under a finger every button is a full touch target, whatever its visual size
    '@media': { [media.touch]: { minHeight: touchTarget } },
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.brand,
        color: vars.color.brandContrast,
        boxShadow: vars.shadow.sm,
        selectors: {
          '&:hover:not(:disabled)': { background: vars.color.brandHover, boxShadow: vars.shadow.brand },
          '&:active:not(:disabled)': { background: vars.color.brandActive },
        },
      },
      secondary: {
        background: vars.color.surface,
        color: vars.color.text,
        borderColor: vars.color.borderStrong,
        selectors: {
          '&:hover:not(:disabled)': { color: vars.color.brand, borderColor: vars.color.brand, background: vars.color.brandSofter },
        },
      },
      soft: {
        background: vars.color.brandSoft,
        color: vars.color.brand,
        selectors: { '&:hover:not(:disabled)': { background: '#e2ddff' } },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.textSecondary,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.surfaceHover, color: vars.color.text } },
      },
      vip: {
        background: vars.color.vipGradient,
        color: vars.color.vipStrong,
        fontWeight: vars.fontWeight.semibold,
        boxShadow: '0 4px 12px rgba(233, 169, 60, 0.3)',
        selectors: { '&:hover:not(:disabled)': { filter: 'brightness(1.04) saturate(1.1)', boxShadow: '0 6px 16px rgba(233, 169, 60, 0.42)' } },
      },
      danger: {
        background: vars.color.danger,
        color: vars.color.textInverse,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.dangerHover } },
      },
      link: {
        background: 'transparent',
        color: vars.color.brand,
        paddingLeft: '0 !important',
        paddingRight: '0 !important',
        height: 'auto !important',
        // a link-styled button sits in running text: its line is the target
        '@media': { [media.touch]: { minHeight: 0 } },
        selectors: { '&:hover:not(:disabled)': { color: vars.color.brandHover, textDecoration: 'underline', textUnderlineOffset: '3px' } },
      },
    },
    size: {
      sm: { height: vars.size.controlSm, padding: `0 ${vars.space['3']}`, fontSize: vars.fontSize.sm, borderRadius: vars.radius.md },
      md: { height: vars.size.controlMd, padding: `0 ${vars.space['4']}`, fontSize: vars.fontSize.md },
      lg: { height: vars.size.controlLg, padding: `0 ${vars.space['6']}`, fontSize: vars.fontSize.lg, borderRadius: vars.radius.lg },
    },
    block: { true: { display: 'flex', width: '100%' }, false: {} },
    round: { true: { borderRadius: vars.radius.full }, false: {} },
  },
  compoundVariants: [],
  defaultVariants: { variant: 'primary', size: 'md', block: false, round: false },
});

// Disabled look shared by every variant except link; kept out of the recipe so it wins regardless of variant order.
export const disabled = style({
  selectors: {
    '&:disabled:not([data-state="loading"])': {
      background: vars.color.surfaceHover,
      color: vars.color.textDisabled,
      borderColor: vars.color.border,
      boxShadow: 'none',
      filter: 'none',
    },
  },
});

export const linkDisabled = style({ selectors: { '&:disabled': { color: vars.color.textDisabled } } });

export const loadingState = style({ selectors: { '&[data-state="loading"]': { opacity: 0.8 } } });

export const iconButton = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    border: 'none',
    padding: 0,
    background: 'transparent',
    color: vars.color.textTertiary,
    borderRadius: vars.radius.md,
    cursor: 'pointer',
    transition,
    selectors: {
      '&:hover:not(:disabled)': { background: vars.color.surfaceHover, color: vars.color.text },
      '&:focus-visible': { outline: 'none', boxShadow: `0 0 0 3px ${vars.color.focusRing}` },
      '&:disabled': { color: vars.color.textDisabled, cursor: 'not-allowed' },
    },
    '@media': { [media.touch]: { minWidth: touchTarget, minHeight: touchTarget } },
  },
  variants: {
    size: {
      sm: { width: '24px', height: '24px' },
      md: { width: '32px', height: '32px' },
      lg: { width: '40px', height: '40px' },
    },
    round: { true: { borderRadius: vars.radius.full }, false: {} },
  },
  defaultVariants: { size: 'md', round: false },
});
