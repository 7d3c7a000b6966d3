import { Button, IconButton } from '../../primitives/Button';
import { DownloadIcon } from '../../primitives/icons';
import { TrashIcon } from '../../primitives/studioIcons';
import { AudioScrubber } from '../AudioScrubber';
import type { TaskListItem } from './item';
import { formatDateTime, formatDuration, taskStatusTone } from '../../private/records/format';
import { status as statusChip } from '../../private/records/recordTable.css';
import * as css from './TaskCard.css';

export interface TaskCardProps {
  task: TaskListItem;
  /** Where the download link points. @default the filepath */
  downloadHref?: string;
  /** 删除: the list asks first. */
  onDelete(): void;
  /** 下载 of a finished task without a file (spec 02 §8: the list says 文件地址为空). */
  onMissingFile(): void;
  /** 字幕 on a finished task: its subtitles (SRT) are wanted. Omitted: no such button. */
  onDownloadSubtitle?: () => void;
}

/**
 * One dubbing task of the creation center (issue 27: a row with a tiny play dot became a card): the title, its
 * status, who reads it and when it was made; while it is synthesised the progress in sentences; once finished its
 * length, a real player with a scrubber and the download; when it failed, why. `data-status` is the server's status.
 */
export function TaskCard({ task, downloadHref, onDelete, onMissingFile, onDownloadSubtitle }: TaskCardProps) {
  const finished = task.status === 1;
  const file = finished ? task.filepath : null;
  const running = task.status === 2 && task.progress && task.progress.total > 0 ? task.progress : null;
  return (
    <li className={css.card} data-testid={`task-${task.code}`} data-status={task.status}>
      {task.cover ? <img className={css.cover} src={task.cover} alt={`${task.title} 的封面`} /> : null}
      <div className={css.body}>
        <div className={css.top}>
          <span className={css.title}>{task.title}</span>
          <span className={statusChip({ tone: taskStatusTone(task.status) })}>{task.statusName}</span>
          <IconButton label={`删除 ${task.title}`} size="sm" onClick={onDelete} className={css.remove}>
            <TrashIcon />
          </IconButton>
        </div>
        <div className={css.meta}>
          <span>{task.anchorName}</span>
          {task.styleName ? <span>{task.styleName}</span> : null}
          <span>{task.length} 字</span>
          <span>{formatDateTime(task.createTime)}</span>
          {file && task.duration ? (
            <span aria-label={`时长 ${formatDuration(task.duration)}`}>
              时长 <span data-testid="task-duration">{formatDuration(task.duration)}</span>
            </span>
          ) : null}
        </div>
        {running ? (
          <div className={css.progress}>
            <div
              className={css.bar}
              role="progressbar"
              aria-label={`${task.title} 合成进度`}
              aria-valuemin={0}
              aria-valuemax={running.total}
              aria-valuenow={running.done}
              aria-valuetext={`已合成 ${running.done}/${running.total} 句`}
            >
              <span className={css.barFill} style={{ width: `${(running.done / running.total) * 100}%` }} />
            </div>
            <span className={css.progressText} data-testid="task-progress">
              已合成 {running.done}/{running.total} 句
            </span>
          </div>
        ) : null}
        {/* why a failed task failed, so the person knows whether submitting again helps */}
        {task.status < 0 && task.reason ? <div className={css.reason}>{task.reason}</div> : null}
        {finished ? (
          <div className={css.playRow}>
            {file ? <AudioScrubber src={file} title={task.title} durationMs={task.duration ?? 0} className={css.player} /> : null}
            {file ? (
              <Button asChild variant="soft" size="sm">
                <a href={downloadHref ?? file} download={task.title}>
                  <DownloadIcon />
                  下载
                </a>
              </Button>
            ) : (
              // spec 02 §8: a finished task without a file says so instead of downloading nothing
              <Button variant="soft" size="sm" icon={<DownloadIcon />} onClick={onMissingFile}>
                下载
              </Button>
            )}
            {file && onDownloadSubtitle ? (
              // the subtitles aligned to the audio (a task dubbed to a timing: one per cue, issue 28)
              <Button variant="soft" size="sm" aria-label={`下载字幕 ${task.title}`} onClick={onDownloadSubtitle}>
                字幕
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>
    </li>
  );
}
