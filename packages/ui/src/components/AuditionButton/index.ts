export { AuditionButton } from './AuditionButton';
export type { AuditionButtonProps } from './AuditionButton';
