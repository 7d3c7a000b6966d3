import { style } from '@vanilla-extract/css';

// spec 01 §2 / §9: the banner's height is 0.2 of the window width
export const banner = style({ width: '100%', height: '20vw', overflow: 'hidden', background: '#5b4cf0' });
export const slideButton = style({
  display: 'block',
  width: '100%',
  height: '100%',
  padding: 0,
  border: 'none',
  background: 'transparent',
  cursor: 'pointer',
});
