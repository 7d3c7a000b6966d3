import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const icon = recipe({
  base: {
    flex: 'none',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '36px',
    height: '36px',
    borderRadius: vars.radius.full,
  },
  variants: {
    tone: {
      default: { background: vars.color.warningSoft, color: vars.color.warning },
      danger: { background: vars.color.dangerSoft, color: vars.color.danger },
    },
  },
});

export const text = style({
  margin: 0,
  paddingTop: vars.space['2'],
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textSecondary,
});

