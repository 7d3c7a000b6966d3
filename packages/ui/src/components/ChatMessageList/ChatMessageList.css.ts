import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['5'],
  padding: `${vars.space['6']} ${vars.space['6']} ${vars.space['4']}`,
  overflowY: 'auto',
  minHeight: 0,
  flex: 1,
  scrollBehavior: 'smooth',
});

export const row = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['3'],
  selectors: { '&[data-role="question"]': { flexDirection: 'row-reverse' } },
});

export const avatar = style({
  flex: 'none',
  width: '36px',
  height: '36px',
  borderRadius: vars.radius.full,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  color: vars.color.brandContrast,
  background: vars.color.brandGradient,
  boxShadow: vars.shadow.brand,
  selectors: { [`${row}[data-role="question"] &`]: { background: vars.color.surfaceHover, color: vars.color.textSecondary, boxShadow: 'none' } },
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  maxWidth: 'min(760px, 82%)',
  minWidth: 0,
  selectors: { [`${row}[data-role="question"] &`]: { alignItems: 'flex-end' } },
});

export const bubble = style({
  padding: `${vars.space['3']} ${vars.space['4']}`,
  borderRadius: vars.radius.lg,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.relaxed,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  boxShadow: vars.shadow.sm,
  selectors: {
    '&[data-role="question"]': {
      background: vars.color.brand,
      borderColor: vars.color.brand,
      color: vars.color.brandContrast,
      whiteSpace: 'pre-wrap',
      wordBreak: 'break-word',
      borderTopRightRadius: vars.radius.sm,
    },
    '&[data-role="answer"]': { borderTopLeftRadius: vars.radius.sm },
    '&[data-state="failed"]': { background: vars.color.dangerSoft, borderColor: 'transparent' },
    '&[data-kind="welcome"]': { background: vars.color.brandSofter, borderColor: vars.color.brandSoft },
  },
});

export const error = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
  selectors: { [`${bubble} * + &`]: { marginTop: vars.space['2'], paddingTop: vars.space['2'], borderTop: `1px dashed rgba(229, 72, 77, 0.3)` } },
});

export const stopped = style({ fontSize: vars.fontSize.xs, color: vars.color.textTertiary });

const bounce = keyframes({ '0%, 80%, 100%': { transform: 'translateY(0)', opacity: 0.4 }, '40%': { transform: 'translateY(-4px)', opacity: 1 } });

export const thinking = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['2'], color: vars.color.textSecondary });
export const dots = style({ display: 'inline-flex', gap: '4px' });
export const dot = style({
  width: '6px',
  height: '6px',
  borderRadius: vars.radius.full,
  background: vars.color.brand,
  animation: `${bounce} 1.2s ${vars.motion.easing} infinite`,
  selectors: { '&:nth-child(2)': { animationDelay: '0.15s' }, '&:nth-child(3)': { animationDelay: '0.3s' } },
});
