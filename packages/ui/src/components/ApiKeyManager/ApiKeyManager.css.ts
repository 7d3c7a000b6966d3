import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/breakpoints';

const phone = media.phoneOnly;

export const usageNumbers = style({ fontVariantNumeric: 'tabular-nums', color: vars.color.text, fontWeight: vars.fontWeight.semibold });
export const meter = style({ height: '8px', borderRadius: vars.radius.full, background: vars.color.surfaceHover, overflow: 'hidden' });
export const meterFill = style({
  height: '100%',
  borderRadius: vars.radius.full,
  background: vars.color.brand,
  selectors: { '&[data-state="full"]': { background: vars.color.danger } },
});

export const form = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'end',
  gap: vars.space['3'],
  '@media': { [phone]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
export const scopes = style({ display: 'flex', gap: vars.space['4'], flexWrap: 'wrap', fontSize: vars.fontSize.sm, color: vars.color.textSecondary });
export const scope = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['1'], cursor: 'pointer' });

export const secret = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  padding: vars.space['4'],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.success}`,
  background: vars.color.successSoft,
});
export const secretValue = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  wordBreak: 'break-all',
  userSelect: 'all',
});

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
  '@media': { [phone]: { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } },
});
export const body = style({ '@media': { [phone]: { display: 'flex', flexDirection: 'column', gap: vars.space['3'] } } });
export const row = style({
  '@media': {
    [phone]: {
      display: 'grid',
      gridTemplateColumns: 'minmax(0, 1fr) auto',
      gridTemplateAreas: '"name action" "prefix prefix" "scopes scopes" "created created" "used used" "chars chars"',
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
  verticalAlign: 'middle',
  selectors: { 'tr:last-child > &': { borderBottom: 0 } },
  '@media': { [phone]: { display: 'block', padding: 0, borderBottom: 0 } },
});
export const nameCell = style({ fontWeight: vars.fontWeight.medium, '@media': { [phone]: { gridArea: 'name' } } });
export const prefixCell = style({ fontFamily: vars.font.mono, color: vars.color.textSecondary, whiteSpace: 'nowrap', '@media': { [phone]: { gridArea: 'prefix', fontSize: vars.fontSize.xs } } });
export const scopesCell = style({ '@media': { [phone]: { gridArea: 'scopes' } } });
const timeCell = { color: vars.color.textTertiary, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;
export const createdCell = style({ ...timeCell, '@media': { [phone]: { gridArea: 'created', fontSize: vars.fontSize.xs } } });
export const usedCell = style({ ...timeCell, '@media': { [phone]: { gridArea: 'used', fontSize: vars.fontSize.xs } } });
export const charsCell = style({ textAlign: 'right', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums', '@media': { [phone]: { gridArea: 'chars', textAlign: 'left', fontSize: vars.fontSize.xs } } });
export const actionCell = style({ textAlign: 'right', '@media': { [phone]: { gridArea: 'action' } } });
export const right = style({ textAlign: 'right' });
/** What a phone card says before each value (the table has column heads for them). */
export const cardLabel = style({ display: 'none', '@media': { [phone]: { display: 'inline' } } });
export const link = style({ color: vars.color.brand, textDecoration: 'none', selectors: { '&:hover': { textDecoration: 'underline' } } });
