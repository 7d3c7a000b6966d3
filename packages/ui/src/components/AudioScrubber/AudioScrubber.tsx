import { forwardRef, useEffect, useImperativeHandle, useMemo, useRef, useState } from 'react';
import { sharedPlayerRegistry, type PlayerRegistry } from '@peiyin/player';
import { PauseIcon, PlayIcon } from '../../primitives/studioIcons';
import { formatDuration } from '../../private/records/format';
import * as css from './AudioScrubber.css';

/** What a page can ask of the player: the timeline's ▶ plays from a sentence's start (issue 27). */
export interface AudioScrubberHandle {
  /** Plays from `ms` into the audio (loading it first if need be). */
  playFrom(ms: number): void;
  pause(): void;
}

export interface AudioScrubberProps {
  /** The audio file (a finished task's); the server answers byte ranges, so seeking loads only what is heard. */
  src: string;
  /** The length the server measured, in ms; without it (0) the file's own. @default 0 */
  durationMs?: number;
  /** What plays, for the controls' names: 播放 {title}, {title} 播放进度. */
  title: string;
  /** Each time the position moves (ms), e.g. for the timeline to mark the sentence heard. */
  onPositionChange?(ms: number): void;
  /** Only one player sounds at a time on a page (spec 02 §4). @default sharedPlayerRegistry */
  registry?: PlayerRegistry;
  className?: string;
}

/** `data-state` of the play button: `loading` from the click until sound comes out (issue 27: a player that said
 * playing before any sound), then `playing`, else `idle`. */
export const audioScrubberStates = ['idle', 'loading', 'playing'] as const;
export type AudioScrubberState = (typeof audioScrubberStates)[number];

/**
 * A real player for a finished task (issue 27: a tiny play dot said nothing of the length and could not seek): play
 * and pause, a scrubber (a native range: arrow keys move 5 s, Home and End go to the ends) and the time heard of the
 * length. A native `<audio>` rather than howler: the browser streams the file by ranges and seeks within it.
 */
export const AudioScrubber = forwardRef<AudioScrubberHandle, AudioScrubberProps>(function AudioScrubber(
  { src, durationMs = 0, title, onPositionChange, registry = sharedPlayerRegistry, className },
  ref,
) {
  const audioRef = useRef<HTMLAudioElement>(null);
  const [status, setStatus] = useState<AudioScrubberState>('idle');
  const [position, setPosition] = useState(0);
  // the server's measure wins: a file's own length (an MP3's header) is an estimate, and arrives later
  const [fileLength, setFileLength] = useState(0);
  const length = durationMs > 0 ? durationMs : fileLength;
  const onPositionRef = useRef(onPositionChange);
  useEffect(() => {
    onPositionRef.current = onPositionChange;
  });
  // what the registry stops when another player starts
  const stoppable = useMemo(() => ({ stop: () => audioRef.current?.pause() }), []);
  useEffect(() => () => registry.release(stoppable), [registry, stoppable]);

  const start = () => {
    const audio = audioRef.current;
    if (!audio) return;
    registry.claim(stoppable);
    setStatus('loading');
    // a refused play (the browser's autoplay rule, a file gone) leaves the button on ▶, which is the truth
    audio.play().catch(() => setStatus('idle'));
  };
  const seek = (ms: number) => {
    const audio = audioRef.current;
    if (!audio) return;
    const at = Math.max(0, ms);
    const go = () => {
      audio.currentTime = at / 1000;
      setPosition(at);
      onPositionRef.current?.(at);
    };
    if (audio.readyState >= 1) go();
    else {
      // nothing loaded yet: seek once the file says how it is laid out
      audio.addEventListener('loadedmetadata', go, { once: true });
      audio.load();
    }
  };
  useImperativeHandle(ref, () => ({
    playFrom(ms: number) {
      const audio = audioRef.current;
      if (!audio) return;
      // seek first: before the file is loaded both wait for its metadata, and run in this order
      seek(ms);
      if (audio.readyState >= 1) start();
      else audio.addEventListener('loadedmetadata', start, { once: true });
    },
    pause: () => audioRef.current?.pause(),
  }));

  const shown = Math.min(position, length || position);
  return (
    <div className={[css.player, className].filter(Boolean).join(' ')}>
      <audio
        ref={audioRef}
        src={src}
        preload="metadata"
        data-testid="task-audio"
        onPlaying={() => setStatus('playing')}
        onWaiting={() => setStatus((now) => (now === 'idle' ? now : 'loading'))}
        onPause={() => {
          setStatus('idle');
          registry.release(stoppable);
        }}
        onEnded={() => setStatus('idle')}
        onTimeUpdate={(event) => {
          const ms = event.currentTarget.currentTime * 1000;
          setPosition(ms);
          onPositionRef.current?.(ms);
        }}
        onDurationChange={(event) => {
          const seconds = event.currentTarget.duration;
          if (Number.isFinite(seconds) && seconds > 0) setFileLength(seconds * 1000);
        }}
      />
      <button
        type="button"
        className={css.toggle}
        // one name whatever the state (pressed says it plays), so a finger or a test finds it again
        aria-label={`播放 ${title}`}
        aria-pressed={status !== 'idle'}
        aria-busy={status === 'loading'}
        title={status === 'loading' ? '加载中' : status === 'playing' ? '暂停' : '播放'}
        data-state={status}
        onClick={() => (status === 'idle' ? start() : audioRef.current?.pause())}
      >
        {status === 'idle' ? <PlayIcon size={15} /> : <PauseIcon size={14} />}
      </button>
      <input
        type="range"
        className={css.scrubber}
        min={0}
        max={Math.max(1, Math.round(length))}
        step={100}
        value={Math.round(shown)}
        aria-label={`${title} 播放进度`}
        aria-valuetext={`${formatDuration(shown)} / ${formatDuration(length)}`}
        onChange={(event) => seek(Number(event.currentTarget.value))}
        onKeyDown={(event) => {
          // arrows move 5 s (the range's own step of 0.1 s is too fine to hear)
          if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
          event.preventDefault();
          seek(shown + (event.key === 'ArrowRight' ? 5000 : -5000));
        }}
      />
      <span className={css.time} data-testid="player-time">
        {formatDuration(shown)} / {formatDuration(length)}
      </span>
    </div>
  );
});
