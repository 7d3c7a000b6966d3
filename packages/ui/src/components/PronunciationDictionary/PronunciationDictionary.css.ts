import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/breakpoints';

// On a phone: the search takes its own line, the add/edit form stacks, and the list of entries scrolls
// sideways inside its own box (four columns with the actions do not fit 390 px), never the page.
const phone = media.phoneOnly;

export const bar = style({ display: 'flex', alignItems: 'center', gap: vars.space['3'], '@media': { [phone]: { flexWrap: 'wrap' } } });
export const search = style({ width: '260px', '@media': { [phone]: { width: '100%' } } });
export const count = style({ marginLeft: 'auto', fontSize: vars.fontSize.sm, color: vars.color.textSecondary });
export const form = style({
  display: 'grid',
  gridTemplateColumns: '200px auto 1fr auto',
  alignItems: 'start',
  gap: vars.space['3'],
  padding: vars.space['4'],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  '@media': {
    [media.tabletOnly]: { gridTemplateColumns: '160px auto minmax(0, 1fr)' },
    [phone]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});
export const tableScroll = style({
  '@media': {
    [phone]: { overflowX: 'auto', overscrollBehaviorX: 'contain', borderRadius: vars.radius.lg },
  },
});
export const tableWide = style({ '@media': { [phone]: { minWidth: '560px' } } });
export const error = style({ gridColumn: '1 / -1', margin: 0, fontSize: vars.fontSize.sm, color: vars.color.dangerText });
export const word = style({ fontWeight: vars.fontWeight.medium, color: vars.color.text });
export const reading = style({ color: vars.color.textSecondary });
