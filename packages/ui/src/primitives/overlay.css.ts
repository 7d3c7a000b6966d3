import { createVar, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { media, touchTarget } from '../theme/breakpoints';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const popIn = keyframes({
  from: { opacity: 0, transform: 'translate(-50%, -48%) scale(0.97)' },
  to: { opacity: 1, transform: 'translate(-50%, -50%) scale(1)' },
});
const sheetUp = keyframes({ from: { opacity: 0, transform: 'translateY(24px)' }, to: { opacity: 1, transform: 'translateY(0)' } });
const floatIn = keyframes({ from: { opacity: 0, transform: 'translateY(4px)' }, to: { opacity: 1, transform: 'translateY(0)' } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  background: vars.color.overlay,
  zIndex: vars.zIndex.dialog,
  animation: `${fadeIn} ${vars.motion.normal} ${vars.motion.easing}`,
});

/** The dialog box's width on a tablet or desktop (the `width` prop). */
export const dialogWidth = createVar();

// On a phone every dialog becomes a full-screen sheet (a confirmation a bottom sheet): a centred box narrower than the screen leaves
// margins too thin to tap and makes long forms scroll inside a small window. The width given by a
// caller (even inline) gives way there, hence the !important.
export const dialogContent = style({
  position: 'fixed',
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  zIndex: vars.zIndex.dialog,
  width: dialogWidth,
  maxWidth: 'calc(100vw - 32px)',
  maxHeight: 'calc(100vh - 48px)',
  overflow: 'auto',
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.xl,
  animation: `${popIn} ${vars.motion.normal} ${vars.motion.easing}`,
  outline: 'none',
  display: 'flex',
  flexDirection: 'column',
  '@media': {
    [media.phoneOnly]: {
      top: 0,
      left: 0,
      transform: 'none',
      width: '100% !important',
      maxWidth: 'none',
      height: '100%',
      maxHeight: 'none',
      borderRadius: 0,
      paddingBottom: 'env(safe-area-inset-bottom, 0px)',
      animation: `${sheetUp} ${vars.motion.normal} ${vars.motion.easing}`,
      selectors: {
        // a confirmation is two lines and two buttons: a sheet from the bottom edge, within thumb's reach
        '&[role="alertdialog"]': {
          top: 'auto',
          bottom: 0,
          height: 'auto',
          borderRadius: `${vars.radius.lg} ${vars.radius.lg} 0 0`,
        },
      },
    },
  },
});

export const dialogHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  padding: `${vars.space['5']} ${vars.space['6']} 0`,
});
export const dialogTitle = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.semibold, color: vars.color.text, lineHeight: vars.lineHeight.tight });
export const dialogDescription = style({ margin: `${vars.space['1']} 0 0`, fontSize: vars.fontSize.sm, color: vars.color.textTertiary });
export const dialogBody = style({ padding: `${vars.space['5']} ${vars.space['6']} ${vars.space['6']}`, flex: 1 });
export const dialogBare = style({ padding: 0 });
export const dialogFooter = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space['3'],
  padding: `0 ${vars.space['6']} ${vars.space['6']}`,
});
export const dialogClose = style({ position: 'absolute', top: vars.space['3'], right: vars.space['3'], zIndex: 1 });

export const floating = style({
  zIndex: vars.zIndex.popover,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  border: `1px solid ${vars.color.border}`,
  padding: vars.space['4'],
  outline: 'none',
  // never wider than the screen (a phone): the content wraps or scrolls inside
  maxWidth: 'calc(100vw - 16px)',
  animation: `${floatIn} ${vars.motion.fast} ${vars.motion.easing}`,
});
export const arrow = style({ fill: vars.color.surface });

export const tooltip = style({
  zIndex: vars.zIndex.dialogPopover,
  background: '#23263a',
  color: vars.color.textInverse,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.normal,
  borderRadius: vars.radius.md,
  padding: `${vars.space['1']} ${vars.space['2']}`,
  maxWidth: 'min(280px, calc(100vw - 16px))',
  boxShadow: vars.shadow.md,
  animation: `${floatIn} ${vars.motion.fast} ${vars.motion.easing}`,
});
export const tooltipArrow = style({ fill: '#23263a' });

export const menu = style({
  zIndex: vars.zIndex.popover,
  minWidth: '160px',
  maxWidth: 'calc(100vw - 16px)',
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  border: `1px solid ${vars.color.border}`,
  padding: vars.space['1'],
  animation: `${floatIn} ${vars.motion.fast} ${vars.motion.easing}`,
});
export const menuItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  height: '36px',
  padding: `0 ${vars.space['3']}`,
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.md,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  userSelect: 'none',
  '@media': { [media.touch]: { height: touchTarget } },
  selectors: {
    '&[data-highlighted]': { background: vars.color.brandSofter, color: vars.color.brand },
    '&[data-disabled]': { color: vars.color.textDisabled, cursor: 'not-allowed' },
    '&[data-tone="danger"][data-highlighted]': { background: vars.color.dangerSoft, color: vars.color.danger },
  },
});
export const menuSeparator = style({ height: '1px', background: vars.color.border, margin: `${vars.space['1']} ${vars.space['2']}` });
export const menuLabel = style({ padding: `${vars.space['2']} ${vars.space['3']}`, fontSize: vars.fontSize.xs, color: vars.color.textTertiary });
