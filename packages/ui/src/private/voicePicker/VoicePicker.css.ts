import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/breakpoints';

export const layout = style({
  display: 'flex',
  gap: vars.space['4'],
  minHeight: 0,
  // a phone: no room for two columns or for panes of their own; the filters, the anchors and the chosen one's
  // settings follow each other in one scroll
  '@media': { [media.phoneOnly]: { flexDirection: 'column', gap: vars.space['3'], overflowY: 'auto', overscrollBehavior: 'contain' } },
});
export const browser = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  minHeight: 0,
  '@media': { [media.phoneOnly]: { flex: 'none' } },
});
export const gridScroll = style({ flex: 1, minHeight: 0, overflowY: 'auto', paddingRight: vars.space['1'], '@media': { [media.phoneOnly]: { flex: 'none', overflowY: 'visible', paddingRight: 0 } } });
export const settings = style({
  flex: '0 0 300px',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  paddingLeft: vars.space['4'],
  borderLeft: `1px solid ${vars.color.border}`,
  minHeight: 0,
  overflowY: 'auto',
  '@media': {
    // a tablet: a narrower column leaves the anchors room for their cards
    [media.tabletOnly]: { flexBasis: '260px' },
    [media.phoneOnly]: { flex: 'none', overflowY: 'visible', paddingLeft: 0, paddingTop: vars.space['3'], borderLeft: 'none', borderTop: `1px solid ${vars.color.border}` },
  },
});
export const hint = style({ margin: 0, color: vars.color.textTertiary, fontSize: vars.fontSize.md, flex: 1 });
export const detailLoading = style({ display: 'flex', justifyContent: 'center', padding: vars.space['6'], flex: 1 });
export const chosenName = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold, color: vars.color.text });
export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.medium, color: vars.color.textSecondary });
export const moreHint = style({
  display: 'inline-flex',
  border: 'none',
  background: 'none',
  padding: 0,
  color: vars.color.textTertiary,
  cursor: 'help',
  selectors: { '&:focus-visible': { outline: 'none', boxShadow: `0 0 0 3px ${vars.color.focusRing}`, borderRadius: vars.radius.full } },
});
export const option = style({
  height: vars.size.controlSm,
  padding: `0 ${vars.space['3']}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.textSecondary,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.brand, color: vars.color.brand },
    '&[aria-checked="true"], &[aria-pressed="true"]': { borderColor: vars.color.brand, background: vars.color.brandSoft, color: vars.color.brand, fontWeight: vars.fontWeight.medium },
    '&:focus-visible': { outline: 'none', boxShadow: `0 0 0 3px ${vars.color.focusRing}` },
  },
});
export const muted = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textTertiary });
export const footer = style({ marginTop: 'auto', display: 'flex', flexDirection: 'column', gap: vars.space['2'], paddingTop: vars.space['2'] });
export const error = style({ color: vars.color.danger, fontSize: vars.fontSize.sm });
