import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// Lists of the voice menus (emotions, roles, sounds, music): rows that can be picked, each may hold a player.
export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'], maxHeight: '260px', overflowY: 'auto', margin: 0, padding: 0 });
export const grid = style({ display: 'grid', gridTemplateColumns: 'repeat(2, 1fr)', gap: vars.space['2'] });
export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  padding: `${vars.space['2']} ${vars.space['2']}`,
  borderRadius: vars.radius.md,
  border: `1px solid transparent`,
  background: vars.color.surface,
  cursor: 'pointer',
  listStyle: 'none',
  selectors: {
    '&:hover': { background: vars.color.surfaceHover },
    '&[data-state="on"]': { borderColor: vars.color.brand, background: vars.color.brandSofter },
  },
});
export const pick = style({
  all: 'unset',
  display: 'flex',
  flexDirection: 'column',
  gap: '2px',
  flex: 1,
  minWidth: 0,
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, borderRadius: vars.radius.sm } },
});
export const name = style({ fontSize: vars.fontSize.sm, color: vars.color.text, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const meta = style({ fontSize: vars.fontSize.xs, color: vars.color.textTertiary });
export const empty = style({ padding: `${vars.space['4']} 0`, textAlign: 'center', fontSize: vars.fontSize.sm, color: vars.color.textTertiary });
/** 会员 beside a style only members may synthesise with (issue 27). */
export const memberBadge = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2px',
  marginLeft: vars.space['1'],
  padding: '0 4px',
  borderRadius: vars.radius.sm,
  background: vars.color.vipSoft,
  color: vars.color.vipStrong,
  fontSize: vars.fontSize.xs,
  lineHeight: '16px',
  verticalAlign: 'middle',
});
/** Why a chosen member's style will not synthesise for this user. */
export const memberNote = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.vipStrong });
