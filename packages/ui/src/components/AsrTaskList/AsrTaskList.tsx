import type { ReactNode } from 'react';
import * as css from './AsrTaskList.css';
import { Empty } from '../../primitives/Badge';
import { Button } from '../../primitives/Button';
import { Pagination } from '../../primitives/Pagination';
import { Spinner } from '../../primitives/Spinner';
import { Stack, Inline } from '../../primitives/Stack';

/** One 文案提取 task as the list shows it (spec 02 §3 "Speech-to-text task"). */
export type AsrTaskRow = {
  taskCode: string;
  taskTitle: string;
  /** 0 success, 2 failed, anything else on its way (spec 02 §4). */
  taskStatus: number;
  taskStatusText: string;
  /** ms; 0 until known. */
  audioDuration: number;
  /** ms timestamp. */
  createTime: number;
  reason: string | null;
};

export type AsrTaskListProps = {
  tasks: readonly AsrTaskRow[];
  total: number;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  onOpen: (task: AsrTaskRow) => void;
  onDelete: (task: AsrTaskRow) => void;
  /** The first load. */
  loading?: boolean;
  /** Shown above the table (usage, refresh). */
  toolbar?: ReactNode;
};

/** mm:ss, or h:mm:ss past an hour. */
export function formatClock(ms: number): string {
  const seconds = Math.max(0, Math.round(ms / 1000));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${two(m)}:${two(s)}`;
}

const when = (ms: number) => {
  const d = new Date(ms);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())} ${two(d.getHours())}:${two(d.getMinutes())}`;
};

/** spec 02 §4: 0 green, 2 red, anything else processing. The colour is a dot: the words stay at full contrast. */
function StatusBadge({ task }: { task: AsrTaskRow }) {
  if (task.taskStatus === 0 || task.taskStatus === 2)
    return (
      <span className={css.status} data-status={task.taskStatus === 0 ? 'finished' : 'failed'} title={task.reason ?? undefined}>
        <span className={css.dot} aria-hidden />
        {task.taskStatusText}
      </span>
    );
  return (
    <span className={css.running}>
      <Spinner size={14} label={task.taskStatusText} />
      {task.taskStatusText}
    </span>
  );
}

/** 文案提取's task list, ten a page: title, status, length, time, 查看 and 删除. */
export function AsrTaskList({ tasks, total, page, pageSize, onPage, onOpen, onDelete, loading = false, toolbar }: AsrTaskListProps) {
  return (
    <Stack as="section" gap="3" aria-label="任务列表">
      <Inline gap="3" justify="space-between">
        <h2 className={css.title}>任务列表</h2>
        {toolbar}
      </Inline>
      {loading ? (
        <div className={css.center}>
          <Spinner />
        </div>
      ) : tasks.length === 0 ? (
        <Empty title="还没有任务" description="上传音频、视频或粘贴分享链接后，任务会出现在这里" />
      ) : (
        <table className={css.table}>
          <thead>
            <tr>
              <th scope="col">名称</th>
              <th scope="col">状态</th>
              <th scope="col" className={css.wideOnly}>
                时长
              </th>
              <th scope="col" className={css.wideOnly}>
                创建时间
              </th>
              <th scope="col" className={css.actionsCell}>
                操作
              </th>
            </tr>
          </thead>
          <tbody>
            {tasks.map((task) => (
              <tr key={task.taskCode}>
                <td className={css.name} title={task.taskTitle}>
                  {task.taskTitle}
                </td>
                <td>
                  <StatusBadge task={task} />
                  {task.taskStatus === 2 && task.reason ? <div className={css.reason}>{task.reason}</div> : null}
                </td>
                <td className={`${css.numeric} ${css.wideOnly}`}>{task.audioDuration ? formatClock(task.audioDuration) : '—'}</td>
                <td className={`${css.numeric} ${css.wideOnly}`}>{when(task.createTime)}</td>
                <td className={css.actionsCell}>
                  <Button size="sm" variant="link" onClick={() => onOpen(task)} aria-label={`查看 ${task.taskTitle}`}>
                    查看
                  </Button>
                  <Button size="sm" variant="link" className={css.danger} onClick={() => onDelete(task)} aria-label={`删除 ${task.taskTitle}`}>
                    删除
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pagination page={page} pageSize={pageSize} total={total} onChange={onPage} />
    </Stack>
  );
}
