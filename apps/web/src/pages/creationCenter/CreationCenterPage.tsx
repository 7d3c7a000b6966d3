// /creationCenter?tab=0|1: the creation center (spec 02 §2.6). Tab 0 lists the dubbing tasks (13 a page), tab 1
// the drafts (10 a page); the tab lives in the query and switching rewrites it. Refresh rests 2 s after a click
// (§9); tasks still waiting or being synthesised refresh themselves until they settle. The route is login-only.
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  DRAFTS_PAGE_SIZE, DraftList, Heading, Inline, RefreshButton, Stack, TASKS_PAGE_SIZE, Tabs, TaskList, isTaskPending, toast,
} from '@peiyin/ui';
import { api } from '../../api';
import { genericFailure } from '../../api/errors';
import { refetchReported } from '../../api/queryClient';
import { saveFile } from '../tools/exports';
import { useDeleteTask, useDeleteWork, useTaskList, useWorkList } from '../../api/tts';

/** How often a list with unfinished tasks asks again. */
const PENDING_POLL_MS = 3000;

const deleted = '删除成功';

type TabKey = '0' | '1';
const tabOf = (value: string | null): TabKey => (value === '1' ? '1' : '0');

/** The file URL asking the server for an attachment named after the task (Content-Disposition). */
function downloadHref(filepath: string): string {
  const url = new URL(filepath, window.location.origin);
  url.searchParams.set('download', '1');
  return url.origin === window.location.origin ? url.pathname + url.search : url.toString();
}

/** 字幕: the task's subtitles as the server times them to its audio, saved as an SRT file. */
async function downloadSubtitle(code: string): Promise<void> {
  try {
    const subtitle = await api.tts.taskSubtitle({ code, format: 'srt' });
    saveFile(subtitle.filename, new Blob([subtitle.content], { type: 'application/x-subrip' }));
  } catch (error) {
    toast.error(error instanceof Error && error.message ? error.message : genericFailure);
  }
}

/** A paged list of the center: its page, what is shown, and a reload that reports its failure. */
interface PagedQuery<T> {
  data?: { total: number; list: T[] };
  isPending: boolean;
  isPlaceholderData: boolean;
  refetch(): Promise<{ isError: boolean; error: unknown; data: unknown }>;
}

function usePaged<T>(page: number, setPage: (page: number) => void, query: PagedQuery<T>) {
  const [reloading, setReloading] = useState(false);
  const shown = query.data ?? { total: 0, list: [] };
  // the last page emptied by deletions: show the one before it
  if (query.data && !query.isPlaceholderData && query.data.list.length === 0 && page > 1) setPage(page - 1);
  const load = () => {
    setReloading(true);
    void refetchReported(() => query.refetch()).finally(() => setReloading(false));
  };
  // a page on its way dims the list shown; a background poll does not
  return { page, setPage, list: shown.list, total: shown.total, loading: query.isPending || query.isPlaceholderData || reloading, load };
}

function useTasks(active: boolean) {
  const [page, setPage] = useState(1);
  // spec 02 §2.6: while any shown task is on its way the list asks again
  const query = useTaskList({ page, pageSize: TASKS_PAGE_SIZE }, active, (shown) => shown.list.some((task) => isTaskPending(task.status)), PENDING_POLL_MS);
  return usePaged(page, setPage, query);
}

function useDrafts(active: boolean) {
  const [page, setPage] = useState(1);
  return usePaged(page, setPage, useWorkList({ page, pageSize: DRAFTS_PAGE_SIZE }, active));
}

export default function CreationCenterPage() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('tab'));
  const tasks = useTasks(tab === '0');
  const drafts = useDrafts(tab === '1');
  const deleteTask = useDeleteTask();
  const deleteWork = useDeleteWork();

  return (
    <Stack gap="5">
      <Heading level="2">创作中心</Heading>
      <Tabs.Root
        value={tab}
        onValueChange={(next) => {
          const nextParams = new URLSearchParams(params);
          nextParams.set('tab', tabOf(next));
          setParams(nextParams, { replace: true });
        }}
      >
        <Inline justify="space-between" align="flex-end">
          <Tabs.List aria-label="创作中心">
            <Tabs.Trigger value="0">配音任务</Tabs.Trigger>
            <Tabs.Trigger value="1">配音草稿</Tabs.Trigger>
          </Tabs.List>
          <RefreshButton onRefresh={() => (tab === '0' ? tasks.load() : drafts.load())} />
        </Inline>
        <Tabs.Content value="0">
          <TaskList
            tasks={tasks.list}
            total={tasks.total}
            page={tasks.page}
            onPageChange={tasks.setPage}
            loading={tasks.loading}
            downloadHref={(task) => downloadHref(task.filepath)}
            onDownloadSubtitle={(task) => void downloadSubtitle(task.code)}
            onDelete={async (task) => {
              // the list loads again (the mutation invalidates it)
              await deleteTask.mutateAsync(task.code);
              toast.success(deleted);
            }}
          />
        </Tabs.Content>
        <Tabs.Content value="1">
          <DraftList
            drafts={drafts.list}
            total={drafts.total}
            page={drafts.page}
            onPageChange={drafts.setPage}
            loading={drafts.loading}
            onOpen={(draft) => navigate(`/creation?workId=${draft.workId}&anchorType=${draft.anchorType}&anchorId=${draft.anchorId}`)}
            onDelete={async (draft) => {
              await deleteWork.mutateAsync(draft.workId);
              toast.success(deleted);
            }}
          />
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}
