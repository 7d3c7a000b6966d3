import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// The voice panel: a white column of sections, each a heading over its controls; in the sheet the same column
// takes the screen's width.
export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  padding: vars.space['4'],
  background: vars.color.surface,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  minWidth: 0,
});

export const anchorText = style({ display: 'flex', flexDirection: 'column', minWidth: 0, flex: 1 });
export const anchorName = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const muted = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.textTertiary });

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  paddingTop: vars.space['3'],
  borderTop: `1px solid ${vars.color.border}`,
});
export const heading = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold, color: vars.color.textSecondary });

/** Styles and roles: chips in rows, the chosen one in the brand colour. */
export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });
export const chip = style({
  all: 'unset',
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.controlSm,
  padding: `0 ${vars.space['3']}`,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.textSecondary,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  transition: `background ${vars.motion.fast}, border-color ${vars.motion.fast}`,
  selectors: {
    '&:hover': { background: vars.color.surfaceHover },
    '&[data-state="checked"]': { borderColor: vars.color.brand, background: vars.color.brandSofter, color: vars.color.brand },
    '&:focus-visible': { boxShadow: `0 0 0 3px ${vars.color.focusRing}` },
  },
});

export const memberNote = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.vipStrong });

export const music = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'], color: vars.color.textSecondary });
export const musicName = style({ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', color: vars.color.text });

/** 晓岚 · 平和 on the sheet's button, cut short when long. */
export const summary = style({
  marginLeft: vars.space['1'],
  maxWidth: '9em',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  color: vars.color.textTertiary,
  fontWeight: vars.fontWeight.regular,
});

/** The sheet's body is the panel, under the grip and the close button. */
export const sheet = style({});
globalStyle(`${sheet} > section`, { paddingTop: vars.space['2'] });
