export { WorkTitle } from './WorkTitle';
export type { WorkTitleProps } from './WorkTitle';
