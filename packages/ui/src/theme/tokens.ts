/**
 * Design tokens as data (STYLE.md "Visual direction"): a bright, calm creator tool with one
 * confident indigo-violet brand colour, a warm gold accent for VIP, neutral greys, a 4/8 px grid,
 * radii 8 and 12, a CJK font stack and short motion. The theme contract and every theme derive
 * their shape from this object, so a token cannot exist in one theme and be missing in another.
 */
export const tokens = {
  color: {
    brand: '#5b4cf0',
    brandHover: '#4c3ce0',
    brandActive: '#3f31c2',
    brandSoft: '#efedff',
    brandSofter: '#f7f6ff',
    brandContrast: '#ffffff',
    brandGradient: 'linear-gradient(135deg, #6c5cff 0%, #8b5cf6 55%, #b06af0 100%)',

    vip: '#c98a1c',
    vipStrong: '#8a5a0b',
    vipSoft: '#fff6e2',
    vipGradient: 'linear-gradient(135deg, #ffe7b0 0%, #f6c767 55%, #e9a93c 100%)',

    background: '#f5f6fa',
    surface: '#ffffff',
    surfaceMuted: '#f8f9fc',
    surfaceHover: '#f2f3f8',
    border: '#e6e8f0',
    borderStrong: '#d3d6e2',
    overlay: 'rgba(17, 19, 34, 0.45)',

    text: '#1d2130',
    textSecondary: '#565c70',
    // the lightest text still reads at WCAG AA (4.5:1) on white, muted and brand-tinted surfaces
    textTertiary: '#6b7082',
    textDisabled: '#b9bdcb',
    textInverse: '#ffffff',

    success: '#16a06a',
    successSoft: '#e6f7ef',
    warning: '#e8900c',
    warningSoft: '#fff4e0',
    danger: '#e5484d',
    dangerHover: '#d13a40',
    dangerSoft: '#fdecec',
    // error words on white or on dangerSoft at WCAG AA (danger itself is for borders and icons)
    dangerText: '#c0363c',

    focusRing: 'rgba(91, 76, 240, 0.35)',
  },
  space: {
    '0': '0',
    '1': '4px',
    '2': '8px',
    '3': '12px',
    '4': '16px',
    '5': '20px',
    '6': '24px',
    '8': '32px',
    '10': '40px',
    '12': '48px',
    '16': '64px',
  },
  radius: {
    none: '0',
    sm: '4px',
    md: '8px',
    lg: '12px',
    xl: '16px',
    full: '9999px',
  },
  font: {
    body: '"PingFang SC", "Noto Sans CJK SC", "Microsoft YaHei", system-ui, sans-serif',
    // a named CJK mono before the generic one: where no platform mono above exists (Linux), `monospace` resolves
    // to whatever the browser's settings say, and Chinese inside code falls back to a proportional face
    mono: 'ui-monospace, "SFMono-Regular", Menlo, Consolas, "Noto Sans Mono CJK SC", monospace',
  },
  fontSize: {
    xs: '12px',
    sm: '13px',
    md: '14px',
    lg: '16px',
    xl: '18px',
    '2xl': '22px',
    '3xl': '28px',
    '4xl': '36px',
  },
  lineHeight: {
    tight: '1.3',
    normal: '1.6',
    relaxed: '1.8',
  },
  fontWeight: {
    regular: '400',
    medium: '500',
    semibold: '600',
    bold: '700',
  },
  shadow: {
    none: 'none',
    sm: '0 1px 2px rgba(22, 25, 48, 0.06)',
    md: '0 4px 16px rgba(22, 25, 48, 0.08)',
    lg: '0 12px 32px rgba(22, 25, 48, 0.12)',
    xl: '0 24px 56px rgba(22, 25, 48, 0.18)',
    brand: '0 8px 20px rgba(91, 76, 240, 0.28)',
  },
  zIndex: {
    base: '0',
    header: '100',
    toolbar: '900',
    // dialogs (2000) cover the page and the header; popovers, menus and tooltips sit above dialogs so
    // one opened inside a dialog is not hidden under it (outside a modal nothing else is clickable).
    dialog: '2000',
    popover: '2100',
    dialogPopover: '2100',
    toast: '3000',
  },
  motion: {
    fast: '150ms',
    normal: '200ms',
    easing: 'cubic-bezier(0.2, 0, 0, 1)',
  },
  size: {
    headerHeight: '64px',
    contentWidth: '1200px',
    controlSm: '28px',
    controlMd: '36px',
    controlLg: '44px',
  },
} as const;

/** The token object's shape; every theme supplies a value for each leaf. */
type Widen<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type ThemeTokens = Widen<typeof tokens>;

export const lightTokens: ThemeTokens = tokens;

/** Keys usable as spacing in atoms and layout props. */
export const spaceKeys = Object.keys(tokens.space) as Array<keyof typeof tokens.space>;
export type Space = keyof typeof tokens.space;
