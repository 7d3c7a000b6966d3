import { useEffect, useState } from 'react';
import { MESSAGES, insertSound, reason } from '@peiyin/ssml';
import { Button, Spinner, Tabs } from '../../primitives';
import { CirclePlayer } from '../CirclePlayer';
import { MarkupPanel } from '../MarkupPopover/MarkupPanel';
import type { EditorCommandProps } from '../MarkupPopover/types';
import * as css from '../MarkupPopover/voiceMenu.css';

/** A sound effect style tab (spec 02 §3 "Sound style"). */
export interface SoundStyle {
  id: number | string;
  name: string;
}

/** A sound effect (spec 02 §3 "Sound"): duration in seconds. */
export interface SoundEffect {
  id: number | string;
  name: string;
  filepath: string;
  duration: number;
}

export type SoundEffectMenuProps = EditorCommandProps & {
  /** Loads the style tabs. */
  loadSoundStyles: () => Promise<readonly SoundStyle[]>;
  /** Loads the sounds of one style. */
  loadSounds: (styleId: SoundStyle['id']) => Promise<readonly SoundEffect[]>;
  /** Called after a sound was inserted. */
  onClose: () => void;
};

type Load<T> = { status: 'loading' } | { status: 'ready'; value: T } | { status: 'failed' };

const seconds = (s: number) => `${Number(s.toFixed(1))}秒`;

/**
 * The sound effect menu of spec 02 §2.3: style tabs, the style's sounds each with a round player,
 * and confirm, which inserts the chosen sound at the cursor (请选择一个音效! / 请将光标置于需要插入音效位置!).
 */
export function SoundEffectMenu({ state, run, loadSoundStyles, loadSounds, onClose }: SoundEffectMenuProps) {
  const [styles, setStyles] = useState<Load<readonly SoundStyle[]>>({ status: 'loading' });
  const [styleId, setStyleId] = useState<string | null>(null);
  const [sounds, setSounds] = useState<Record<string, Load<readonly SoundEffect[]>>>({});
  const [selected, setSelected] = useState<SoundEffect | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    loadSoundStyles().then(
      (value) => {
        if (!live) return;
        setStyles({ status: 'ready', value });
        if (value[0]) setStyleId(String(value[0].id));
      },
      () => live && setStyles({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [loadSoundStyles]);

  useEffect(() => {
    if (styleId === null || sounds[styleId] || styles.status !== 'ready') return;
    // the loader gets the style's own id (a number from the server), not the tab's string value
    const style = styles.value.find((s) => String(s.id) === styleId);
    if (!style) return;
    setSounds((all) => ({ ...all, [styleId]: { status: 'loading' } }));
    // Not cancelled when the tab changes: the answer belongs to its style's entry whichever tab shows now. A
    // cancelled load would leave its entry 'loading' for good, and the entry keeps the style from loading again.
    loadSounds(style.id).then(
      (value) => setSounds((all) => ({ ...all, [styleId]: { status: 'ready', value } })),
      () => setSounds((all) => ({ ...all, [styleId]: { status: 'failed' } })),
    );
    // the cache entry is set here, so `sounds` itself is not a trigger
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [styleId, styles, loadSounds]);

  const confirm = () => {
    if (!selected) return setError(MESSAGES.soundRequired);
    // spec 02 §5: a sound goes at a collapsed cursor
    const blocked = reason(state, 'sound');
    if (blocked) return setError(blocked);
    const ok = run(insertSound({ soundId: String(selected.id), name: selected.name, duration: selected.duration, src: selected.filepath }));
    if (ok) onClose();
  };

  const list = (id: string) => {
    const load = sounds[id];
    if (!load || load.status === 'loading') return <Spinner label="加载中" />;
    if (load.status === 'failed') return <p className={css.empty}>音效加载失败</p>;
    if (load.value.length === 0) return <p className={css.empty}>暂无数据</p>;
    return (
      <ul className={`${css.list} ${css.grid}`} aria-label="音效">
        {load.value.map((sound) => {
          const on = selected?.id === sound.id;
          return (
            <li key={sound.id} className={css.item} data-state={on ? 'on' : 'off'}>
              <CirclePlayer src={sound.filepath} size={28} label={`试听 ${sound.name}`} />
              <button
                type="button"
                className={css.pick}
                aria-pressed={on}
                onClick={() => {
                  setSelected(sound);
                  setError(null);
                }}
              >
                <span className={css.name}>{sound.name}</span>
                <span className={css.meta}>{seconds(sound.duration)}</span>
              </button>
            </li>
          );
        })}
      </ul>
    );
  };

  return (
    <MarkupPanel
      kind="sound"
      title="音效"
      wide
      error={error}
      footer={
        <Button size="sm" onClick={confirm}>
          确定
        </Button>
      }
    >
      {styles.status === 'loading' ? <Spinner label="加载中" /> : null}
      {styles.status === 'failed' ? <p className={css.empty}>音效加载失败</p> : null}
      {styles.status === 'ready' && styleId !== null ? (
        <Tabs.Root value={styleId} onValueChange={setStyleId}>
          <Tabs.List aria-label="音效分类">
            {styles.value.map((style) => (
              <Tabs.Trigger key={style.id} value={String(style.id)}>
                {style.name}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {styles.value.map((style) => (
            <Tabs.Content key={style.id} value={String(style.id)}>
              {list(String(style.id))}
            </Tabs.Content>
          ))}
        </Tabs.Root>
      ) : null}
    </MarkupPanel>
  );
}
