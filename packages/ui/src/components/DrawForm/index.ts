export { DrawForm } from './DrawForm';
export type { DrawFormProps } from './DrawForm';
export {
  canGenerate,
  checkReferenceFile,
  defaultDrawFormValues,
  drawFormLimits,
  drawFormMessages,
  drawRefModeLabels,
  drawRefModes,
  drawTaskInput,
  validateDrawForm,
} from './drawForm';
export type { DrawFormErrors, DrawFormValues, DrawReference, DrawRefMode, DrawSizeChoice, DrawStyleChoice } from './drawForm';
