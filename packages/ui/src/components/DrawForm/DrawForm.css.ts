import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// The panel: a white card whose options scroll under a fixed footer with 生成, so 生成 is always in reach.
export const form = style({
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  height: '100%',
  minHeight: 0,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  overflow: 'hidden',
});

export const scroll = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  padding: `${vars.space['5']} ${vars.space['5']} ${vars.space['4']}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['5'],
});

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold, color: vars.color.text });
export const sectionHint = style({ fontSize: vars.fontSize.xs, color: vars.color.textTertiary });

export const prompt = style({ minHeight: '124px', paddingBottom: vars.space['6'], resize: 'none' });
export const error = style({ fontSize: vars.fontSize.xs, color: vars.color.danger, lineHeight: vars.lineHeight.normal });

const focusRing = { outline: 'none', boxShadow: `0 0 0 3px ${vars.color.focusRing}` };

export const styles = style({ display: 'grid', gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: vars.space['2'] });
export const styleTile = style({
  position: 'relative',
  display: 'block',
  padding: 0,
  aspectRatio: '1',
  border: 'none',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  background: vars.color.surfaceMuted,
  cursor: 'pointer',
  boxShadow: `inset 0 0 0 1px ${vars.color.border}`,
  transition: `transform ${vars.motion.fast} ${vars.motion.easing}, box-shadow ${vars.motion.fast}`,
  selectors: {
    '&:hover': { transform: 'translateY(-1px)' },
    '&[aria-checked="true"]': { boxShadow: `0 0 0 2px ${vars.color.brand}` },
    '&:focus-visible': focusRing,
  },
});
export const stylePic = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });
export const styleName = style({
  position: 'absolute',
  left: 0,
  right: 0,
  bottom: 0,
  padding: `${vars.space['4']} ${vars.space['1']} ${vars.space['1']}`,
  background: 'linear-gradient(180deg, rgba(0,0,0,0) 0%, rgba(12,14,30,0.72) 100%)',
  color: vars.color.textInverse,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  textAlign: 'center',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});
export const styleCheck = style({
  position: 'absolute',
  top: '4px',
  right: '4px',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '18px',
  height: '18px',
  borderRadius: vars.radius.full,
  background: vars.color.brand,
  color: vars.color.brandContrast,
});

export const fileInput = style({ display: 'none' });
export const dropZone = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['2'],
  height: '64px',
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  color: vars.color.textSecondary,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  transition: `border-color ${vars.motion.fast}, color ${vars.motion.fast}, background ${vars.motion.fast}`,
  selectors: {
    '&:hover, &[data-dragging]': { borderColor: vars.color.brand, color: vars.color.brand, background: vars.color.brandSofter },
    '&:focus-visible': focusRing,
  },
});

export const reference = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  padding: vars.space['2'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});
export const referencePic = style({
  width: '56px',
  height: '56px',
  flexShrink: 0,
  borderRadius: vars.radius.sm,
  objectFit: 'cover',
  background: vars.color.surfaceHover,
  selectors: { [`${reference}[data-state="uploading"] &`]: { opacity: 0.6 } },
});
export const referenceInfo = style({ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: vars.space['1'] });
export const referenceName = style({ fontSize: vars.fontSize.sm, color: vars.color.text, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' });
export const referenceState = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '4px',
  fontSize: vars.fontSize.xs,
  color: vars.color.textTertiary,
  fontVariantNumeric: 'tabular-nums',
  selectors: { '&[data-tone="ready"]': { color: vars.color.success } },
});
export const progress = style({ display: 'block', height: '4px', borderRadius: '2px', background: vars.color.border, overflow: 'hidden' });
export const progressBar = style({ display: 'block', height: '100%', background: vars.color.brand, transition: `width ${vars.motion.normal}` });

export const modeHint = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.textTertiary });

export const segmented = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: '1fr',
  gap: '2px',
  padding: '3px',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceHover,
});
export const segment = style({
  height: '30px',
  border: 'none',
  borderRadius: '6px',
  background: 'transparent',
  color: vars.color.textSecondary,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  transition: `background ${vars.motion.fast}, color ${vars.motion.fast}`,
  selectors: {
    '&:hover': { color: vars.color.text },
    '&[aria-checked="true"]': { background: vars.color.surface, color: vars.color.brand, fontWeight: vars.fontWeight.medium, boxShadow: vars.shadow.sm },
    '&:focus-visible': focusRing,
  },
});

export const sizes = style({ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space['2'] });
export const sizeOption = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '2px',
  height: '76px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.textSecondary,
  fontFamily: vars.font.body,
  cursor: 'pointer',
  transition: `border-color ${vars.motion.fast}, background ${vars.motion.fast}`,
  selectors: {
    '&:hover': { borderColor: vars.color.brand },
    '&[aria-checked="true"]': { borderColor: vars.color.brand, background: vars.color.brandSoft, color: vars.color.brand },
    '&:focus-visible': focusRing,
  },
});
export const ratioBox = style({ display: 'flex', alignItems: 'center', justifyContent: 'center', height: '20px', marginBottom: '4px' });
export const ratioShape = style({ display: 'block', border: '1.5px solid currentColor', borderRadius: '3px' });
export const sizeRatio = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold, lineHeight: 1.2 });
export const sizeValue = style({ fontSize: vars.fontSize.xs, color: vars.color.textTertiary, fontVariantNumeric: 'tabular-nums' });
globalStyle(`${sizeOption}[aria-checked="true"] ${sizeValue}`, { color: vars.color.brand, opacity: 0.8 });

export const footer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  padding: `${vars.space['4']} ${vars.space['5']}`,
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});
export const generate = style({ background: vars.color.brandGradient, boxShadow: vars.shadow.brand, selectors: { '&:disabled': { background: vars.color.borderStrong, boxShadow: 'none' } } });
export const footerInfo = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', fontSize: vars.fontSize.xs, color: vars.color.textTertiary });
export const expected = style({ display: 'inline-flex', alignItems: 'center', gap: '4px' });
export const missing = style({ color: vars.color.warning });

export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
