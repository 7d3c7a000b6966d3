import type { AuditionStatus } from '@peiyin/player';
import { Button } from '../../primitives';
import { PlayIcon, StopIcon } from '../../primitives/studioIcons';
import { formatClock } from '../AsrTaskList';
import * as css from './AuditionTransport.css';

export type AuditionTransportProps = {
  /** The audition player's status (`useAudition().state.status`): the same player the toolbar's 试听 drives. */
  status: AuditionStatus;
  /** Start auditioning the selection (or the text after the cursor). */
  onPlay: () => void;
  /** Stop: back to `default`. */
  onStop: () => void;
  /** How far the audition has got, in milliseconds of the estimate (0 until sound starts). */
  elapsedMs?: number | undefined;
  /** How long the auditioned text is estimated to sound, in milliseconds; unknown before a start. */
  totalMs?: number | null | undefined;
  /** @default false */
  disabled?: boolean | undefined;
};

/**
 * The audition transport of the editor's bottom bar (issue 27): 试听 while idle, 停止 while an audition loads, plays
 * or is paused — the toolbar's player, not a second one — and, while it runs, how far it has got of how long it is
 * estimated to be (`00:12 / 00:45`) with a bar that fills. `data-state` is the player's status.
 */
export function AuditionTransport({ status, onPlay, onStop, elapsedMs = 0, totalMs, disabled = false }: AuditionTransportProps) {
  const running = status !== 'default';
  const total = Math.max(totalMs ?? 0, 0);
  const done = total > 0 ? Math.min(elapsedMs, total) : 0;
  const shown = status === 'loading' ? '加载中' : `${formatClock(done)} / ${formatClock(total)}`;
  return (
    <div className={css.transport} role="group" aria-label="试听播放" data-state={status} data-running={running ? '' : undefined} data-testid="audition-transport">
      {running ? (
        <Button size="sm" variant="secondary" icon={<StopIcon size={12} />} onClick={onStop} aria-label="停止">
          <span className={css.label}>停止</span>
        </Button>
      ) : (
        <Button size="sm" variant="secondary" icon={<PlayIcon size={12} />} onClick={onPlay} disabled={disabled} aria-label="试听">
          <span className={css.label}>试听</span>
        </Button>
      )}
      {running ? (
        <>
          <span
            className={css.track}
            role="progressbar"
            aria-label="试听进度"
            aria-valuemin={0}
            aria-valuemax={Math.round(total / 1000)}
            aria-valuenow={Math.round(done / 1000)}
            aria-valuetext={shown}
          >
            <span className={css.fill} style={{ width: total > 0 ? `${(done / total) * 100}%` : '0%' }} />
          </span>
          <span className={css.time} data-testid="audition-time">
            {shown}
          </span>
        </>
      ) : null}
    </div>
  );
}
