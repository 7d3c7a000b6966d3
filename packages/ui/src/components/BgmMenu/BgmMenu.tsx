import { useRef, useState } from 'react';
import { BGM_VOLUME_RANGE, FADE_RANGE, type BackgroundMusic } from '@peiyin/ssml';
import { Button, Pagination, Slider, Spinner } from '../../primitives';
import { CirclePlayer } from '../CirclePlayer';
import { MarkupPanel } from '../../private/markup/MarkupPanel';
import * as panel from '../../private/markup/MarkupPanel.css';
import * as css from '../../private/markup/voiceMenu.css';
import type { QueryAnswer } from '../../query';
import { Inline } from '../../primitives/Stack';

/** A background music track (spec 02 §3 "Background music"): duration in seconds; `own` marks the user's uploads. */
export interface BgmTrack {
  id: number | string;
  name: string;
  filepath: string;
  duration: number;
  own?: boolean | undefined;
}

/** One page of tracks. */
export interface BgmPage {
  total: number;
  list: readonly BgmTrack[];
}

/** spec 02 §9: background music lists 30 a page. */
export const BGM_PAGE_SIZE = 30;

/** Shown when confirming without a track (ours: the spec names no message). */
export const BGM_REQUIRED = '请选择背景音乐';

export type BgmMenuProps = {
  /** The page of tracks shown, as the page's query answers it (a `useQuery` result fits as is; this piece never
   *  fetches). Tracks that arrived stay shown while a refetch fails. */
  tracks: QueryAnswer<BgmPage>;
  /** The page shown (from 1); the page loads it when `onPageChange` asks for another. */
  page: number;
  onPageChange: (page: number) => void;
  /** The work's background music, null for none. */
  value: BackgroundMusic | null;
  /** Confirmed music, or null when removed. */
  onChange: (next: BackgroundMusic | null) => void;
  /** When given, an upload button sends a chosen mp3/wav file and the new track is selected. */
  onUpload?: ((file: File) => Promise<BgmTrack>) | undefined;
  /** When given, the user's own tracks (`own`) have a delete action, confirmed in the row before it is called. */
  onDelete?: ((track: BgmTrack) => Promise<void>) | undefined;
  /** How many tracks the user uploaded and may keep, shown beside the upload button. */
  quota?: { used: number; limit: number } | undefined;
  onClose?: () => void;
};

const mmss = (s: number) => `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(Math.floor(s % 60)).padStart(2, '0')}`;
const fade = (ms: number) => `${(ms / 1000).toFixed(1)}s`;

/**
 * The background music menu (spec 02 §2.2, §3, §5): the tracks with round players, volume (default
 * 50), fade in / fade out 0-10 s step 0.1 s, confirm, and remove; optionally an upload button and a
 * delete action on the user's own uploads.
 */
export function BgmMenu({ tracks, page, onPageChange, value, onChange, onUpload, onDelete, quota, onClose }: BgmMenuProps) {
  const [selected, setSelected] = useState<{ id: string; name: string; src: string } | null>(
    value ? { id: value.id, name: value.name ?? '', src: value.src ?? '' } : null,
  );
  const [volume, setVolume] = useState(value?.volume ?? BGM_VOLUME_RANGE.default);
  const [fadein, setFadein] = useState(value?.fadein ?? FADE_RANGE.default);
  const [fadeout, setFadeout] = useState(value?.fadeout ?? FADE_RANGE.default);
  const [error, setError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  // The own track whose delete is being confirmed, and the one being deleted.
  const [confirming, setConfirming] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  // what arrived is shown even while a refetch fails; the error only stands in for tracks never received
  const shown = tracks.data;

  const confirm = () => {
    if (!selected) return setError(BGM_REQUIRED);
    onChange({ id: selected.id, name: selected.name, src: selected.src, volume, fadein, fadeout });
    onClose?.();
  };

  const upload = async (file: File) => {
    if (!onUpload) return;
    setUploading(true);
    setError(null);
    try {
      const track = await onUpload(file);
      setSelected({ id: String(track.id), name: track.name, src: track.filepath });
      // the upload is the newest of the user's tracks: the page shows it once it has reloaded
      onPageChange(1);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setUploading(false);
    }
  };

  const remove = async (track: BgmTrack) => {
    if (!onDelete) return;
    const id = String(track.id);
    setDeleting(id);
    setError(null);
    try {
      await onDelete(track);
      if (selected?.id === id) setSelected(null);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setDeleting(null);
      setConfirming(null);
    }
  };

  return (
    <MarkupPanel
      kind="voice"
      title="背景音乐"
      subject={value?.name}
      wide
      error={error}
      footer={
        <>
          {value ? (
            <Button
              variant="ghost"
              size="sm"
              className={panel.footerStart}
              onClick={() => {
                onChange(null);
                onClose?.();
              }}
            >
              移除背景音乐
            </Button>
          ) : null}
          {onUpload ? (
            <>
              <input
                ref={fileInput}
                type="file"
                accept=".mp3,.wav,audio/mpeg,audio/wav"
                hidden
                aria-label="选择音乐文件"
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  event.target.value = '';
                  if (file) void upload(file);
                }}
              />
              {quota ? (
                <span className={css.meta} aria-label={`已上传${quota.used}首，最多${quota.limit}首`}>
                  {quota.used}/{quota.limit}
                </span>
              ) : null}
              <Button
                variant="secondary"
                size="sm"
                loading={uploading}
                disabled={quota ? quota.used >= quota.limit : false}
                title={quota && quota.used >= quota.limit ? `最多上传${quota.limit}首背景音乐，删除后可再上传` : undefined}
                onClick={() => fileInput.current?.click()}
              >
                上传音乐
              </Button>
            </>
          ) : null}
          <Button size="sm" onClick={confirm}>
            确定
          </Button>
        </>
      }
    >
      {!shown && tracks.status !== 'error' ? <Spinner label="加载中" /> : null}
      {!shown && tracks.status === 'error' ? <p className={css.empty}>背景音乐加载失败</p> : null}
      {shown && shown.list.length === 0 ? <p className={css.empty}>暂无数据</p> : null}
      {shown && shown.list.length > 0 ? (
        <ul className={css.list} aria-label="背景音乐">
          {shown.list.map((track) => {
            const on = selected?.id === String(track.id);
            return (
              <li key={track.id} className={css.item} data-state={on ? 'on' : 'off'}>
                <CirclePlayer src={track.filepath} size={28} label={`试听 ${track.name}`} />
                <button
                  type="button"
                  className={css.pick}
                  aria-pressed={on}
                  onClick={() => {
                    setSelected({ id: String(track.id), name: track.name, src: track.filepath });
                    setError(null);
                  }}
                >
                  <span className={css.name}>{track.name}</span>
                  <span className={css.meta}>
                    {mmss(track.duration)}
                    {track.own ? ' · 我的上传' : ''}
                  </span>
                </button>
                {onDelete && track.own ? (
                  confirming === String(track.id) ? (
                    <Inline as="span" gap="2" justify="space-between" role="group" aria-label={`确认删除 ${track.name}`}>
                      <Button variant="danger" size="sm" loading={deleting === String(track.id)} onClick={() => void remove(track)}>
                        删除
                      </Button>
                      <Button variant="ghost" size="sm" disabled={deleting !== null} onClick={() => setConfirming(null)}>
                        取消
                      </Button>
                    </Inline>
                  ) : (
                    <Button variant="ghost" size="sm" aria-label={`删除 ${track.name}`} onClick={() => setConfirming(String(track.id))}>
                      删除
                    </Button>
                  )
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : null}
      {shown && shown.total > BGM_PAGE_SIZE ? (
        <Pagination page={page} pageSize={BGM_PAGE_SIZE} total={shown.total} onChange={onPageChange} />
      ) : null}
      <Slider label="音量" {...BGM_VOLUME_RANGE} value={volume} onChange={setVolume} />
      <Slider label="淡入" {...FADE_RANGE} value={fadein} onChange={setFadein} format={fade} />
      <Slider label="淡出" {...FADE_RANGE} value={fadeout} onChange={setFadeout} format={fade} />
    </MarkupPanel>
  );
}
