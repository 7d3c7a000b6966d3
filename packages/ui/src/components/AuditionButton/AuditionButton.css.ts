import { style } from '@vanilla-extract/css';

// As wide as its widest label (the spinner with 加载中), so changing status never shifts the toolbar. While
// loading it keeps full colour: the spinner says it is busy, and white on a faded brand fails WCAG contrast.
export const main = style({
  minWidth: '92px',
  selectors: { '&[data-state="loading"][aria-busy="true"]': { opacity: 1 } },
});
