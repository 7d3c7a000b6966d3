import { recipe } from '@vanilla-extract/recipes';
import type { RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

export const text = recipe({
  base: { margin: 0, fontFamily: vars.font.body },
  variants: {
    size: {
      xs: { fontSize: vars.fontSize.xs, lineHeight: vars.lineHeight.normal },
      sm: { fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.normal },
      md: { fontSize: vars.fontSize.md, lineHeight: vars.lineHeight.normal },
      lg: { fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.normal },
    },
    tone: {
      default: { color: vars.color.text },
      secondary: { color: vars.color.textSecondary },
      tertiary: { color: vars.color.textTertiary },
      brand: { color: vars.color.brand },
      vip: { color: vars.color.vipStrong },
      danger: { color: vars.color.danger },
      success: { color: vars.color.success },
      inverse: { color: vars.color.textInverse },
    },
    weight: {
      regular: { fontWeight: vars.fontWeight.regular },
      medium: { fontWeight: vars.fontWeight.medium },
      semibold: { fontWeight: vars.fontWeight.semibold },
    },
    truncate: {
      true: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
      false: {},
    },
  },
  defaultVariants: { size: 'md', tone: 'default', weight: 'regular', truncate: false },
});
export type TextVariants = NonNullable<RecipeVariants<typeof text>>;

export const heading = recipe({
  base: { margin: 0, fontFamily: vars.font.body, color: vars.color.text, lineHeight: vars.lineHeight.tight, letterSpacing: '0.01em' },
  variants: {
    level: {
      '1': { fontSize: vars.fontSize['4xl'], fontWeight: vars.fontWeight.bold },
      '2': { fontSize: vars.fontSize['3xl'], fontWeight: vars.fontWeight.bold },
      '3': { fontSize: vars.fontSize['2xl'], fontWeight: vars.fontWeight.semibold },
      '4': { fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.semibold },
      '5': { fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold },
    },
  },
  defaultVariants: { level: '3' },
});
