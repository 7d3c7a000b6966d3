import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const notice = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  padding: `${vars.space['2']} ${vars.space['3']}`,
  marginBottom: vars.space['4'],
  borderRadius: vars.radius.md,
  background: vars.color.warningSoft,
  color: vars.color.warning,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

export const grow = style({ flex: 1, minWidth: 0 });

export const imageButton = style({
  flexShrink: 0,
  width: '120px',
  height: '40px',
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  overflow: 'hidden',
  cursor: 'pointer',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  color: vars.color.textTertiary,
  fontSize: vars.fontSize.xs,
  transition: `border-color ${vars.motion.fast}`,
  selectors: {
    '&:hover': { borderColor: vars.color.brand },
    '&:focus-visible': { outline: 'none', boxShadow: `0 0 0 3px ${vars.color.focusRing}` },
    '&[data-state="loading"]': { cursor: 'progress' },
  },
});

export const image = style({ display: 'block', width: '100%', height: '100%', objectFit: 'contain' });

export const hint = style({ marginTop: vars.space['2'], fontSize: vars.fontSize.xs, color: vars.color.textTertiary });

export const submit = style({ marginTop: vars.space['5'] });
