export { EditorToolbar, toolbarPopups, TOOLTIP_DELAY_MS, MENU_TIP_DELAY_MS } from './EditorToolbar';
export type { EditorToolbarProps, EditorVoice, ToolbarPopup } from './EditorToolbar';
