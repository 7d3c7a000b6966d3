export { EditorFooter, editorFooterStates, formatSaveTime } from './EditorFooter';
export type { EditorFooterProps, EditorFooterState } from './EditorFooter';
