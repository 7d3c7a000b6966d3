export { TryNowButton } from './TryNowButton';
export type { TryNowButtonProps } from './TryNowButton';
export { tryNowTarget, DEFAULT_ANCHOR_ID } from './tryNowTarget';
export type { TryNowTarget } from './tryNowTarget';
