import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { media, touchTarget } from '../../theme/breakpoints';

export const card = recipe({
  base: {
    position: 'relative',
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space['3'],
    background: vars.color.surface,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    cursor: 'pointer',
    minWidth: 0,
    transition: `box-shadow ${vars.motion.fast}, border-color ${vars.motion.fast}, transform ${vars.motion.fast}`,
    selectors: {
      '&:hover': { boxShadow: vars.shadow.md, borderColor: vars.color.borderStrong },
      '&[data-selected]': { borderColor: vars.color.brand, background: vars.color.brandSofter, boxShadow: `0 0 0 1px ${vars.color.brand}` },
    },
  },
  variants: {
    size: {
      md: {
        padding: vars.space['4'],
        // below a desktop the catalogue's columns are too narrow for the text beside the avatar: it goes under it
        '@media': { [media.belowDesktop]: { flexDirection: 'column', gap: vars.space['2'] }, [media.phoneOnly]: { padding: vars.space['3'] } },
      },
      sm: { padding: vars.space['2'], gap: vars.space['2'] },
    },
  },
});

export const avatarBox = style({ position: 'relative', flex: 'none' });

// The sample player sits on the avatar's lower right corner.
export const player = style({ position: 'absolute', right: '-4px', bottom: '-4px', borderRadius: vars.radius.full, background: vars.color.surface });

export const body = recipe({
  base: { display: 'flex', flexDirection: 'column', gap: vars.space['1'], minWidth: 0, flex: 1, paddingRight: vars.space['6'] },
  variants: {
    size: {
      // under the avatar the text no longer runs into the heart: it takes the card's whole width
      md: { '@media': { [media.belowDesktop]: { paddingRight: 0, width: '100%' } } },
      sm: {},
    },
  },
});

export const titleRow = style({ display: 'flex', alignItems: 'center', gap: vars.space['1'], minWidth: 0 });

export const name = style({
  border: 'none',
  background: 'none',
  padding: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
  cursor: 'pointer',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { '&:focus-visible': { outline: 'none', boxShadow: `0 0 0 3px ${vars.color.focusRing}`, borderRadius: vars.radius.sm } },
});

export const crown = style({ display: 'inline-flex', color: vars.color.vip, flex: 'none' });

export const badge = recipe({
  base: { flex: 'none', fontSize: vars.fontSize.xs, lineHeight: '18px', padding: `0 ${vars.space['1']}`, borderRadius: vars.radius.sm },
  variants: {
    tone: {
      hot: { background: vars.color.dangerSoft, color: vars.color.danger },
      recommended: { background: vars.color.brandSoft, color: vars.color.brand },
      newest: { background: vars.color.successSoft, color: vars.color.success },
      custom: { background: vars.color.vipSoft, color: vars.color.vipStrong },
    },
  },
});

export const subtitle = style({ fontSize: vars.fontSize.sm, color: vars.color.textTertiary, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const scene = style({ fontSize: vars.fontSize.xs, color: vars.color.textSecondary, background: vars.color.surfaceMuted, borderRadius: vars.radius.sm, padding: `1px ${vars.space['2']}` });

export const favorite = style({
  position: 'absolute',
  top: vars.space['2'],
  right: vars.space['2'],
  width: vars.size.controlSm,
  height: vars.size.controlSm,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.textTertiary,
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.danger, background: vars.color.dangerSoft },
    '&[data-state="on"]': { color: vars.color.danger },
    '&:disabled': { cursor: 'progress', opacity: 0.6 },
    '&:focus-visible': { outline: 'none', boxShadow: `0 0 0 3px ${vars.color.focusRing}` },
  },
  // a finger needs a bigger heart to hit than a pointer does
  '@media': { [media.touch]: { width: touchTarget, height: touchTarget, top: vars.space['1'], right: vars.space['1'] } },
});

// A favourite shows a filled heart (the icon itself is drawn as an outline).
globalStyle(`${favorite}[data-state="on"] svg`, { fill: 'currentColor' });
