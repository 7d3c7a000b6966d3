import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { media, touchTarget } from '../theme/breakpoints';

export const list = recipe({
  base: { display: 'flex', alignItems: 'center' },
  variants: {
    variant: {
      line: { gap: vars.space['6'], borderBottom: `1px solid ${vars.color.border}` },
      pill: { gap: vars.space['1'], padding: vars.space['1'], background: vars.color.surfaceHover, borderRadius: vars.radius.md, width: 'fit-content' },
    },
  },
  defaultVariants: { variant: 'line' },
});

export const trigger = recipe({
  base: {
    position: 'relative',
    border: 'none',
    background: 'transparent',
    fontSize: vars.fontSize.md,
    color: vars.color.textSecondary,
    cursor: 'pointer',
    transition: `color ${vars.motion.fast}, background ${vars.motion.fast}`,
    outline: 'none',
    selectors: {
      '&:hover': { color: vars.color.text },
      '&:focus-visible': { boxShadow: `0 0 0 3px ${vars.color.focusRing}`, borderRadius: vars.radius.sm },
      '&[data-disabled]': { color: vars.color.textDisabled, cursor: 'not-allowed' },
    },
    '@media': { [media.touch]: { minHeight: touchTarget } },
  },
  variants: {
    variant: {
      line: {
        padding: `${vars.space['3']} 0`,
        selectors: {
          '&[data-state="active"]': { color: vars.color.brand, fontWeight: vars.fontWeight.semibold },
          '&::after': {
            content: '""',
            position: 'absolute',
            left: '50%',
            right: '50%',
            bottom: '-1px',
            height: '2px',
            borderRadius: '2px',
            background: vars.color.brand,
            transition: `left ${vars.motion.normal} ${vars.motion.easing}, right ${vars.motion.normal} ${vars.motion.easing}`,
          },
          '&[data-state="active"]::after': { left: 0, right: 0 },
        },
      },
      pill: {
        padding: `${vars.space['1']} ${vars.space['4']}`,
        borderRadius: vars.radius.md,
        selectors: {
          '&[data-state="active"]': { background: vars.color.surface, color: vars.color.brand, fontWeight: vars.fontWeight.medium, boxShadow: vars.shadow.sm },
        },
      },
    },
  },
  defaultVariants: { variant: 'line' },
});

export const content = style({ outline: 'none', paddingTop: vars.space['4'] });
