import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const markdown = style({
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.relaxed,
  color: vars.color.text,
  wordBreak: 'break-word',
  overflowWrap: 'anywhere',
});

globalStyle(`${markdown} > :first-child`, { marginTop: 0 });
globalStyle(`${markdown} > :last-child`, { marginBottom: 0 });
globalStyle(`${markdown} p`, { margin: `0 0 ${vars.space['3']}` });
globalStyle(`${markdown} h1, ${markdown} h2, ${markdown} h3, ${markdown} h4`, {
  margin: `${vars.space['4']} 0 ${vars.space['2']}`,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
});
globalStyle(`${markdown} h1`, { fontSize: vars.fontSize.xl });
globalStyle(`${markdown} h2`, { fontSize: vars.fontSize.lg });
globalStyle(`${markdown} h3, ${markdown} h4`, { fontSize: vars.fontSize.md });
globalStyle(`${markdown} ul, ${markdown} ol`, { margin: `0 0 ${vars.space['3']}`, paddingLeft: vars.space['6'] });
globalStyle(`${markdown} li`, { margin: `${vars.space['1']} 0` });
globalStyle(`${markdown} li > p`, { margin: 0 });
globalStyle(`${markdown} strong`, { fontWeight: vars.fontWeight.semibold, color: vars.color.text });
globalStyle(`${markdown} a`, { color: vars.color.brand, textDecoration: 'underline', textUnderlineOffset: '2px' });
globalStyle(`${markdown} blockquote`, {
  margin: `0 0 ${vars.space['3']}`,
  padding: `${vars.space['1']} ${vars.space['3']}`,
  borderLeft: `3px solid ${vars.color.brandSoft}`,
  color: vars.color.textSecondary,
});
globalStyle(`${markdown} code`, {
  fontFamily: vars.font.mono,
  fontSize: '0.92em',
  padding: '1px 5px',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceHover,
});
globalStyle(`${markdown} pre`, {
  margin: `0 0 ${vars.space['3']}`,
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
  overflowX: 'auto',
});
globalStyle(`${markdown} pre code`, { padding: 0, background: 'none' });
globalStyle(`${markdown} hr`, { border: 'none', borderTop: `1px solid ${vars.color.border}`, margin: `${vars.space['4']} 0` });
globalStyle(`${markdown} table`, { borderCollapse: 'collapse', margin: `0 0 ${vars.space['3']}`, fontSize: vars.fontSize.sm, display: 'block', overflowX: 'auto' });
globalStyle(`${markdown} th, ${markdown} td`, { border: `1px solid ${vars.color.border}`, padding: `${vars.space['1']} ${vars.space['2']}`, textAlign: 'left' });
globalStyle(`${markdown} th`, { background: vars.color.surfaceMuted, fontWeight: vars.fontWeight.medium });

const blink = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0 } });

/// The caret after the last character while an answer streams.
export const caret = style({
  display: 'inline-block',
  width: '2px',
  height: '1.1em',
  marginLeft: '2px',
  verticalAlign: 'text-bottom',
  background: vars.color.brand,
  animation: `${blink} 1s steps(1) infinite`,
});
