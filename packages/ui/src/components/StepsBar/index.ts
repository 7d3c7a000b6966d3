export { StepsBar, dubbingSteps } from './StepsBar';
export type { StepsBarProps } from './StepsBar';
