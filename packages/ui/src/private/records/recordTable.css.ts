// The table of the creation center's records (tasks, drafts) and of the pronunciation dictionary: header and
// cells, the card layout each row takes below a desktop, titles with covers, status chips. Shared, so it lives
// here rather than in one of those components' folders.
import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/breakpoints';

export const state = style({ minHeight: '280px', display: 'flex', alignItems: 'center', justifyContent: 'center' });

export const table = style({
  width: '100%',
  borderCollapse: 'separate',
  borderSpacing: 0,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  fontSize: vars.fontSize.md,
  transition: `opacity ${vars.motion.fast}`,
  selectors: { '&[data-state="loading"]': { opacity: 0.6 } },
});

export const th = style({
  padding: `${vars.space['3']} ${vars.space['4']}`,
  textAlign: 'left',
  fontWeight: vars.fontWeight.medium,
  fontSize: vars.fontSize.sm,
  color: vars.color.textTertiary,
  background: vars.color.surfaceMuted,
  borderBottom: `1px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
});

export const row = style({
  transition: `background ${vars.motion.fast}`,
  selectors: { '&:hover': { background: vars.color.surfaceHover } },
});

export const td = style({
  padding: `${vars.space['3']} ${vars.space['4']}`,
  color: vars.color.textSecondary,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'middle',
  selectors: { [`${row}:last-child &`]: { borderBottom: 'none' } },
});

// Below a desktop each row of the creation center's lists is a card (RecordList.tsx): seven columns do not fit a
// phone, nor a tablet once titles are long. These classes come on top of table/row/td, which other tables share.
export const cardTable = style({ '@media': { [media.belowDesktop]: { display: 'block' } } });
export const cardRow = style({
  '@media': {
    [media.belowDesktop]: {
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      columnGap: vars.space['3'],
      rowGap: vars.space['1'],
      padding: `${vars.space['3']} ${vars.space['4']}`,
      borderBottom: `1px solid ${vars.color.border}`,
      selectors: { '&:last-child': { borderBottom: 'none' } },
    },
  },
});
export const cardCell = style({ '@media': { [media.belowDesktop]: { display: 'block', padding: 0, borderBottom: 'none' } } });

// The card of a row below a desktop: the lead column (the title) takes the first line, the others follow as small
// labelled fields (their header before the value), the actions end the card on the right.
export const cardHidden = style({ '@media': { [media.belowDesktop]: { display: 'none' } } });
export const cardBlock = style({ '@media': { [media.belowDesktop]: { display: 'block' } } });
export const cardLead = style({ '@media': { [media.belowDesktop]: { flex: '1 1 100%', maxWidth: '100%', minWidth: 0 } } });
export const cardField = style({
  '@media': {
    [media.belowDesktop]: {
      fontSize: vars.fontSize.sm,
      selectors: { '&::before': { content: 'attr(data-label)', marginRight: vars.space['1'], color: vars.color.textTertiary } },
    },
  },
});
export const cardActions = style({ '@media': { [media.belowDesktop]: { flex: '1 0 auto', width: 'auto', marginTop: vars.space['1'] } } });

export const title = style({
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  maxWidth: '260px',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

// A cover set from AI drawing: a small picture before the title.
export const titleWithCover = style({ display: 'flex', alignItems: 'center', gap: vars.space['3'], minWidth: 0 });
export const cover = style({
  width: '40px',
  height: '40px',
  flexShrink: 0,
  borderRadius: vars.radius.sm,
  objectFit: 'cover',
  boxShadow: `inset 0 0 0 1px ${vars.color.border}`,
});

export const coverText = style({ minWidth: 0 });

export const time = style({ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });

export const actionsCell = style({ textAlign: 'right', width: '1%', whiteSpace: 'nowrap' });
export const actions = style({ display: 'inline-flex', alignItems: 'center', justifyContent: 'flex-end', gap: vars.space['2'] });
// the actions column is as narrow as its content: icons inside flex buttons must not be squeezed
globalStyle(`${actions} svg`, { flexShrink: 0 });

// spec 02 §2.6: a style per status value (0 default).
export const status = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '6px',
    height: '22px',
    padding: `0 ${vars.space['2']}`,
    borderRadius: vars.radius.full,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.medium,
    whiteSpace: 'nowrap',
    '::before': { content: '""', width: '6px', height: '6px', borderRadius: vars.radius.full, background: 'currentColor' },
  },
  variants: {
    tone: {
      default: { background: vars.color.surfaceHover, color: vars.color.textSecondary },
      processing: { background: vars.color.brandSoft, color: vars.color.brand },
      finished: { background: vars.color.successSoft, color: vars.color.success },
      failed: { background: vars.color.dangerSoft, color: vars.color.danger },
    },
  },
});

export const reason = style({ whiteSpace: 'normal', marginTop: vars.space['1'], maxWidth: '220px', fontSize: vars.fontSize.xs, lineHeight: vars.lineHeight.normal, color: vars.color.danger });

