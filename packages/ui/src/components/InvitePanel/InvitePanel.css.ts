import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/breakpoints';

export const hero = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: vars.space['6'],
  alignItems: 'center',
  padding: vars.space['6'],
  borderRadius: vars.radius.lg,
  background: 'linear-gradient(120deg, #2a2540 0%, #3d3361 60%, #5a4388 100%)',
  color: '#fff',
  '@media': { [media.phoneOnly]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space['4'], padding: vars.space['4'] } },
});
export const title = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });
export const rule = style({ margin: `${vars.space['2']} 0 ${vars.space['4']}`, color: 'rgba(255,255,255,0.8)', fontSize: vars.fontSize.sm, lineHeight: 1.7 });
export const highlight = style({ color: '#ffe7b0', fontWeight: vars.fontWeight.semibold });
export const codeLabel = style({ fontSize: vars.fontSize.sm, color: 'rgba(255,255,255,0.7)' });
export const code = style({ fontSize: '28px', fontWeight: vars.fontWeight.bold, letterSpacing: '0.12em', color: '#ffe7b0', fontVariantNumeric: 'tabular-nums' });
export const link = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  marginTop: vars.space['3'],
  padding: `${vars.space['1']} ${vars.space['1']} ${vars.space['1']} ${vars.space['3']}`,
  borderRadius: vars.radius.full,
  background: 'rgba(255,255,255,0.12)',
  fontSize: vars.fontSize.sm,
  maxWidth: '520px',
});
export const linkText = style({ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', color: 'rgba(255,255,255,0.9)' });
export const qr = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space['2'], padding: vars.space['3'], borderRadius: vars.radius.md, background: '#fff', color: vars.color.textSecondary, fontSize: vars.fontSize.xs });

export const stats = style({ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space['3'], '@media': { [media.phoneOnly]: { gap: vars.space['2'] } } });
export const stat = style({ padding: vars.space['4'], '@media': { [media.phoneOnly]: { padding: vars.space['3'] } }, borderRadius: vars.radius.lg, border: `1px solid ${vars.color.border}`, background: vars.color.surface });
export const statValue = style({ display: 'block', fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold, color: vars.color.text, fontVariantNumeric: 'tabular-nums' });
export const statLabel = style({ fontSize: vars.fontSize.sm, color: vars.color.textSecondary });

export const friends = style({ listStyle: 'none', margin: 0, padding: 0, borderRadius: vars.radius.lg, border: `1px solid ${vars.color.border}`, background: vars.color.surface, overflow: 'hidden' });
export const friend = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  padding: `${vars.space['3']} ${vars.space['4']}`,
  fontSize: vars.fontSize.sm,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBottom: 0 } },
});
export const friendName = style({ flex: 1, minWidth: 0, color: vars.color.text });
export const friendTime = style({ color: vars.color.textTertiary, fontVariantNumeric: 'tabular-nums' });
export const sectionTitle = style({ margin: `0 0 ${vars.space['2']}`, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold, color: vars.color.text });
