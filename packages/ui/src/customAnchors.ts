// Custom anchors: detail, edit drawer, template-save dialog (spec 01 §2, spec 02 §2.5).
// Explicit named exports; re-exported by index.ts.
export { Drawer, drawerSides } from './components/Drawer';
export type { DrawerProps, DrawerSide } from './components/Drawer';
export { CustomAnchorDetail } from './components/CustomAnchorDetail';
export type { CustomAnchorDetailProps, CustomAnchorDetailData } from './components/CustomAnchorDetail';
export {
  CustomAnchorEditDrawer,
  customAnchorLimits,
  validateCustomAnchorEdit,
  validateTemplateSaveForm,
  validateCustomAnchorText,
  formatPitch,
  clipAuditionText,
} from './components/CustomAnchorEditDrawer';
export type {
  CustomAnchorEditDrawerProps,
  CustomAnchorEditSubject,
  CustomAnchorEditValues,
  AuditionNotice,
  TemplateSaveValues,
} from './components/CustomAnchorEditDrawer';
export { TemplateSaveDialog } from './components/TemplateSaveDialog';
export type { TemplateSaveDialogProps, TemplateSaveVoice } from './components/TemplateSaveDialog';
