import { useState } from 'react';
import { Button, IconButton } from '../../primitives/Button';
import { DownloadIcon } from '../../primitives/icons';
import { TrashIcon } from '../../primitives/studioIcons';
import { CirclePlayer } from '../CirclePlayer';
import { ConfirmDialog } from '../ConfirmDialog';
import { formatDateTime, formatDuration, taskStatusTone } from './format';
import * as css from '../../private/records/recordTable.css';
import { RecordList, type RecordColumn } from '../../private/records/RecordList';

/** spec 02 §9: 13 tasks a page. */
export const TASKS_PAGE_SIZE = 13;

/** A dubbing task as the list shows it (spec 02 §3 "Task"). */
export interface TaskListItem {
  code: string;
  title: string;
  anchorName: string;
  styleName: string;
  /** Script length in characters. */
  length: number;
  /** ms timestamp */
  createTime: number;
  /** 1 finished, 0 waiting, 2 processing, negative failed (spec 02 §4). */
  status: number;
  /** The server's name of the status, shown as it is. */
  statusName: string;
  /** The finished audio, else null. */
  filepath: string | null;
  /** How long the finished audio is, in ms (0 or absent while unknown): shown beside its player (issue 27: a play dot
   * said nothing of the length). */
  duration?: number;
  /** Why it failed, when it did. */
  reason?: string | null;
  /** Its cover picture (设为作品封面 in AI drawing), shown before the title. */
  cover?: string | null;
}

export interface TaskListProps {
  tasks: readonly TaskListItem[];
  total: number;
  /** 1-based. */
  page: number;
  onPageChange: (page: number) => void;
  /** @default 13 */
  pageSize?: number;
  /** A page is on its way: a spinner while the list is empty, a dimmed list otherwise. @default false */
  loading?: boolean;
  /** Delete after the person confirmed; a rejection keeps the question open (spec 02 §2.6). */
  onDelete: (task: TaskListItem) => Promise<unknown>;
  /** Where the download link points (e.g. the file URL asking for an attachment). @default the filepath */
  downloadHref?: (task: TaskListItem & { filepath: string }) => string;
  /** 字幕 on a finished task: its subtitles (SRT) are wanted. Omitted: no such button. */
  onDownloadSubtitle?: (task: TaskListItem) => void;
}

const taskColumns: readonly RecordColumn<TaskListItem>[] = [
  {
    header: '标题',
    lead: true,
    // a cover (设为作品封面 in AI drawing) goes before the title
    className: (task) => (task.cover ? undefined : css.title),
    cell: (task) =>
      task.cover ? (
        <span className={css.titleWithCover}>
          <img className={css.cover} src={task.cover} alt={`${task.title} 的封面`} />
          <span className={css.title}>{task.title}</span>
        </span>
      ) : (
        task.title
      ),
  },
  { header: '主播', cell: (task) => task.anchorName },
  { header: '风格', cell: (task) => task.styleName },
  { header: '字数', cell: (task) => task.length },
  { header: '创建时间', className: css.time, cell: (task) => formatDateTime(task.createTime) },
  {
    header: '状态',
    cell: (task) => (
      <>
        <span className={css.status({ tone: taskStatusTone(task.status) })}>{task.statusName}</span>
        {/* why a failed task failed, so the person knows whether submitting again helps */}
        {task.status < 0 && task.reason ? <div className={css.reason}>{task.reason}</div> : null}
      </>
    ),
  },
];

/** The dubbing tasks of the creation center (spec 02 §2.6): status styles, play and download when finished, delete. */
export function TaskList({ tasks, total, page, onPageChange, pageSize = TASKS_PAGE_SIZE, loading = false, onDelete, downloadHref, onDownloadSubtitle }: TaskListProps) {
  const [missingFile, setMissingFile] = useState(false);
  return (
    <RecordList
      label="配音任务"
      items={tasks}
      itemKey={(task) => task.code}
      rowProps={(task) => ({ 'data-testid': `task-${task.code}`, 'data-status': task.status })}
      columns={taskColumns}
      actions={(task, askDelete) => {
        const finished = task.status === 1;
        const file = finished ? task.filepath : null;
        return (
          <>
            {file ? <CirclePlayer src={file} size={30} label={`播放 ${task.title}`} /> : null}
            {file && task.duration ? (
              <span className={css.time} aria-label={`时长 ${formatDuration(task.duration)}`} data-testid="task-duration">
                {formatDuration(task.duration)}
              </span>
            ) : null}
            {file ? (
              <Button asChild variant="soft" size="sm">
                <a href={downloadHref ? downloadHref({ ...task, filepath: file }) : file} download={task.title}>
                  <DownloadIcon />
                  下载
                </a>
              </Button>
            ) : finished ? (
              // spec 02 §8: a finished task without a file says so instead of downloading nothing
              <Button variant="soft" size="sm" icon={<DownloadIcon />} onClick={() => setMissingFile(true)}>
                下载
              </Button>
            ) : null}
            {file && onDownloadSubtitle ? (
              // the subtitles aligned to the audio (a task dubbed to a timing: one per cue, issue 28)
              <Button variant="soft" size="sm" aria-label={`下载字幕 ${task.title}`} onClick={() => onDownloadSubtitle(task)}>
                字幕
              </Button>
            ) : null}
            <IconButton label={`删除 ${task.title}`} size="sm" onClick={askDelete}>
              <TrashIcon />
            </IconButton>
          </>
        );
      }}
      total={total}
      page={page}
      pageSize={pageSize}
      onPageChange={onPageChange}
      loading={loading}
      deleteQuestion={{ title: '删除任务', text: '该操作无法撤销，是否确定删除该配音任务？' }}
      onDelete={onDelete}
    >
      <ConfirmDialog open={missingFile} onOpenChange={setMissingFile} title="下载失败" text="文件地址为空" cancelText={null} confirmText="好的" />
    </RecordList>
  );
}
