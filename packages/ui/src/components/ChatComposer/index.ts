export { ChatComposer, CHAT_INPUT_MAX } from './ChatComposer';
export type { ChatComposerProps } from './ChatComposer';
export { QuestionDialog } from './QuestionDialog';
export type { QuestionDialogProps } from './QuestionDialog';
export { WritingSetupNotice } from './WritingSetupNotice';
export type { WritingSetupNoticeProps } from './WritingSetupNotice';
