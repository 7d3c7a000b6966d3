export { AnchorDetailDialog } from './AnchorDetailDialog';
export type { AnchorDetailDialogProps, AnchorDetailData, EmotionTemplateData, AnchorRoleData } from './AnchorDetailDialog';
