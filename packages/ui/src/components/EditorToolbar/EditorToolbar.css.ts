import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/breakpoints';

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['1'],
  padding: `${vars.space['2']} ${vars.space['3']}`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': {
    // a phone: one row that scrolls sideways under the thumb, the script stays in view below it
    [media.phoneOnly]: {
      flexWrap: 'nowrap',
      overflowX: 'auto',
      overscrollBehaviorX: 'contain',
      scrollbarWidth: 'none',
      padding: `${vars.space['1']} ${vars.space['2']}`,
    },
  },
});

// Three groups (voice, markup, music and history) on a desktop. On a tablet the menus flow on their own,
// so nineteen of them fill two rows rather than three half-empty ones.
export const group = style({
  display: 'flex',
  alignItems: 'center',
  gap: '2px',
  flexShrink: 0,
  '@media': { [media.tabletOnly]: { display: 'contents' } },
});
export const divider = style({
  width: '1px',
  height: '28px',
  flexShrink: 0,
  background: vars.color.border,
  margin: `0 ${vars.space['2']}`,
  '@media': { [media.tabletOnly]: { display: 'none' } },
});

// One menu: icon over label; its hue is the markup kind's (chips, button and pop-up agree).
export const tool = style({
  all: 'unset',
  boxSizing: 'border-box',
  display: 'inline-flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '2px',
  minWidth: '44px',
  height: '48px',
  flexShrink: 0,
  whiteSpace: 'nowrap',
  padding: `0 ${vars.space['1']}`,
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.xs,
  color: vars.color.textSecondary,
  cursor: 'pointer',
  transition: `background ${vars.motion.fast}, color ${vars.motion.fast}`,
  selectors: {
    '&:hover': { background: vars.color.surfaceHover, color: vars.color.text },
    '&[data-state="open"], &[aria-pressed="true"]': { background: vars.color.brandSofter, color: vars.color.brand },
    '&:focus-visible': { boxShadow: `0 0 0 3px ${vars.color.focusRing}` },
    '&[aria-disabled="true"]': { cursor: 'not-allowed', color: vars.color.textDisabled, background: 'transparent' },
  },
});

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '22px',
  height: '22px',
  color: 'var(--markup-hue, currentColor)',
  fontSize: '13px',
  fontWeight: vars.fontWeight.semibold,
  lineHeight: 1,
  selectors: { [`${tool}[aria-disabled="true"] &`]: { color: vars.color.textDisabled, opacity: 0.7 } },
});

