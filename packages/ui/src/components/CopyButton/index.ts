export { CopyButton } from './CopyButton';
export type { CopyButtonProps } from './CopyButton';
export { copyText, copyMessages } from './copy';
export type { CopyOutcome } from './copy';
