export { CustomAnchorEditDrawer } from './CustomAnchorEditDrawer';
export type { CustomAnchorEditDrawerProps, CustomAnchorEditSubject, AuditionNotice } from './CustomAnchorEditDrawer';
export {
  customAnchorLimits,
  validateCustomAnchorEdit,
  validateTemplateSaveForm,
  validateAuditionText as validateCustomAnchorText,
  formatPitch,
  clipAuditionText,
} from '../../private/customAnchor/customAnchorForm';
export type { CustomAnchorEditValues, TemplateSaveValues } from '../../private/customAnchor/customAnchorForm';
