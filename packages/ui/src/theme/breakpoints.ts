// The three screen classes every page and piece lays itself out for (issue: a studio opened on a phone).
// Media queries cannot read CSS variables, so these are constants rather than theme tokens; pieces use
// `media.*` in their .css.ts, or the responsive atoms (`atomsAt`), never a width of their own.
//   phone    below 768 px  (a 390 × 844 phone is the reference)
//   tablet   768 – 1199 px (a 768 × 1024 tablet in portrait)
//   desktop  1200 px and up (the header's full row of tabs fits from here)

/** The smallest width of each screen class, in CSS pixels. */
export const breakpoints = { phone: 0, tablet: 768, desktop: 1200 } as const;
export type ScreenClass = keyof typeof breakpoints;

/** The reference viewport of each class, for stories and end-to-end tests. */
export const referenceViewports = {
  phone: { width: 390, height: 844 },
  tablet: { width: 768, height: 1024 },
  desktop: { width: 1440, height: 900 },
} as const satisfies Record<ScreenClass, { width: number; height: number }>;

/** Media queries for `'@media'` blocks in .css.ts files: `up` from a class, `only` within it. */
export const media = {
  phoneOnly: `screen and (max-width: ${breakpoints.tablet - 1}px)`,
  tabletUp: `screen and (min-width: ${breakpoints.tablet}px)`,
  tabletOnly: `screen and (min-width: ${breakpoints.tablet}px) and (max-width: ${breakpoints.desktop - 1}px)`,
  belowDesktop: `screen and (max-width: ${breakpoints.desktop - 1}px)`,
  desktopUp: `screen and (min-width: ${breakpoints.desktop}px)`,
  /** a finger rather than a mouse: targets of at least 44 px, nothing that only hover reveals */
  touch: '(pointer: coarse)',
} as const;

/** The smallest target a finger can hit reliably (WCAG 2.5.5, Apple HIG). */
export const touchTarget = '44px';
