import type { AuditionStatus } from '@peiyin/player';
import { Button } from '../../primitives';
import { PauseIcon, PlayIcon, StopIcon } from '../../primitives/studioIcons';
import * as css from './AuditionButton.css';
import { Box } from '../../primitives/Box';

export type AuditionButtonProps = {
  /** The audition player's status (`useAudition().state.status`, spec 02 §4). */
  status: AuditionStatus;
  /** Start auditioning the selection (or the text after the cursor). */
  onPlay: () => void;
  onPause: () => void;
  onResume: () => void;
  /** Stop: back to default, requests in flight aborted. */
  onStop: () => void;
  /** @default false */
  disabled?: boolean;
};

/**
 * The audition player button of the toolbar (spec 02 §2.2, §4): 试听 in `default`, a spinner while
 * `loading`, 暂停 while `playing`, 继续 when `paused`, and 停止 beside it. Both keep their size in every
 * status (停止 is there, disabled, before a run starts), so the toolbar never moves under the pointer.
 */
export function AuditionButton({ status, onPlay, onPause, onResume, onStop, disabled = false }: AuditionButtonProps) {
  const main =
    status === 'default' ? (
      <Button size="sm" className={css.main} icon={<PlayIcon size={14} />} onClick={onPlay} disabled={disabled}>
        试听
      </Button>
    ) : status === 'loading' ? (
      <Button size="sm" className={css.main} loading>
        加载中
      </Button>
    ) : status === 'playing' ? (
      <Button size="sm" className={css.main} icon={<PauseIcon size={14} />} onClick={onPause}>
        暂停
      </Button>
    ) : (
      <Button size="sm" className={css.main} icon={<PlayIcon size={14} />} onClick={onResume}>
        继续
      </Button>
    );
  return (
    <Box display="inline-flex" alignItems="center" gap="1" data-state={status} role="group" aria-label="试听">
      {main}
      {/* named by its word: 停止, in the group 试听 */}
      <Button size="sm" variant="secondary" icon={<StopIcon size={14} />} onClick={onStop} disabled={status === 'default'}>
        停止
      </Button>
    </Box>
  );
}
