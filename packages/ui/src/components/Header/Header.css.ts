import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { menuRow } from '../../private/shell/menuRow.css';
import { media, touchTarget } from '../../theme/breakpoints';

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.header,
  height: vars.size.headerHeight,
  background: 'rgba(255, 255, 255, 0.92)',
  backdropFilter: 'saturate(180%) blur(12px)',
  borderBottom: `1px solid ${vars.color.border}`,
});

export const inner = style({
  height: '100%',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['8'],
  padding: `0 ${vars.space['6']}`,
  maxWidth: '1440px',
  margin: '0 auto',
  '@media': {
    [media.belowDesktop]: { gap: vars.space['4'], padding: `0 ${vars.space['4']}` },
    [media.phoneOnly]: { gap: vars.space['2'], padding: `0 ${vars.space['2']} 0 ${vars.space['4']}` },
  },
});

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  flexShrink: 0,
  color: vars.color.text,
  textDecoration: 'none',
});

export const brandName = style({
  fontSize: '22px',
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.04em',
  background: vars.color.brandGradient,
  WebkitBackgroundClip: 'text',
  backgroundClip: 'text',
  color: 'transparent',
});

export const brandLatin = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
  letterSpacing: '0.02em',
});

// on narrow windows the tabs scroll sideways instead of running under the buttons on the right
export const nav = style({
  flex: 1,
  minWidth: 0,
  height: '100%',
  overflowX: 'auto',
  overflowY: 'hidden',
  scrollbarWidth: 'none',
  selectors: { '&::-webkit-scrollbar': { display: 'none' } },
  // below desktop width eight tabs and the actions cannot share one row: the tabs move into the menu drawer
  '@media': { [media.belowDesktop]: { display: 'none' } },
});

export const tabList = style({ display: 'flex', alignItems: 'stretch', gap: vars.space['1'], height: '100%', margin: 0, padding: 0, listStyle: 'none' });

export const tab = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  height: '100%',
  padding: `0 ${vars.space['3']}`,
  fontSize: vars.fontSize.md,
  color: vars.color.textSecondary,
  whiteSpace: 'nowrap',
  textDecoration: 'none',
  transition: `color ${vars.motion.fast}`,
  outline: 'none',
  selectors: {
    '&:hover': { color: vars.color.text },
    '&:focus-visible': { boxShadow: `inset 0 0 0 2px ${vars.color.focusRing}`, borderRadius: vars.radius.md },
    '&[aria-current="page"]': { color: vars.color.brand, fontWeight: vars.fontWeight.semibold },
    '&::after': {
      content: '""',
      position: 'absolute',
      left: '50%',
      bottom: 0,
      width: 0,
      height: '3px',
      borderRadius: '3px 3px 0 0',
      background: vars.color.brand,
      transform: 'translateX(-50%)',
      transition: `width ${vars.motion.normal} ${vars.motion.easing}`,
    },
    '&[aria-current="page"]::after': { width: '24px' },
  },
});

export const newMarker = style({ position: 'absolute', top: '8px', right: '-20px', pointerEvents: 'none' });

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  flexShrink: 0,
  '@media': { [media.belowDesktop]: { marginLeft: 'auto' }, [media.phoneOnly]: { gap: vars.space['1'] } },
});

// scoped under the actions row so they outrank the Button recipe's display whatever order the sheets load in
export const inviteButton = style({ '@media': { [media.belowDesktop]: { selectors: { [`${actions} &`]: { display: 'none' } } } } });
export const vipButton = style({ '@media': { [media.phoneOnly]: { selectors: { [`${actions} &`]: { display: 'none' } } } } });

/** The menu button below desktop width: a full touch target, hidden where the tabs fit. */
export const menuButton = style({
  display: 'none',
  alignItems: 'center',
  justifyContent: 'center',
  width: touchTarget,
  height: touchTarget,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:hover': { background: vars.color.surfaceHover },
    '&:focus-visible': { boxShadow: `0 0 0 3px ${vars.color.focusRing}` },
  },
  '@media': { [media.belowDesktop]: { display: 'inline-flex' } },
});

export const drawerAccount = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  paddingBottom: vars.space['4'],
  borderBottom: `1px solid ${vars.color.border}`,
});
export const drawerUser = style({ display: 'flex', alignItems: 'center', gap: vars.space['3'], minWidth: 0 });
export const drawerUserText = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });
export const drawerVipLine = style({ fontSize: vars.fontSize.xs, color: vars.color.vipStrong });
export const drawerPlainLine = style({ fontSize: vars.fontSize.xs, color: vars.color.textTertiary });
export const drawerActions = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: vars.space['3'] });
export const drawerList = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  selectors: { '& + &': { paddingTop: vars.space['4'], borderTop: `1px solid ${vars.color.border}` } },
});

/** One row of the menu drawer: a link or button a finger hits easily (touchTarget high and the full width). */
export const drawerItem = style([
  menuRow,
  {
    selectors: {
      '&:hover': { background: vars.color.surfaceHover },
      '&[aria-current="page"]': { background: vars.color.brandSofter, color: vars.color.brand, fontWeight: vars.fontWeight.semibold },
      '&[data-tone="danger"]': { color: vars.color.danger },
    },
  },
]);

export const avatarButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  padding: '2px',
  border: 'none',
  background: 'transparent',
  borderRadius: vars.radius.full,
  cursor: 'pointer',
  color: vars.color.textTertiary,
  outline: 'none',
  selectors: { '&:focus-visible': { boxShadow: `0 0 0 3px ${vars.color.focusRing}` } },
});

export const menuHeader = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  padding: `${vars.space['3']} ${vars.space['3']} ${vars.space['2']}`,
  minWidth: '200px',
});
export const menuName = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold, color: vars.color.text, maxWidth: '140px' });

/** An expired membership's VIP button: the name stays, greyed, so the user sees what to renew. */
export const vipExpired = style({
  background: vars.color.surfaceHover,
  color: vars.color.textTertiary,
  boxShadow: `inset 0 0 0 1px ${vars.color.borderStrong}`,
  textDecoration: 'line-through',
  textDecorationColor: vars.color.textTertiary,
  selectors: { '&:hover': { background: vars.color.vipSoft, color: vars.color.vipStrong, textDecoration: 'none' } },
});
