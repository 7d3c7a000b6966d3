export { ToolsHub, toolsHubCards } from './ToolsHub';
export type { ToolsHubProps, ToolsHubKey } from './ToolsHub';
