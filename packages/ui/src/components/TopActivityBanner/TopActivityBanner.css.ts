import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media, touchTarget } from '../../theme/breakpoints';

// From a tablet up the activity's artwork fills an 80 px strip. A phone cannot show a 1920 px wide artwork's
// text (cropped, it runs off both edges; shrunk, it is unreadable), so there the strip shows the activity's
// name as real text that wraps, and the artwork is left out.
export const banner = style({
  position: 'relative',
  width: '100%',
  height: '80px',
  overflow: 'hidden',
  background: '#3a2fb8',
  '@media': {
    [media.phoneOnly]: {
      display: 'flex',
      alignItems: 'center',
      height: 'auto',
      minHeight: touchTarget,
      background: 'linear-gradient(90deg, #2f2494, #5b4cf0 60%, #2f2494)',
    },
  },
});
export const link = style({
  display: 'block',
  width: '100%',
  height: '100%',
  padding: 0,
  border: 'none',
  background: 'transparent',
  cursor: 'pointer',
  outline: 'none',
  selectors: { '&:focus-visible': { boxShadow: `inset 0 0 0 3px ${vars.color.focusRing}` } },
  '@media': {
    [media.phoneOnly]: {
      display: 'flex',
      alignItems: 'center',
      gap: vars.space['2'],
      flex: 1,
      minWidth: 0,
      minHeight: touchTarget,
      padding: `${vars.space['2']} ${vars.space['3']} ${vars.space['2']} ${vars.space['4']}`,
      textAlign: 'left',
    },
  },
});
export const image = style({
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  objectPosition: 'center',
  '@media': { [media.phoneOnly]: { display: 'none' } },
});
/** The phone's text version of the banner: the name wraps onto as many lines as it needs. */
export const text = style({
  display: 'none',
  '@media': {
    [media.phoneOnly]: {
      display: 'block',
      flex: 1,
      minWidth: 0,
      color: '#fff',
      fontSize: vars.fontSize.sm,
      fontWeight: vars.fontWeight.semibold,
      lineHeight: vars.lineHeight.normal,
      overflowWrap: 'anywhere',
    },
  },
});
export const cta = style({
  display: 'none',
  '@media': {
    [media.phoneOnly]: {
      display: 'inline-flex',
      alignItems: 'center',
      flexShrink: 0,
      height: '26px',
      padding: `0 ${vars.space['3']}`,
      borderRadius: vars.radius.full,
      background: vars.color.vipGradient,
      color: vars.color.vipStrong,
      fontSize: vars.fontSize.xs,
      fontWeight: vars.fontWeight.semibold,
    },
  },
});
export const crown = style({ display: 'none', '@media': { [media.phoneOnly]: { display: 'block', flexShrink: 0, color: '#ffd27a' } } });
export const close = style({
  position: 'absolute',
  top: '50%',
  right: vars.space['4'],
  transform: 'translateY(-50%)',
  color: 'rgba(255, 255, 255, 0.85)',
  background: 'rgba(0, 0, 0, 0.18)',
  selectors: { '&:hover:not(:disabled)': { color: '#fff', background: 'rgba(0, 0, 0, 0.32)' } },
  // scoped under the banner so these outrank the IconButton recipe's size whatever order the sheets load in
  '@media': {
    // a finger needs the full touch target; the round mark inside stays small
    [media.touch]: { selectors: { [`${banner} &`]: { width: touchTarget, height: touchTarget, right: vars.space['2'] } } },
    [media.phoneOnly]: {
      selectors: {
        [`${banner} &`]: {
          position: 'static',
          transform: 'none',
          flexShrink: 0,
          width: touchTarget,
          height: touchTarget,
          marginRight: vars.space['1'],
          background: 'transparent',
        },
      },
    },
  },
});
