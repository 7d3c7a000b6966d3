import { useState } from 'react';
import { MESSAGES, insertSound, reason } from '@peiyin/ssml';
import { Button, Spinner, Tabs } from '../../primitives';
import { CirclePlayer } from '../CirclePlayer';
import { MarkupPanel } from '../../private/markup/MarkupPanel';
import type { EditorCommandProps } from '../../private/markup/types';
import * as css from '../../private/markup/voiceMenu.css';
import type { QueryAnswer } from '../../query';

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
  /** The style tabs: the page's query hook (the menu never fetches). */
  useSoundStyles: () => QueryAnswer<readonly SoundStyle[]>;
  /** The sounds of the style shown (its own id, a number from the server); null asks nothing. */
  useSounds: (styleId: SoundStyle['id'] | null) => QueryAnswer<readonly SoundEffect[]>;
  /** Called after a sound was inserted. */
  onClose: () => void;
};

const seconds = (s: number) => `${Number(s.toFixed(1))}秒`;

/**
 * The sound effect menu of spec 02 §2.3: style tabs, the style's sounds each with a round player,
 * and confirm, which inserts the chosen sound at the cursor (请选择一个音效! / 请将光标置于需要插入音效位置!).
 */
export function SoundEffectMenu({ state, run, useSoundStyles, useSounds, onClose }: SoundEffectMenuProps) {
  const styles = useSoundStyles();
  const [chosenStyle, setStyleId] = useState<string | null>(null);
  const [selected, setSelected] = useState<SoundEffect | null>(null);
  const [error, setError] = useState<string | null>(null);
  // the first style shows until the person picks another tab
  const firstStyle = styles.data?.[0];
  const styleId = chosenStyle ?? (firstStyle ? String(firstStyle.id) : null);
  // the query gets the style's own id (a number from the server), not the tab's string value
  const shown = styles.data?.find((s) => String(s.id) === styleId) ?? null;
  const sounds = useSounds(shown ? shown.id : null);

  const confirm = () => {
    if (!selected) return setError(MESSAGES.soundRequired);
    // spec 02 §5: a sound goes at a collapsed cursor
    const blocked = reason(state, 'sound');
    if (blocked) return setError(blocked);
    const ok = run(insertSound({ soundId: String(selected.id), name: selected.name, duration: selected.duration, src: selected.filepath }));
    if (ok) onClose();
  };

  const list = () => {
    if (sounds.status === 'error') return <p className={css.empty}>音效加载失败</p>;
    if (!sounds.data) return <Spinner label="加载中" />;
    if (sounds.data.length === 0) return <p className={css.empty}>暂无数据</p>;
    return (
      <ul className={`${css.list} ${css.grid}`} aria-label="音效">
        {sounds.data.map((sound) => {
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
      {styles.status === 'pending' ? <Spinner label="加载中" /> : null}
      {styles.status === 'error' ? <p className={css.empty}>音效加载失败</p> : null}
      {styles.status === 'success' && styles.data && styleId !== null ? (
        <Tabs.Root value={styleId} onValueChange={setStyleId}>
          <Tabs.List aria-label="音效分类">
            {styles.data.map((style) => (
              <Tabs.Trigger key={style.id} value={String(style.id)}>
                {style.name}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {styles.data.map((style) => (
            <Tabs.Content key={style.id} value={String(style.id)}>
              {String(style.id) === styleId ? list() : null}
            </Tabs.Content>
          ))}
        </Tabs.Root>
      ) : null}
    </MarkupPanel>
  );
}
