import { useState } from 'react';
import { Button, IconButton } from '../../primitives/Button';
import { Empty } from '../../primitives/Badge';
import { Pagination } from '../../primitives/Pagination';
import { Spinner } from '../../primitives/Spinner';
import { DownloadIcon } from '../../primitives/icons';
import { TrashIcon } from '../../primitives/studioIcons';
import { CirclePlayer } from '../CirclePlayer';
import { ConfirmDialog } from '../ConfirmDialog';
import { formatDateTime, taskStatusTone } from './format';
import * as css from './TaskList.css';

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
}

/** The dubbing tasks of the creation center (spec 02 §2.6): status styles, play and download when finished, delete. */
export function TaskList({ tasks, total, page, onPageChange, pageSize = TASKS_PAGE_SIZE, loading = false, onDelete, downloadHref }: TaskListProps) {
  const [deleting, setDeleting] = useState<TaskListItem | null>(null);
  const [missingFile, setMissingFile] = useState(false);

  if (tasks.length === 0) {
    return loading ? (
      <div className={css.state}>
        <Spinner />
      </div>
    ) : (
      <Empty className={css.state} />
    );
  }

  return (
    <div className={css.wrap}>
      <table className={css.table} data-state={loading ? 'loading' : 'idle'} aria-busy={loading || undefined} aria-label="配音任务">
        <thead>
          <tr>
            <th className={css.th}>标题</th>
            <th className={css.th}>主播</th>
            <th className={css.th}>风格</th>
            <th className={css.th}>字数</th>
            <th className={css.th}>创建时间</th>
            <th className={css.th}>状态</th>
            <th className={`${css.th} ${css.actionsCell}`}>操作</th>
          </tr>
        </thead>
        <tbody>
          {tasks.map((task) => {
            const finished = task.status === 1;
            const file = finished ? task.filepath : null;
            return (
              <tr key={task.code} className={css.row} data-testid={`task-${task.code}`} data-status={task.status}>
                {task.cover ? (
                  <td className={css.td}>
                    <span className={css.titleWithCover}>
                      <img className={css.cover} src={task.cover} alt={`${task.title} 的封面`} />
                      <span className={css.title}>{task.title}</span>
                    </span>
                  </td>
                ) : (
                  <td className={`${css.td} ${css.title}`}>{task.title}</td>
                )}
                <td className={css.td}>{task.anchorName}</td>
                <td className={css.td}>{task.styleName}</td>
                <td className={css.td}>{task.length}</td>
                <td className={`${css.td} ${css.time}`}>{formatDateTime(task.createTime)}</td>
                <td className={css.td}>
                  <span className={css.status({ tone: taskStatusTone(task.status) })}>{task.statusName}</span>
                  {/* why a failed task failed, so the person knows whether submitting again helps */}
                  {task.status < 0 && task.reason ? <div className={css.reason}>{task.reason}</div> : null}
                </td>
                <td className={`${css.td} ${css.actionsCell}`}>
                  <span className={css.actions}>
                    {file ? <CirclePlayer src={file} size={30} label={`播放 ${task.title}`} /> : null}
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
                    <IconButton label={`删除 ${task.title}`} size="sm" onClick={() => setDeleting(task)}>
                      <TrashIcon />
                    </IconButton>
                  </span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <div className={css.pager}>
        <Pagination page={page} pageSize={pageSize} total={total} onChange={onPageChange} />
      </div>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title="删除任务"
        text="该操作无法撤销，是否确定删除该配音任务？"
        tone="danger"
        onConfirm={() => (deleting ? onDelete(deleting) : undefined)}
      />
      <ConfirmDialog open={missingFile} onOpenChange={setMissingFile} title="下载失败" text="文件地址为空" cancelText={null} confirmText="好的" />
    </div>
  );
}
