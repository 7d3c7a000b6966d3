import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const zone = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['2'],
  minHeight: '200px',
  padding: vars.space['8'],
  border: `1.5px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceMuted,
  cursor: 'pointer',
  textAlign: 'center',
  transition: `border-color ${vars.motion.fast}, background ${vars.motion.fast}`,
  selectors: {
    '&:hover, &[data-over]': { borderColor: vars.color.brand, background: vars.color.brandSofter },
    '&:focus-within': { boxShadow: `0 0 0 3px ${vars.color.focusRing}`, borderColor: vars.color.brand },
    '&[data-state="error"]': { borderColor: vars.color.danger },
    '&[data-state="uploading"]': { cursor: 'progress', borderStyle: 'solid', borderColor: vars.color.brand, background: vars.color.brandSofter },
    '&[data-state="unavailable"]': { cursor: 'not-allowed', opacity: 0.6 },
  },
});
/** Visually hidden, still focusable: the zone shows its focus. */
export const input = style({ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden' });
export const icon = style({
  display: 'grid',
  placeItems: 'center',
  width: '56px',
  height: '56px',
  borderRadius: vars.radius.full,
  background: vars.color.brandSoft,
  color: vars.color.brand,
});
export const title = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.medium, color: vars.color.text });
export const hint = style({ fontSize: vars.fontSize.sm, color: vars.color.textTertiary });
export const progressBlock = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space['2'], width: 'min(360px, 100%)' });
export const track = style({ width: '100%', height: '8px', borderRadius: vars.radius.full, background: vars.color.border, overflow: 'hidden' });
export const bar = style({ display: 'block', height: '100%', borderRadius: vars.radius.full, background: vars.color.brandGradient, transition: `width ${vars.motion.normal}` });
export const error = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.dangerText });
export const notice = style({
  margin: 0,
  padding: `${vars.space['3']} ${vars.space['4']}`,
  borderRadius: vars.radius.md,
  background: vars.color.warningSoft,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
});
