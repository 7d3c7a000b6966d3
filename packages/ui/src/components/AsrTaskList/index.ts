export { AsrTaskList, formatClock } from './AsrTaskList';
export type { AsrTaskListProps, AsrTaskRow } from './AsrTaskList';
