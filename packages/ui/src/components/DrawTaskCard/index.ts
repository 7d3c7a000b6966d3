export { DrawTaskCard } from './DrawTaskCard';
export type { DrawTaskCardProps } from './DrawTaskCard';
export { DrawImagePreview } from './DrawImagePreview';
export type { DrawImagePreviewProps } from './DrawImagePreview';
export { CoverIcon, ZoomIcon } from './drawIcons';
export { canRegenerate, drawTaskState, drawTaskStates, isDrawTaskPending, parseDrawSize, ratioName, tileWidth } from './drawTask';
export type { DrawTaskData, DrawTaskState } from './drawTask';
