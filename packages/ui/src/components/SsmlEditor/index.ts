export { SsmlEditor, ssmlEditorClass } from './SsmlEditor';
export type { SsmlEditorHandle, SsmlEditorProps } from './SsmlEditor';
export { ssmlViewPlugins, isSsmlViewPlugin, setPlaceholder, plainTextOf } from './editorPlugins';
export type { SsmlViewPluginOptions } from './editorPlugins';
export { chipContent, wrapperLabel, formatBreak } from './chips';
export type { ChipTarget, ChipContent } from './chips';
export { MARKUP_KINDS, markupTones, isMarkupKind } from './markupTones';
export type { MarkupKind, MarkupTone } from './markupTones';
