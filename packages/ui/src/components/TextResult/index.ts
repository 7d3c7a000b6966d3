export { TextResult } from './TextResult';
export type { TextResultProps } from './TextResult';
