export { SampleDetailDialog } from './SampleDetailDialog';
export type { SampleDetailDialogProps } from './SampleDetailDialog';
