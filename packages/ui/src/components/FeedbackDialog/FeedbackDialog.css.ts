import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const typeGroup = style({ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: vars.space['2'] });

// Each type is a selectable card; the checked one carries the brand colour (state by selector).
export const typeOption = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['2'],
  height: vars.size.controlLg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.textSecondary,
  fontSize: vars.fontSize.md,
  cursor: 'pointer',
  transition: `border-color ${vars.motion.fast}, background ${vars.motion.fast}, color ${vars.motion.fast}`,
  selectors: {
    '&:hover': { borderColor: vars.color.borderStrong, color: vars.color.text },
    '&[data-state="checked"]': { borderColor: vars.color.brand, background: vars.color.brandSofter, color: vars.color.brand, fontWeight: vars.fontWeight.medium },
    '&:focus-visible': { outline: 'none', boxShadow: `0 0 0 3px ${vars.color.focusRing}` },
  },
});

export const typeDot = style({
  width: '14px',
  height: '14px',
  borderRadius: vars.radius.full,
  border: `1.5px solid ${vars.color.borderStrong}`,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  selectors: { [`${typeOption}[data-state="checked"] &`]: { borderColor: vars.color.brand } },
});

export const typeDotInner = style({ width: '6px', height: '6px', borderRadius: vars.radius.full, background: vars.color.brand });

export const groupLabel = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.medium, color: vars.color.text, marginBottom: vars.space['1'] });

export const success = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space['3'],
  padding: `${vars.space['4']} 0 ${vars.space['1']}`,
});

export const successBadge = style({
  width: '64px',
  height: '64px',
  borderRadius: vars.radius.full,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: vars.color.successSoft,
  color: vars.color.success,
  boxShadow: `0 0 0 8px ${vars.color.surfaceMuted}`,
  marginBottom: vars.space['2'],
});

export const successTitle = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.semibold, color: vars.color.text });
export const successText = style({ margin: 0, fontSize: vars.fontSize.md, color: vars.color.textSecondary, lineHeight: vars.lineHeight.normal });
export const successAction = style({ marginTop: vars.space['3'], minWidth: '160px' });
