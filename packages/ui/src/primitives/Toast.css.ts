import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

const slideIn = keyframes({ from: { opacity: 0, transform: 'translateY(-8px)' }, to: { opacity: 1, transform: 'translateY(0)' } });
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });

export const viewport = style({
  position: 'fixed',
  top: vars.space['6'],
  left: '50%',
  transform: 'translateX(-50%)',
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['2'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  outline: 'none',
  pointerEvents: 'none',
});

export const toast = style({
  pointerEvents: 'auto',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minWidth: '200px',
  maxWidth: '480px',
  padding: `${vars.space['2']} ${vars.space['4']}`,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  fontSize: vars.fontSize.md,
  color: vars.color.text,
  selectors: {
    '&[data-state="open"]': { animation: `${slideIn} ${vars.motion.normal} ${vars.motion.easing}` },
    '&[data-state="closed"]': { animation: `${fadeOut} ${vars.motion.fast} ease-in` },
    '&[data-tone="success"]': { borderColor: '#bfe9d5', background: vars.color.successSoft },
    '&[data-tone="error"]': { borderColor: '#f7c8ca', background: vars.color.dangerSoft },
    '&[data-tone="warning"]': { borderColor: '#f7dcaa', background: vars.color.warningSoft },
    '&[data-tone="info"]': { borderColor: vars.color.brandSoft, background: vars.color.brandSofter },
  },
});

export const icon = style({
  flexShrink: 0,
  selectors: {
    [`${toast}[data-tone="success"] &`]: { color: vars.color.success },
    [`${toast}[data-tone="error"] &`]: { color: vars.color.danger },
    [`${toast}[data-tone="warning"] &`]: { color: vars.color.warning },
    [`${toast}[data-tone="info"] &`]: { color: vars.color.brand },
  },
});
