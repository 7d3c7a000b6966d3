export { SceneTabs, ALL_SCENES } from './SceneTabs';
export type { SceneTabsProps, SampleScene } from './SceneTabs';
