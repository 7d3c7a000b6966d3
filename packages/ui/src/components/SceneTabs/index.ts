export { SceneTabs, ALL_SCENES } from './SceneTabs';
export type { SceneTabsProps, Scene } from './SceneTabs';
