import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const picture = style({
  width: '112px',
  flexShrink: 0,
  borderRadius: vars.radius.md,
  objectFit: 'cover',
  boxShadow: `inset 0 0 0 1px ${vars.color.border}, ${vars.shadow.sm}`,
  marginTop: vars.space['1'],
});
export const choices = style({ flex: 1, minWidth: 0 });
export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'], height: '300px', overflowY: 'auto', padding: `${vars.space['3']} 2px` });
export const target = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  width: '100%',
  padding: `${vars.space['2']} ${vars.space['3']}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  textAlign: 'left',
  cursor: 'pointer',
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  transition: `border-color ${vars.motion.fast}, background ${vars.motion.fast}`,
  selectors: {
    '&:hover': { borderColor: vars.color.brand },
    '&:focus-visible': { outline: 'none', boxShadow: `0 0 0 3px ${vars.color.focusRing}` },
    '&[aria-checked="true"]': { borderColor: vars.color.brand, background: vars.color.brandSofter, boxShadow: `inset 0 0 0 1px ${vars.color.brand}` },
  },
});
export const thumb = style({ width: '36px', height: '36px', borderRadius: vars.radius.sm, objectFit: 'cover', background: vars.color.surfaceHover, flexShrink: 0 });
export const text = style({ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: '2px' });
export const title = style({ fontWeight: vars.fontWeight.medium, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const meta = style({ fontSize: vars.fontSize.xs, color: vars.color.textTertiary });
export const check = style({ color: vars.color.brand, flexShrink: 0 });
export const state = style({ display: 'flex', alignItems: 'center', justifyContent: 'center', height: '300px' });
