export { TemplateSaveDialog } from './TemplateSaveDialog';
export type { TemplateSaveDialogProps, TemplateSaveVoice } from './TemplateSaveDialog';
