import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/breakpoints';

// On a phone the contents column goes above the text as one row of links that scrolls sideways; long words
// (addresses, order numbers) break rather than push the page wider; a wide table scrolls inside itself.
const phone = media.phoneOnly;

export const layout = style({
  display: 'grid',
  gridTemplateColumns: '220px minmax(0, 1fr)',
  gap: vars.space['6'],
  alignItems: 'start',
  maxWidth: vars.size.contentWidth,
  margin: '0 auto',
  '@media': { [phone]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space['3'] } },
});

export const toc = style({
  position: 'sticky',
  top: `calc(${vars.size.headerHeight} + ${vars.space['6']})`,
  padding: vars.space['4'],
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  '@media': { [phone]: { position: 'static', minWidth: 0, padding: vars.space['1'] } },
});
export const tocTitle = style({
  padding: `0 ${vars.space['2']} ${vars.space['2']}`,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textTertiary,
  letterSpacing: '0.08em',
  '@media': { [phone]: { display: 'none' } },
});
export const tocList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '2px',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [phone]: { flexDirection: 'row', overflowX: 'auto', overscrollBehaviorX: 'contain', scrollbarWidth: 'none' } },
});
globalStyle(`${tocList} > li`, { '@media': { [phone]: { flexShrink: 0 } } });
export const tocLink = style({
  display: 'block',
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.sm,
  color: vars.color.textSecondary,
  textDecoration: 'none',
  borderLeft: '2px solid transparent',
  '@media': {
    [phone]: { display: 'flex', alignItems: 'center', minHeight: '44px', whiteSpace: 'nowrap', borderLeft: 0 },
  },
  transition: `background ${vars.motion.fast}, color ${vars.motion.fast}`,
  selectors: {
    '&:hover': { background: vars.color.surfaceHover, color: vars.color.text },
    '&[aria-current="true"]': { background: vars.color.brandSofter, color: vars.color.brand, fontWeight: vars.fontWeight.medium, borderLeftColor: vars.color.brand },
  },
});

export const article = style({
  padding: `${vars.space['10']} ${vars.space['12']}`,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  minWidth: 0,
  overflowWrap: 'anywhere',
  '@media': {
    [media.tabletOnly]: { padding: `${vars.space['8']} ${vars.space['8']}` },
    [phone]: { padding: `${vars.space['6']} ${vars.space['4']}` },
  },
});
export const title = style({
  margin: 0,
  fontSize: vars.fontSize['3xl'],
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
  '@media': { [phone]: { fontSize: vars.fontSize['2xl'] } },
});
export const meta = style({ marginTop: vars.space['2'], fontSize: vars.fontSize.sm, color: vars.color.textTertiary });
export const lead = style({ marginTop: vars.space['6'], padding: vars.space['4'], borderRadius: vars.radius.md, background: vars.color.surfaceMuted, fontSize: vars.fontSize.md, lineHeight: vars.lineHeight.relaxed, color: vars.color.textSecondary });
export const section = style({ marginTop: vars.space['8'], scrollMarginTop: `calc(${vars.size.headerHeight} + ${vars.space['4']})` });
export const sectionTitle = style({ margin: `0 0 ${vars.space['3']}`, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.semibold, color: vars.color.text });

// prose inside a section: the static pages are long Chinese texts, so generous line height
export const prose = style({ fontSize: vars.fontSize.md, lineHeight: vars.lineHeight.relaxed, color: vars.color.textSecondary });
globalStyle(`${prose} p`, { margin: `0 0 ${vars.space['3']}` });
globalStyle(`${prose} h3`, { margin: `${vars.space['5']} 0 ${vars.space['2']}`, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold, color: vars.color.text });
globalStyle(`${prose} ul, ${prose} ol`, { margin: `0 0 ${vars.space['3']}`, paddingLeft: vars.space['6'] });
globalStyle(`${prose} ul`, { listStyle: 'disc' });
globalStyle(`${prose} ol`, { listStyle: 'decimal' });
globalStyle(`${prose} li`, { marginBottom: vars.space['1'] });
globalStyle(`${prose} strong`, { color: vars.color.text, fontWeight: vars.fontWeight.semibold });
globalStyle(`${prose} a`, { color: vars.color.brand, textDecoration: 'underline', textUnderlineOffset: '3px' });
globalStyle(`${prose} table`, {
  width: '100%',
  borderCollapse: 'collapse',
  margin: `0 0 ${vars.space['4']}`,
  fontSize: vars.fontSize.sm,
  '@media': { [phone]: { display: 'block', overflowX: 'auto', overflowWrap: 'normal' } },
});
globalStyle(`${prose} th, ${prose} td`, { border: `1px solid ${vars.color.border}`, padding: `${vars.space['2']} ${vars.space['3']}`, textAlign: 'left', verticalAlign: 'top' });
globalStyle(`${prose} th`, { background: vars.color.surfaceMuted, color: vars.color.text, fontWeight: vars.fontWeight.semibold });
