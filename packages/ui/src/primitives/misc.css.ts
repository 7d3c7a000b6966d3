import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

export const avatar = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    overflow: 'hidden',
    borderRadius: vars.radius.full,
    background: vars.color.brandSoft,
    color: vars.color.brand,
    fontWeight: vars.fontWeight.semibold,
    userSelect: 'none',
    verticalAlign: 'middle',
  },
  variants: {
    size: {
      sm: { width: '28px', height: '28px', fontSize: vars.fontSize.xs },
      md: { width: '36px', height: '36px', fontSize: vars.fontSize.md },
      lg: { width: '56px', height: '56px', fontSize: vars.fontSize.xl },
      xl: { width: '80px', height: '80px', fontSize: vars.fontSize['2xl'] },
    },
    ring: {
      none: {},
      vip: { boxShadow: `0 0 0 2px ${vars.color.surface}, 0 0 0 4px #f0b94d` },
      brand: { boxShadow: `0 0 0 2px ${vars.color.surface}, 0 0 0 4px ${vars.color.brand}` },
    },
  },
  defaultVariants: { size: 'md', ring: 'none' },
});
export const avatarImage = style({ width: '100%', height: '100%', objectFit: 'cover' });
export const avatarFallback = style({ width: '100%', height: '100%', display: 'flex', alignItems: 'center', justifyContent: 'center' });

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '2px',
    height: '20px',
    padding: `0 ${vars.space['2']}`,
    borderRadius: vars.radius.full,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.medium,
    lineHeight: 1,
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: {
      brand: { background: vars.color.brandSoft, color: vars.color.brand },
      vip: { background: vars.color.vipGradient, color: vars.color.vipStrong },
      success: { background: vars.color.successSoft, color: vars.color.success },
      warning: { background: vars.color.warningSoft, color: vars.color.warning },
      danger: { background: vars.color.danger, color: vars.color.textInverse },
      neutral: { background: vars.color.surfaceHover, color: vars.color.textSecondary },
      new: {
        background: 'linear-gradient(90deg, #ff6a5b, #ff4d8d)',
        color: vars.color.textInverse,
        height: '16px',
        padding: `0 6px`,
        fontSize: '10px',
        fontWeight: vars.fontWeight.bold,
        letterSpacing: '0.04em',
        borderRadius: '8px 8px 8px 2px',
      },
    },
  },
  defaultVariants: { tone: 'brand' },
});

export const card = recipe({
  base: {
    background: vars.color.surface,
    borderRadius: vars.radius.lg,
    border: `1px solid ${vars.color.border}`,
    transition: `box-shadow ${vars.motion.normal} ${vars.motion.easing}, transform ${vars.motion.normal} ${vars.motion.easing}, border-color ${vars.motion.normal}`,
  },
  variants: {
    padding: {
      none: { padding: 0 },
      md: { padding: vars.space['4'] },
      lg: { padding: vars.space['6'] },
    },
    elevation: {
      flat: {},
      raised: { boxShadow: vars.shadow.md, borderColor: 'transparent' },
    },
    interactive: {
      true: {
        cursor: 'pointer',
        selectors: {
          '&:hover': { boxShadow: vars.shadow.lg, transform: 'translateY(-2px)', borderColor: 'transparent' },
          '&:focus-visible': { outline: 'none', boxShadow: `0 0 0 3px ${vars.color.focusRing}` },
        },
      },
      false: {},
    },
  },
  defaultVariants: { padding: 'md', elevation: 'flat', interactive: false },
});

export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['3'],
  padding: `${vars.space['10']} ${vars.space['4']}`,
  color: vars.color.textTertiary,
  textAlign: 'center',
});
export const emptyTitle = style({ fontSize: vars.fontSize.md, color: vars.color.textSecondary });
export const emptyDescription = style({ fontSize: vars.fontSize.sm, color: vars.color.textTertiary, maxWidth: '360px' });
