import { useEffect, useRef } from 'react';
import { useCirclePlayer, type CircleStatus } from '@peiyin/player';
import { PlayIcon, StopIcon } from '../../primitives/studioIcons';
import * as css from './CirclePlayer.css';

export interface CirclePlayerProps {
  /** URL of the sample audio. */
  src: string;
  /** Accessible name, e.g. 播放 温柔 样音. @default 播放样音 */
  label?: string;
  /** Diameter in px. @default 36 */
  size?: number;
  /** Needed when the URL has no extension, e.g. 'mp3'. */
  format?: string;
  /** Called each time playback starts from a click (e.g. to report an audition, spec 02 §7 sample report). */
  onPlay?(): void;
  /** Called when the status changes, for a caption beside the circle (加载中 until sound comes out). */
  onStatusChange?(status: CircleStatus): void;
}

/**
 * The round sample player (spec 02 §4 circle player): a click plays, a second click stops; a ring shows the
 * progress; only one plays on the page at a time; the end of the audio returns it to idle. `data-state` is
 * idle | loading | playing.
 */
export function CirclePlayer({ src, label = '播放样音', size = 36, format, onPlay, onStatusChange }: CirclePlayerProps) {
  const { state, toggle } = useCirclePlayer({ src, ...(format ? { format } : {}) });
  const radius = size / 2 - 2;
  const circumference = 2 * Math.PI * radius;
  const onPlayRef = useRef(onPlay);
  useEffect(() => {
    onPlayRef.current = onPlay;
  });
  const { status } = state;
  const onStatusRef = useRef(onStatusChange);
  useEffect(() => {
    onStatusRef.current = onStatusChange;
  });
  useEffect(() => onStatusRef.current?.(status), [status]);
  return (
    <button
      type="button"
      className={css.button}
      style={{ width: size, height: size }}
      data-state={status}
      aria-label={label}
      aria-pressed={status !== 'idle'}
      // issue 27: a sample made on its first request takes seconds; until sound comes out it says so
      title={state.error ?? (status === 'loading' ? '加载中' : undefined)}
      aria-busy={status === 'loading'}
      onClick={(event) => {
        // cards around a player open their detail on click: playing a sample is not opening the card
        event.stopPropagation();
        if (status === 'idle') onPlayRef.current?.();
        toggle();
      }}
    >
      {status === 'loading' ? <span className={css.loading} aria-hidden /> : status === 'playing' ? <StopIcon size={size * 0.4} /> : <PlayIcon size={size * 0.45} />}
      {status === 'playing' ? (
        <svg className={css.ring} width={size} height={size} aria-hidden>
          <circle className={css.track} cx={size / 2} cy={size / 2} r={radius} strokeWidth={2} />
          <circle
            className={css.progress}
            cx={size / 2}
            cy={size / 2}
            r={radius}
            strokeWidth={2}
            strokeDasharray={circumference}
            strokeDashoffset={circumference * (1 - state.progress)}
          />
        </svg>
      ) : null}
    </button>
  );
}
