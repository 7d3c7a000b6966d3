import { Tabs as RadixTabs } from 'radix-ui';
import * as css from './SceneTabs.css';

/** A scene of the gallery (spec 02 §3 "Scene"). */
export interface SampleScene {
  id: number;
  name: string;
}

/** The tab before the scenes: every sample (sceneId 0 asks the server for all scenes). */
export const ALL_SCENES: SampleScene = { id: 0, name: '全部' };

export interface SceneTabsProps {
  /** The scenes from the server, in order; 全部 is put first. */
  scenes: readonly SampleScene[];
  /** The chosen scene id; 0 = 全部. */
  value: number;
  onValueChange: (sceneId: number) => void;
  /** Accessible name of the tab list. @default '场景' */
  label?: string;
}

/** The scene selector of the sample gallery (spec 02 §2.12): one chip per scene, 全部 first. */
export function SceneTabs({ scenes, value, onValueChange, label = '场景' }: SceneTabsProps) {
  const all = [ALL_SCENES, ...scenes.filter((scene) => scene.id !== ALL_SCENES.id)];
  return (
    <RadixTabs.Root value={String(value)} onValueChange={(next) => onValueChange(Number(next))} activationMode="manual">
      <RadixTabs.List className={css.list} aria-label={label}>
        {all.map((scene) => (
          <RadixTabs.Trigger key={scene.id} value={String(scene.id)} className={css.chip}>
            {scene.name}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
    </RadixTabs.Root>
  );
}
