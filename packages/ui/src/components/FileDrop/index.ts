export { FileDrop, fileDropStates } from './FileDrop';
export type { FileDropProps, FileDropState } from './FileDrop';
