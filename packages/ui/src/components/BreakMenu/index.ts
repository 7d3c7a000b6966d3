export { BreakMenu } from './BreakMenu';
export { breakInputToMs, formatBreak } from './breakInput';
export type { BreakMenuProps } from './BreakMenu';
