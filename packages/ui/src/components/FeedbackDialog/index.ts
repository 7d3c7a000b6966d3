export { FeedbackDialog, feedbackLimits, feedbackTypeLabels } from './FeedbackDialog';
export type { FeedbackDialogProps } from './FeedbackDialog';
