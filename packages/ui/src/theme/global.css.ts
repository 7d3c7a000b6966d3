import { globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';

// A small reset: box-sizing, no default margins, inherit fonts in controls, smooth CJK rendering.
globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('html, body', { margin: 0, padding: 0 });
globalStyle('body', {
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  background: vars.color.background,
  WebkitFontSmoothing: 'antialiased',
  MozOsxFontSmoothing: 'grayscale',
  textRendering: 'optimizeLegibility',
});
globalStyle('h1, h2, h3, h4, h5, h6, p, ul, ol, figure, blockquote, dl, dd', { margin: 0 });
globalStyle('ul, ol', { padding: 0, listStyle: 'none' });
globalStyle('img, svg, video, canvas', { display: 'block', maxWidth: '100%' });
globalStyle('button, input, textarea, select', { font: 'inherit', color: 'inherit' });
// code speaks the theme's mono stack, not the browser's generic monospace (which differs from browser to browser)
globalStyle('code, kbd, samp, pre', { fontFamily: vars.font.mono });
globalStyle('button', { cursor: 'pointer' });
globalStyle('a', { color: 'inherit', textDecoration: 'none' });
globalStyle('::selection', { background: vars.color.brandSoft });
