import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/breakpoints';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  padding: vars.space['5'],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  '@media': { [media.phoneOnly]: { padding: vars.space['4'], gap: vars.space['3'] } },
});

// on a phone the actions (刷新, 重新生成, 删除) go under the prompt rather than squeezing it to a sliver
export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space['4'],
  '@media': { [media.phoneOnly]: { flexWrap: 'wrap', gap: vars.space['3'] } },
});
export const headText = style({ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: vars.space['2'], '@media': { [media.phoneOnly]: { flexBasis: '100%' } } });
export const prompt = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  wordBreak: 'break-all',
});
export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '6px',
  height: '22px',
  padding: `0 ${vars.space['2']}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceHover,
  color: vars.color.textSecondary,
  fontSize: vars.fontSize.xs,
  whiteSpace: 'nowrap',
});
export const refThumb = style({ width: '16px', height: '16px', borderRadius: '3px', objectFit: 'cover', marginLeft: '-4px' });
export const time = style({ fontSize: vars.fontSize.xs, color: vars.color.textTertiary, fontVariantNumeric: 'tabular-nums', marginLeft: vars.space['1'] });

export const tile = style({
  position: 'relative',
  margin: 0,
  maxWidth: '100%',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  background: vars.color.surfaceHover,
  boxShadow: `inset 0 0 0 1px ${vars.color.border}`,
  // on a phone two portrait or square pictures a row, a landscape one the card's width (flex-basis wins over
  // the tile's own width, which is set inline from the picture's size)
  '@media': { [media.phoneOnly]: { flex: `0 0 calc(50% - ${vars.space['3']} / 2)`, selectors: { '&[data-wide]': { flexBasis: '100%' } } } },
});
export const imageButton = style({
  display: 'block',
  width: '100%',
  height: '100%',
  padding: 0,
  border: 'none',
  background: 'none',
  cursor: 'zoom-in',
  selectors: { '&:focus-visible': { outline: 'none', boxShadow: `inset 0 0 0 3px ${vars.color.focusRing}` } },
});
export const image = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover', transition: `transform ${vars.motion.normal} ${vars.motion.easing}` });
globalStyle(`${tile}:hover ${image}`, { transform: 'scale(1.02)' });

// The picture's actions: on hover or keyboard focus, over a shade at the bottom of the picture.
export const tileActions = style({
  position: 'absolute',
  left: 0,
  right: 0,
  bottom: 0,
  display: 'flex',
  justifyContent: 'center',
  gap: vars.space['2'],
  padding: `${vars.space['6']} ${vars.space['2']} ${vars.space['2']}`,
  background: 'linear-gradient(180deg, rgba(12,14,30,0) 0%, rgba(12,14,30,0.6) 100%)',
  opacity: 0,
  transition: `opacity ${vars.motion.fast}`,
  // Hidden, not inert: a click where the buttons are still works, and touch screens (no hover) always show them.
  selectors: { [`${tile}:hover &, ${tile}:focus-within &`]: { opacity: 1 } },
  '@media': { '(hover: none)': { opacity: 1 } },
});
const onPicture = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '30px',
  height: '30px',
  borderRadius: vars.radius.md,
  background: 'rgba(255,255,255,0.92)',
  color: vars.color.text,
  border: 'none',
  boxShadow: vars.shadow.sm,
} as const;
export const tileButton = style({ ...onPicture, selectors: { '&:hover': { background: vars.color.surface, color: vars.color.brand } } });
export const tileLink = style({
  ...onPicture,
  selectors: {
    '&:hover': { background: vars.color.surface, color: vars.color.brand },
    '&:focus-visible': { outline: 'none', boxShadow: `0 0 0 3px ${vars.color.focusRing}` },
  },
});

export const notes = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.textTertiary, lineHeight: vars.lineHeight.normal });

const shimmer = keyframes({ '0%': { backgroundPosition: '100% 0' }, '100%': { backgroundPosition: '-100% 0' } });
// As wide as the placeholders, so the spinner and its text sit in the middle of them.
export const pending = style({ position: 'relative', width: 'fit-content', maxWidth: '100%', minWidth: 'min(240px, 100%)' });
export const placeholder = style({
  maxWidth: '100%',
  borderRadius: vars.radius.md,
  background: `linear-gradient(90deg, ${vars.color.brandSofter} 25%, ${vars.color.brandSoft} 50%, ${vars.color.brandSofter} 75%)`,
  backgroundSize: '200% 100%',
  animation: `${shimmer} 1.6s linear infinite`,
});
export const pendingStatus = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['2'],
  color: vars.color.brand,
});
export const pendingText = style({ fontSize: vars.fontSize.sm, color: vars.color.textSecondary, fontWeight: vars.fontWeight.medium, textAlign: 'center', padding: `0 ${vars.space['4']}` });

export const failure = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['3'],
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  background: vars.color.dangerSoft,
  color: vars.color.danger,
});
export const failureTitle = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold, marginBottom: '2px' });
export const failureText = style({ fontSize: vars.fontSize.sm, color: vars.color.textSecondary, lineHeight: vars.lineHeight.normal });

export const previewStage = style({ position: 'relative', display: 'flex', alignItems: 'center', justifyContent: 'center', background: vars.color.surfaceMuted, borderRadius: vars.radius.md, padding: vars.space['3'] });
export const previewImage = style({ display: 'block', maxWidth: '100%', maxHeight: '62vh', borderRadius: vars.radius.sm, boxShadow: vars.shadow.md, objectFit: 'contain' });
const arrow = { position: 'absolute', top: '50%', transform: 'translateY(-50%)', background: vars.color.surface, boxShadow: vars.shadow.md } as const;
export const previewPrev = style({ ...arrow, left: vars.space['3'] });
export const previewNext = style({ ...arrow, right: vars.space['3'] });
export const previewPrompt = style({ margin: `${vars.space['3']} 0 0`, fontSize: vars.fontSize.sm, color: vars.color.textSecondary, lineHeight: vars.lineHeight.normal });
