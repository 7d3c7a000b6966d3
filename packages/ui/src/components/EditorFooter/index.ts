export { EditorFooter, editorFooterStates, formatSaveTime, polyphoneCountLabel } from './EditorFooter';
export type { EditorFooterProps, EditorFooterState } from './EditorFooter';
