export { CirclePlayer } from './CirclePlayer';
export type { CirclePlayerProps } from './CirclePlayer';
