export { ComingSoon } from './ComingSoon';
export type { ComingSoonProps } from './ComingSoon';
