import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/breakpoints';

// Four columns do not fit a phone: there each record becomes a card (what was bought and the amount on the
// first line, the time and the order number under it), the column heads hidden as the card says what is what.
const phone = media.phoneOnly;

export const table = style({
  width: '100%',
  borderCollapse: 'separate',
  borderSpacing: 0,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  fontSize: vars.fontSize.sm,
  '@media': { [phone]: { display: 'block', border: 0, background: 'none', overflow: 'visible' } },
});
export const headRow = style({
  '@media': {
    // out of sight but still read out, like a visually-hidden caption
    [phone]: { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' },
  },
});
export const body = style({ '@media': { [phone]: { display: 'flex', flexDirection: 'column', gap: vars.space['3'] } } });
export const row = style({
  '@media': {
    [phone]: {
      display: 'grid',
      gridTemplateColumns: 'minmax(0, 1fr) auto',
      gridTemplateAreas: '"content amount" "time time" "code code"',
      columnGap: vars.space['3'],
      rowGap: vars.space['1'],
      padding: vars.space['4'],
      background: vars.color.surface,
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.lg,
    },
  },
});
export const head = style({
  textAlign: 'left',
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textSecondary,
  background: vars.color.surfaceHover,
  padding: `${vars.space['3']} ${vars.space['4']}`,
  borderBottom: `1px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
});
export const cell = style({
  padding: `${vars.space['3']} ${vars.space['4']}`,
  color: vars.color.text,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
  selectors: { 'tr:last-child > &': { borderBottom: 0 } },
  '@media': { [phone]: { display: 'block', padding: 0, borderBottom: 0 } },
});
export const timeCell = style({ '@media': { [phone]: { gridArea: 'time', fontSize: vars.fontSize.xs } } });
export const contentCell = style({ '@media': { [phone]: { gridArea: 'content', fontWeight: vars.fontWeight.medium } } });
export const codeCell = style({ '@media': { [phone]: { gridArea: 'code', fontSize: vars.fontSize.xs, whiteSpace: 'normal', wordBreak: 'break-all' } } });
export const amountCell = style({ '@media': { [phone]: { gridArea: 'amount' } } });
export const muted = style({ color: vars.color.textTertiary, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });
export const details = style({ display: 'block', marginTop: '2px', color: vars.color.textTertiary, fontSize: vars.fontSize.xs });
export const amount = style({ textAlign: 'right', whiteSpace: 'nowrap', fontWeight: vars.fontWeight.semibold, fontVariantNumeric: 'tabular-nums' });
export const minus = style({ color: vars.color.text });
export const plus = style({ color: vars.color.success });
export const pager = style({ display: 'flex', justifyContent: 'flex-end', '@media': { [phone]: { justifyContent: 'center' } } });
/** "订单号" before the number, only on a card (the table has a column head for it). */
export const codeLabel = style({ display: 'none', '@media': { [phone]: { display: 'inline' } } });
