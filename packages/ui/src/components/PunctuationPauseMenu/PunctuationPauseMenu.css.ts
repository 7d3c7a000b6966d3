import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const master = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', fontWeight: vars.fontWeight.medium });
export const rows = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'], margin: 0, padding: 0, listStyle: 'none' });
export const marks = style({ width: '20px', flexShrink: 0, textAlign: 'center', color: vars.color.textTertiary, fontSize: vars.fontSize.md });
export const slider = style({ flex: 1, minWidth: 0 });

export const switchRoot = style({
  all: 'unset',
  flexShrink: 0,
  width: '32px',
  height: '18px',
  borderRadius: vars.radius.full,
  background: vars.color.borderStrong,
  position: 'relative',
  cursor: 'pointer',
  transition: `background ${vars.motion.fast}`,
  selectors: {
    '&[data-state="checked"]': { background: vars.color.brand },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.5 },
    '&:focus-visible': { boxShadow: `0 0 0 3px ${vars.color.focusRing}` },
  },
});
export const switchThumb = style({
  display: 'block',
  width: '14px',
  height: '14px',
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
  transform: 'translateX(2px)',
  transition: `transform ${vars.motion.fast}`,
  selectors: { '&[data-state="checked"]': { transform: 'translateX(16px)' } },
});
