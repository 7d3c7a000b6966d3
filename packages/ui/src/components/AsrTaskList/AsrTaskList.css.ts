import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/breakpoints';

export const title = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold, color: vars.color.text });
export const center = style({ display: 'grid', placeItems: 'center', minHeight: '160px' });
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.md, tableLayout: 'fixed' });
globalStyle(`${table} th`, {
  padding: `${vars.space['3']} ${vars.space['3']}`,
  textAlign: 'left',
  fontWeight: vars.fontWeight.medium,
  fontSize: vars.fontSize.sm,
  color: vars.color.textTertiary,
  background: vars.color.surfaceMuted,
  borderBottom: `1px solid ${vars.color.border}`,
});
globalStyle(`${table} td`, { padding: `${vars.space['3']} ${vars.space['3']}`, borderBottom: `1px solid ${vars.color.border}`, color: vars.color.text, verticalAlign: 'middle' });
globalStyle(`${table} th:first-child`, { width: '34%' });
export const name = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const numeric = style({ fontVariantNumeric: 'tabular-nums', color: vars.color.textSecondary });
export const actionsCell = style({ textAlign: 'right', whiteSpace: 'nowrap' });
globalStyle(`${table} th.${actionsCell}`, { textAlign: 'right' });
// a status is one line: on a phone it wrapped 识别成功 one character per line (issue 28)
export const running = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['2'], color: vars.color.brandActive, fontSize: vars.fontSize.sm, whiteSpace: 'nowrap' });
export const reason = style({ marginTop: vars.space['1'], fontSize: vars.fontSize.xs, color: vars.color.dangerText, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const danger = style({ color: vars.color.dangerText });
export const status = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['2'], fontSize: vars.fontSize.sm, color: vars.color.text, whiteSpace: 'nowrap' });
/** The length and time columns give their room to the name and the status on a phone. */
export const wideOnly = style({ '@media': { [media.phoneOnly]: { display: 'none' } } });
globalStyle(`${table} th:first-child`, { '@media': { [media.phoneOnly]: { width: 'auto' } } });
export const dot = style({
  width: '8px',
  height: '8px',
  borderRadius: vars.radius.full,
  selectors: { [`${status}[data-status="finished"] &`]: { background: vars.color.success }, [`${status}[data-status="failed"] &`]: { background: vars.color.danger } },
});
