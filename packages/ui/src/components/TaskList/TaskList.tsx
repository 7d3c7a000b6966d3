import { useState } from 'react';
import { Pagination } from '../../primitives/Pagination';
import { Box } from '../../primitives/Box';
import { Stack } from '../../primitives/Stack';
import { ConfirmDialog } from '../ConfirmDialog';
import { TaskCard } from './TaskCard';
import type { TaskListItem } from './item';
import { RecordsState } from '../../private/records/RecordList';
import * as css from './TaskList.css';

export type { TaskListItem } from './item';

/** spec 02 §9: 13 tasks a page. */
export const TASKS_PAGE_SIZE = 13;

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

/** The dubbing tasks of the creation center (spec 02 §2.6) as cards (issue 27): status styles, progress while
 * synthesised, a player with a scrubber, the download and the subtitles when finished, delete after a question. */
export function TaskList({ tasks, total, page, onPageChange, pageSize = TASKS_PAGE_SIZE, loading = false, onDelete, downloadHref, onDownloadSubtitle }: TaskListProps) {
  const [missingFile, setMissingFile] = useState(false);
  const [deleting, setDeleting] = useState<TaskListItem | null>(null);

  if (tasks.length === 0) return <RecordsState loading={loading} />;

  return (
    <Stack gap="4">
      <ul className={css.list} aria-label="配音任务" data-state={loading ? 'loading' : 'idle'} aria-busy={loading || undefined}>
        {tasks.map((task) => (
          <TaskCard
            key={task.code}
            task={task}
            {...(task.status === 1 && task.filepath ? { downloadHref: downloadHref ? downloadHref({ ...task, filepath: task.filepath }) : task.filepath } : {})}
            onDelete={() => setDeleting(task)}
            onMissingFile={() => setMissingFile(true)}
            {...(onDownloadSubtitle ? { onDownloadSubtitle: () => onDownloadSubtitle(task) } : {})}
          />
        ))}
      </ul>
      <Box display="flex" justifyContent="flex-end">
        <Pagination page={page} pageSize={pageSize} total={total} onChange={onPageChange} />
      </Box>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title="删除任务"
        text="该操作无法撤销，是否确定删除该配音任务？"
        tone="danger"
        onConfirm={() => (deleting !== null ? onDelete(deleting) : undefined)}
      />
      <ConfirmDialog open={missingFile} onOpenChange={setMissingFile} title="下载失败" text="文件地址为空" cancelText={null} confirmText="好的" />
    </Stack>
  );
}
