// The speech-markup editor: SsmlEditor, WorkTitle, EditorFooter (spec 02 §2.2, §4).
// Explicit named exports; re-exported by index.ts.
export {
  SsmlEditor,
  ssmlEditorClass,
  ssmlViewPlugins,
  isSsmlViewPlugin,
  setPlaceholder,
  plainTextOf,
  chipContent,
  wrapperLabel,
  formatBreak,
  MARKUP_KINDS,
  markupTones,
  isMarkupKind,
} from './components/SsmlEditor';
export type {
  SsmlEditorHandle,
  SsmlEditorProps,
  SsmlViewPluginOptions,
  ChipTarget,
  ChipContent,
  MarkupKind,
  MarkupTone,
} from './components/SsmlEditor';
export { WorkTitle } from './components/WorkTitle';
export type { WorkTitleProps } from './components/WorkTitle';
export { EditorFooter, editorFooterStates, formatSaveTime } from './components/EditorFooter';
export type { EditorFooterProps, EditorFooterState } from './components/EditorFooter';
