// Sample gallery and creation center (spec 02 §2.6, §2.12).
// Explicit named exports; re-exported by index.ts.
export { SceneTabs, ALL_SCENES } from './components/SceneTabs';
export type { SceneTabsProps, SampleScene } from './components/SceneTabs';
export { SampleCard, SampleGrid, sampleVoiceLabel } from './components/SampleCard';
export type { SampleCardProps, SampleGridProps, GallerySample } from './components/SampleCard';
export { SampleDetailDialog } from './components/SampleDetailDialog';
export type { SampleDetailDialogProps } from './components/SampleDetailDialog';
export { ConfirmDialog, confirmDialogTones } from './components/ConfirmDialog';
export type { ConfirmDialogProps, ConfirmDialogTone } from './components/ConfirmDialog';
export {
  TaskList, TASKS_PAGE_SIZE, RefreshButton, REFRESH_COOLDOWN_MS, taskStatusTone, taskStatusTones, isTaskPending,
} from './components/TaskList';
export type { TaskListProps, TaskListItem, RefreshButtonProps, TaskStatusTone } from './components/TaskList';
export { DraftList, DRAFTS_PAGE_SIZE } from './components/DraftList';
export type { DraftListProps, DraftListItem } from './components/DraftList';
