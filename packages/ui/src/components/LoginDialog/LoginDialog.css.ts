import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/breakpoints';

export const layout = style({
  display: 'grid',
  gridTemplateColumns: '312px 1fr',
  minHeight: '520px',
  // a phone shows the form alone: the illustrated column would leave it too narrow to type in
  '@media': { [media.phoneOnly]: { gridTemplateColumns: 'minmax(0, 1fr)', minHeight: 0 } },
});

export const aside = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  padding: `${vars.space['8']} ${vars.space['6']} ${vars.space['6']} ${vars.space['8']}`,
  background: vars.color.brandGradient,
  color: vars.color.textInverse,
  overflow: 'hidden',
  '@media': { [media.phoneOnly]: { display: 'none' } },
});

// A faint grid of dots gives the gradient some texture without an image file.
export const asideTexture = style({
  position: 'absolute',
  inset: 0,
  backgroundImage: 'radial-gradient(rgba(255,255,255,0.16) 1px, transparent 1px)',
  backgroundSize: '16px 16px',
  maskImage: 'linear-gradient(180deg, rgba(0,0,0,0.9), rgba(0,0,0,0) 70%)',
  pointerEvents: 'none',
});

export const asideTitle = style({
  position: 'relative',
  margin: 0,
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  letterSpacing: '0.5px',
});

export const asideLead = style({
  position: 'relative',
  margin: `${vars.space['2']} 0 ${vars.space['6']}`,
  fontSize: vars.fontSize.sm,
  opacity: 0.82,
});

export const featureList = style({
  position: 'relative',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
});

export const featureIcon = style({
  flexShrink: 0,
  width: '32px',
  height: '32px',
  borderRadius: vars.radius.md,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: 'rgba(255, 255, 255, 0.18)',
  boxShadow: 'inset 0 0 0 1px rgba(255, 255, 255, 0.22)',
});

export const featureTitle = style({ display: 'block', fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.medium, lineHeight: '20px' });
export const featureDetail = style({ display: 'block', fontSize: vars.fontSize.xs, opacity: 0.75, lineHeight: '18px' });

export const illustration = style({ position: 'relative', marginTop: 'auto', alignSelf: 'center', width: '100%', height: 'auto' });

export const main = style({
  display: 'flex',
  flexDirection: 'column',
  padding: `${vars.space['10']} ${vars.space['10']} ${vars.space['6']}`,
  minWidth: 0,
  '@media': { [media.phoneOnly]: { padding: `${vars.space['12']} ${vars.space['5']} ${vars.space['6']}` } },
});

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
  lineHeight: vars.lineHeight.tight,
});

export const subheading = style({ margin: `${vars.space['1']} 0 ${vars.space['4']}`, fontSize: vars.fontSize.sm, color: vars.color.textTertiary });

export const phonePrefix = style({
  paddingRight: vars.space['3'],
  borderRight: `1px solid ${vars.color.border}`,
  color: vars.color.textSecondary,
  fontSize: vars.fontSize.md,
});

export const submit = style({ marginTop: vars.space['2'] });

export const formError = style({
  margin: 0,
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSoft,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
});

export const footer = style({
  marginTop: 'auto',
  paddingTop: vars.space['6'],
  textAlign: 'center',
  fontSize: vars.fontSize.xs,
  color: vars.color.textTertiary,
});

export const link = style({
  color: vars.color.brand,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const qrFrameWrap = style({
  position: 'relative',
  width: '232px',
  height: '232px',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
  overflow: 'hidden',
});

export const qrFrame = style({ display: 'block', width: '100%', height: '100%', border: 0 });

export const qrMask = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['2'],
  background: 'rgba(255, 255, 255, 0.92)',
  color: vars.color.textSecondary,
  fontSize: vars.fontSize.sm,
});

export const wechatHint = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textSecondary,
});

globalStyle(`${wechatHint} svg`, { color: '#07c160' });

export const switchLine = style({ margin: 0, textAlign: 'center', fontSize: vars.fontSize.sm, color: vars.color.textTertiary });

export const switchButton = style({
  padding: 0,
  border: 'none',
  background: 'none',
  color: vars.color.brand,
  fontSize: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: 'none', boxShadow: `0 0 0 3px ${vars.color.focusRing}`, borderRadius: vars.radius.sm },
  },
});

export const qrFailIcon = style({ color: vars.color.danger });
export const qrFailText = style({ maxWidth: '180px', textAlign: 'center', color: vars.color.text, lineHeight: vars.lineHeight.normal });
