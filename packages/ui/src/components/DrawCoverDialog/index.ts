export { DrawCoverDialog } from './DrawCoverDialog';
export type { DrawCoverChoice, DrawCoverDialogProps, DrawCoverTarget } from './DrawCoverDialog';
