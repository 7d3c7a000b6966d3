export { TaskList, TASKS_PAGE_SIZE } from './TaskList';
export type { TaskListProps, TaskListItem } from './TaskList';
export { RefreshButton, REFRESH_COOLDOWN_MS } from './RefreshButton';
export type { RefreshButtonProps } from './RefreshButton';
export { formatDateTime, taskStatusTone, taskStatusTones, isTaskPending } from '../../private/records/format';
export type { TaskStatusTone } from '../../private/records/format';
export { TaskCard } from './TaskCard';
export type { TaskCardProps } from './TaskCard';
