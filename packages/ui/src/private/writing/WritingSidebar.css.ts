import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/breakpoints';

export const sidebar = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  width: '260px',
  flex: 'none',
  padding: vars.space['4'],
  background: vars.color.surface,
  borderRight: `1px solid ${vars.color.border}`,
  minHeight: 0,
  // on a phone it fills the fold-out panel of WritingFrame
  '@media': { [media.phoneOnly]: { width: '100%', borderRight: 0 } },
});

export const brand = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'], fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold, color: vars.color.text });
export const brandMark = style({
  width: '28px',
  height: '28px',
  borderRadius: vars.radius.md,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  color: vars.color.brandContrast,
  background: vars.color.brandGradient,
});

export const sectionTitle = style({ fontSize: vars.fontSize.xs, color: vars.color.textTertiary, fontWeight: vars.fontWeight.medium, padding: `0 ${vars.space['2']}`, marginBottom: vars.space['1'] });

export const menu = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: '2px' });

export const item = style({
  width: '100%',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  padding: `${vars.space['2']} ${vars.space['2']}`,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.textSecondary,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.md,
  textAlign: 'left',
  cursor: 'pointer',
  transition: `background ${vars.motion.fast}, color ${vars.motion.fast}`,
  selectors: {
    '&:hover': { background: vars.color.surfaceHover, color: vars.color.text },
    '&[aria-current="true"], &[aria-pressed="true"]': { background: vars.color.brandSoft, color: vars.color.brand, fontWeight: vars.fontWeight.medium },
    '&:focus-visible': { outline: 'none', boxShadow: `0 0 0 3px ${vars.color.focusRing}` },
  },
});
export const itemText = style({ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const itemSub = style({ display: 'block', fontSize: vars.fontSize.xs, color: vars.color.textTertiary, fontWeight: vars.fontWeight.regular });

export const conversations = style({
  flex: 1,
  minHeight: '80px',
  overflowY: 'auto',
  margin: `0 -${vars.space['1']}`,
  padding: `0 ${vars.space['1']}`,
  // on a phone the whole fold-out panel scrolls, the list in it at its full length
  '@media': { [media.phoneOnly]: { flex: 'none', overflowY: 'visible' } },
});
export const conversation = style({ position: 'relative', display: 'flex', alignItems: 'center' });
export const conversationActions = style({
  position: 'absolute',
  right: vars.space['1'],
  display: 'flex',
  gap: '2px',
  opacity: 0,
  transition: `opacity ${vars.motion.fast}`,
  selectors: { [`${conversation}:hover &, ${conversation}:focus-within &`]: { opacity: 1 } },
  // a finger cannot hover: rename and delete stay in sight
  '@media': { [media.touch]: { opacity: 1 } },
});
export const renameInput = style({
  width: '100%',
  padding: `${vars.space['1']} ${vars.space['2']}`,
  border: `1px solid ${vars.color.brand}`,
  borderRadius: vars.radius.md,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.md,
  outline: 'none',
  boxShadow: `0 0 0 3px ${vars.color.focusRing}`,
});
export const emptyList = style({ padding: vars.space['2'], fontSize: vars.fontSize.sm, color: vars.color.textTertiary });

export const quota = style({ padding: vars.space['3'], borderRadius: vars.radius.md, background: vars.color.surfaceMuted, fontSize: vars.fontSize.xs, color: vars.color.textSecondary });
export const quotaBar = style({ height: '6px', marginTop: vars.space['2'], borderRadius: vars.radius.full, background: vars.color.border, overflow: 'hidden' });
export const quotaFill = style({ height: '100%', borderRadius: vars.radius.full, background: vars.color.brandGradient, selectors: { '&[data-full="true"]': { background: vars.color.danger } } });
