import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media, touchTarget } from '../../theme/breakpoints';

// The hue of the markup kind, set inline per panel (see markupKinds.ts).
const hue = 'var(--markup-hue, #5b4cf0)';

export const panel = style({
  width: '300px',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  padding: vars.space['4'],
  fontSize: vars.fontSize.md,
  color: vars.color.text,
});
export const wide = style({ width: '380px' });

export const dot = style({ width: '8px', height: '8px', borderRadius: vars.radius.full, background: hue, flexShrink: 0 });
export const title = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold, lineHeight: vars.lineHeight.tight });
export const subject = style({
  marginLeft: 'auto',
  maxWidth: '150px',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  color: hue,
  fontWeight: vars.fontWeight.medium,
});

export const sectionLabel = style({ fontSize: vars.fontSize.xs, color: vars.color.textTertiary });
export const hint = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.textTertiary, lineHeight: vars.lineHeight.normal });
export const error = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.danger });
export const footerStart = style({ marginRight: 'auto' });

/** A choice among a few: pinyin readings, number readings, presets. State as data-state. */
export const option = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  minHeight: vars.size.controlSm,
  padding: `${vars.space['1']} ${vars.space['3']}`,
  // a finger needs a bigger target than a mouse
  '@media': { [media.touch]: { minHeight: touchTarget } },
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontFamily: 'inherit',
  cursor: 'pointer',
  textAlign: 'left',
  transition: `border-color ${vars.motion.fast}, background ${vars.motion.fast}, color ${vars.motion.fast}`,
  selectors: {
    '&:hover': { borderColor: hue, color: hue },
    '&[data-state="on"]': { borderColor: hue, color: hue, background: vars.color.surfaceMuted, fontWeight: vars.fontWeight.medium },
    '&:focus-visible': { outline: 'none', boxShadow: `0 0 0 3px ${vars.color.focusRing}` },
    '&:disabled': { cursor: 'not-allowed', color: vars.color.textDisabled, borderColor: vars.color.border },
  },
});
export const optionMeta = style({ fontSize: vars.fontSize.xs, color: vars.color.textTertiary });

/** The floating frame around a panel: the panel brings its own padding (doubled class beats the frame's). */
export const floatingFrame = style({ selectors: { '&&': { padding: 0 } } });
