import { createTheme } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { lightTokens } from './tokens';

/** Class that applies the light theme's values to the contract; put it on a root element. */
export const lightTheme = createTheme(vars, lightTokens);
