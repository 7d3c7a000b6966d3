import { createThemeContract } from '@vanilla-extract/css';
import { tokens } from './tokens';

/** One contract, many themes (STYLE.md): components read `vars.*`, themes fill in values. */
export const vars = createThemeContract(tokens);
