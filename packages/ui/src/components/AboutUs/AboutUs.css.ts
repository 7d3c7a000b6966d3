import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/breakpoints';

export const section = style({
  display: 'grid',
  gridTemplateColumns: '1.2fr 1fr 1.6fr',
  gap: vars.space['8'],
  padding: vars.space['8'],
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  // a tablet: the brand and the links side by side, the service QR codes under them; a phone: one column
  '@media': {
    [media.tabletOnly]: { gridTemplateColumns: '1.2fr 1fr', gap: vars.space['6'] },
    [media.phoneOnly]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space['6'], padding: vars.space['5'] },
  },
});
export const column = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'], minWidth: 0 });
export const brand = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'], fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold, color: vars.color.text });
export const intro = style({ fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.relaxed, color: vars.color.textSecondary, margin: 0 });
export const columnTitle = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold, color: vars.color.text });
export const links = style({ display: 'flex', flexWrap: 'wrap', columnGap: vars.space['4'], rowGap: vars.space['2'], margin: 0, padding: 0, listStyle: 'none' });
export const link = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textSecondary,
  textDecoration: 'none',
  transition: `color ${vars.motion.fast}`,
  selectors: { '&:hover': { color: vars.color.brand } },
});
export const qrFrame = style({ padding: '6px', background: '#fff', border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md });
export const qrCaption = style({ fontSize: vars.fontSize.xs, color: vars.color.textSecondary });
export const hours = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'], fontSize: vars.fontSize.sm, color: vars.color.textSecondary });
