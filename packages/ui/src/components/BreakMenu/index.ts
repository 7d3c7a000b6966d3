export { BreakMenu, breakInputToMs, formatBreak } from './BreakMenu';
export type { BreakMenuProps } from './BreakMenu';
