export { CustomAnchorEditDrawer } from './CustomAnchorEditDrawer';
export type { CustomAnchorEditDrawerProps, CustomAnchorEditSubject, AuditionNotice } from './CustomAnchorEditDrawer';
export {
  customAnchorLimits,
  validateCustomAnchorEdit,
  validateTemplateSaveForm,
  validateAuditionText as validateCustomAnchorText,
  formatPitch,
  clipAuditionText,
} from './customAnchorForm';
export type { CustomAnchorEditValues, TemplateSaveValues } from './customAnchorForm';
