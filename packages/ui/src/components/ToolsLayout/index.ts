export { ToolsLayout, toolsMenu } from './ToolsLayout';
export type { ToolsLayoutProps, ToolKey } from './ToolsLayout';
export { ImageIcon, CopyIcon, FileAudioIcon } from '../../primitives/toolIcons';
