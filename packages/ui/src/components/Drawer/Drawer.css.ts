import { createVar, keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/breakpoints';

/** The panel's width on a tablet or desktop (the `width` prop); a phone gives the drawer its whole width. */
export const panelWidth = createVar();

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const slideFromRight = keyframes({ from: { transform: 'translateX(24px)', opacity: 0 }, to: { transform: 'translateX(0)', opacity: 1 } });
const slideFromLeft = keyframes({ from: { transform: 'translateX(-24px)', opacity: 0 }, to: { transform: 'translateX(0)', opacity: 1 } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  background: vars.color.overlay,
  zIndex: vars.zIndex.dialog,
  animation: `${fadeIn} ${vars.motion.normal} ${vars.motion.easing}`,
});

// A full-height panel against one edge of the window; the body scrolls, header and footer stay put.
export const panel = recipe({
  base: {
    position: 'fixed',
    top: 0,
    bottom: 0,
    zIndex: vars.zIndex.dialog,
    width: panelWidth,
    maxWidth: '100vw',
    display: 'flex',
    flexDirection: 'column',
    background: vars.color.surface,
    boxShadow: vars.shadow.xl,
    outline: 'none',
    '@media': { [media.phoneOnly]: { width: '100%' } },
  },
  variants: {
    side: {
      right: { right: 0, animation: `${slideFromRight} ${vars.motion.normal} ${vars.motion.easing}` },
      left: { left: 0, animation: `${slideFromLeft} ${vars.motion.normal} ${vars.motion.easing}` },
    },
  },
  defaultVariants: { side: 'right' },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  padding: `${vars.space['4']} ${vars.space['6']}`,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const title = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold, color: vars.color.text, lineHeight: vars.lineHeight.tight });
export const description = style({ margin: `${vars.space['1']} 0 0`, fontSize: vars.fontSize.sm, color: vars.color.textTertiary });
export const body = style({ flex: 1, overflowY: 'auto', padding: `${vars.space['5']} ${vars.space['6']}` });
export const footer = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space['3'],
  padding: `${vars.space['4']} ${vars.space['6']}`,
  borderTop: `1px solid ${vars.color.border}`,
});
