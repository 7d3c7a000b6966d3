import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const readOnlyGrid = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: vars.space['3'] });

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
});
export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.medium, color: vars.color.text });

// The audition menu: the buttons offered depend on the player's state (spec 02 §4), read by selector.
export const audition = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'] });
export const auditionStatus = style({
  marginLeft: 'auto',
  fontSize: vars.fontSize.xs,
  color: vars.color.textTertiary,
  selectors: {
    [`${audition}[data-state="playing"] &`]: { color: vars.color.brand },
    [`${audition}[data-state="paused"] &`]: { color: vars.color.warning },
  },
});

export const problem = style({ margin: 0, fontSize: vars.fontSize.md, color: vars.color.text, lineHeight: vars.lineHeight.normal });
export const problemTip = style({ margin: `${vars.space['2']} 0 0`, fontSize: vars.fontSize.sm, color: vars.color.textSecondary, lineHeight: vars.lineHeight.normal });
