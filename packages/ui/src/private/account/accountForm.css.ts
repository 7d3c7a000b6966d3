import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/breakpoints';

// Shared look of the account pages' forms (profile, password, inviter): a white card with a
// title, label column on the left and controls on the right; on a phone the label sits above its control.

export const card = style({
  maxWidth: '640px',
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  border: `1px solid ${vars.color.border}`,
  padding: `${vars.space['6']} ${vars.space['8']} ${vars.space['8']}`,
  '@media': { [media.phoneOnly]: { padding: `${vars.space['4']} ${vars.space['4']} ${vars.space['5']}` } },
});

export const header = style({
  paddingBottom: vars.space['4'],
  marginBottom: vars.space['6'],
  borderBottom: `1px solid ${vars.color.border}`,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.semibold, color: vars.color.text });
export const description = style({ margin: `${vars.space['1']} 0 0`, fontSize: vars.fontSize.sm, color: vars.color.textTertiary });

export const row = style({
  display: 'grid',
  gridTemplateColumns: '96px minmax(0, 360px)',
  columnGap: vars.space['4'],
  alignItems: 'start',
  '@media': { [media.phoneOnly]: { gridTemplateColumns: 'minmax(0, 1fr)', rowGap: vars.space['1'] } },
});

export const rowLabel = style({
  lineHeight: vars.size.controlLg,
  fontSize: vars.fontSize.md,
  color: vars.color.textSecondary,
  textAlign: 'right',
  '@media': { [media.phoneOnly]: { lineHeight: vars.lineHeight.normal, textAlign: 'left' } },
});

export const required = style({ color: vars.color.danger, marginRight: '2px' });

export const readOnly = style({
  display: 'flex',
  alignItems: 'center',
  height: vars.size.controlLg,
  fontSize: vars.fontSize.md,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
});

export const counter = style({ fontSize: vars.fontSize.xs, color: vars.color.textTertiary, fontVariantNumeric: 'tabular-nums' });

export const success = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  fontSize: vars.fontSize.sm,
  color: vars.color.success,
});
