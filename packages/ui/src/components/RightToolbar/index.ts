export { RightToolbar } from './RightToolbar';
export type { RightToolbarProps, QrEntry } from './RightToolbar';
