// Sample gallery and creation center (spec 02 §2.6, §2.12).
// Explicit named exports; re-exported by index.ts.
export { SceneTabs, ALL_SCENES } from './components/SceneTabs';
export type { SceneTabsProps, Scene } from './components/SceneTabs';
export { SampleCard, SampleGrid, sampleVoiceLabel } from './components/SampleCard';
export type { SampleCardProps, SampleGridProps, GallerySample } from './components/SampleCard';
export { SampleDetailDialog } from './components/SampleDetailDialog';
export type { SampleDetailDialogProps } from './components/SampleDetailDialog';
export { ConfirmDialog, confirmDialogTones } from './components/ConfirmDialog';
export type { ConfirmDialogProps, ConfirmDialogTone } from './components/ConfirmDialog';
