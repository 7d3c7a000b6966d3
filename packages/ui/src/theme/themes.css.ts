// The global reset travels with the theme class: whoever applies the theme gets the reset too (a bare
// side-effect import in theme/index.ts is dropped by tree-shaking in apps that only use named exports).
import './global.css';
import { createTheme } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { lightTokens } from './tokens';

/** Class that applies the light theme's values to the contract; put it on a root element. */
export const lightTheme = createTheme(vars, lightTokens);
