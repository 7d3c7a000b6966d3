export { tokens, lightTokens } from './tokens';
export type { ThemeTokens, Space } from './tokens';
export { vars } from './contract.css';
export { lightTheme } from './themes.css';
export { atoms } from './sprinkles.css';
export type { Atoms } from './sprinkles.css';
import './global.css';
