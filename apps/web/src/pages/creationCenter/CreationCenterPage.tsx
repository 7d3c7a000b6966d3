// /creationCenter?tab=0|1: the creation center (spec 02 §2.6). Tab 0 lists the dubbing tasks (13 a page), tab 1
// the drafts (10 a page); the tab lives in the query and switching rewrites it. Refresh rests 2 s after a click
// (§9); tasks still waiting or being synthesised refresh themselves until they settle. The route is login-only.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { Task, WorkSummary } from '@peiyin/api-client';
import {
  DRAFTS_PAGE_SIZE, DraftList, Heading, Inline, RefreshButton, Stack, TASKS_PAGE_SIZE, Tabs, TaskList, isTaskPending, toast,
} from '@peiyin/ui';
import { api } from '../../api';

/** How often a list with unfinished tasks asks again. */
const PENDING_POLL_MS = 3000;

const deleted = '删除成功';

type TabKey = '0' | '1';
const tabOf = (value: string | null): TabKey => (value === '1' ? '1' : '0');

interface ListState<T> {
  total: number;
  list: T[];
  loading: boolean;
}
const initial = { total: 0, list: [], loading: true };

/** The file URL asking the server for an attachment named after the task (Content-Disposition). */
function downloadHref(filepath: string): string {
  const url = new URL(filepath, window.location.origin);
  url.searchParams.set('download', '1');
  return url.origin === window.location.origin ? url.pathname + url.search : url.toString();
}

function useTasks(active: boolean) {
  const [page, setPage] = useState(1);
  const [state, setState] = useState<ListState<Task>>(initial);
  const controller = useRef<AbortController | null>(null);

  const load = useCallback(
    (quiet = false) => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      if (!quiet) setState((s) => ({ ...s, loading: true }));
      // a background poll that fails stays quiet; the next one (or a refresh) tries again
      api.tts.taskList({ page, pageSize: TASKS_PAGE_SIZE }, { signal: current.signal, ...(quiet ? { handled: true } : {}) }).then(
        (next) => {
          // the last page emptied by deletions: show the one before it
          if (next.list.length === 0 && page > 1) setPage(page - 1);
          setState({ ...next, loading: false });
        },
        () => {
          if (!current.signal.aborted) setState((s) => ({ ...s, loading: false }));
        },
      );
    },
    [page],
  );

  useEffect(() => {
    if (!active) return;
    load();
    return () => controller.current?.abort();
  }, [active, load]);

  // spec 02 §2.6: a task only reaches status 1 on the server; while any shown task is on its way, ask again.
  const pending = state.list.some((task) => isTaskPending(task.status));
  useEffect(() => {
    if (!active || !pending || state.loading) return;
    const timer = setTimeout(() => load(true), PENDING_POLL_MS);
    return () => clearTimeout(timer);
  }, [active, pending, state, load]);

  return { page, setPage, state, load };
}

function useDrafts(active: boolean) {
  const [page, setPage] = useState(1);
  const [state, setState] = useState<ListState<WorkSummary>>(initial);
  const controller = useRef<AbortController | null>(null);

  const load = useCallback(() => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setState((s) => ({ ...s, loading: true }));
    api.tts.workList({ page, pageSize: DRAFTS_PAGE_SIZE }, { signal: current.signal }).then(
      (next) => {
        if (next.list.length === 0 && page > 1) setPage(page - 1);
        setState({ ...next, loading: false });
      },
      () => {
        if (!current.signal.aborted) setState((s) => ({ ...s, loading: false }));
      },
    );
  }, [page]);

  useEffect(() => {
    if (!active) return;
    load();
    return () => controller.current?.abort();
  }, [active, load]);

  return { page, setPage, state, load };
}

export default function CreationCenterPage() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('tab'));
  const tasks = useTasks(tab === '0');
  const drafts = useDrafts(tab === '1');

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
            tasks={tasks.state.list}
            total={tasks.state.total}
            page={tasks.page}
            onPageChange={tasks.setPage}
            loading={tasks.state.loading}
            downloadHref={(task) => downloadHref(task.filepath)}
            onDelete={async (task) => {
              await api.tts.taskDelete({ code: task.code });
              toast.success(deleted);
              tasks.load();
            }}
          />
        </Tabs.Content>
        <Tabs.Content value="1">
          <DraftList
            drafts={drafts.state.list}
            total={drafts.state.total}
            page={drafts.page}
            onPageChange={drafts.setPage}
            loading={drafts.state.loading}
            onOpen={(draft) => navigate(`/creation?workId=${draft.workId}&anchorType=${draft.anchorType}&anchorId=${draft.anchorId}`)}
            onDelete={async (draft) => {
              await api.tts.workDelete({ workId: draft.workId });
              toast.success(deleted);
              drafts.load();
            }}
          />
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}
