export { WritingFrame } from './WritingFrame';
export type { WritingFrameProps } from './WritingFrame';
