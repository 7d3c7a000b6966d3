export { tokens, lightTokens } from './tokens';
export type { ThemeTokens, Space } from './tokens';
export { vars } from './contract.css';
export { lightTheme } from './themes.css';
export { atoms, atomsAt } from './sprinkles.css';
export type { Atoms, ResponsiveAtoms } from './sprinkles.css';
export { breakpoints, media, referenceViewports, touchTarget } from './breakpoints';
export type { ScreenClass } from './breakpoints';
import './global.css';
