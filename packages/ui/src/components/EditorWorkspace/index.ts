export { EditorWorkspace } from './EditorWorkspace';
export type { EditorWorkspaceProps } from './EditorWorkspace';
