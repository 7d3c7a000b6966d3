// Hooks of contract.draw (spec 02 §2.11 AI drawing, §7 `/api/draw`). The works list is one infinite query;
// every call that changes a task writes the fresh task into it, so a card updates without reloading the list.
import { useInfiniteQuery, useMutation, useQuery, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { drawLimits, type DrawTask, type DrawTaskAddInput, type DrawSetCoverInput, type UploadPolicy } from '@peiyin/api-client';
import { api } from './client';
import { callKey, queryClient } from './queryClient';
import { uploadWithPolicy } from './upload';

type TaskPage = { list: DrawTask[]; hasMore: boolean };
type TaskPages = InfiniteData<TaskPage, number>;

/** How often a card still queued or being drawn asks for its state (spec 02 §4: in-progress cards poll on their own). */
export const DRAW_POLL_MS = 3000;

const tasksKey = callKey('draw', 'taskList');

/// The styles, sizes and counts, whether an image model is configured, and today's allowance.
export function useDrawOptions() {
  return useQuery({ queryKey: callKey('draw', 'options'), queryFn: () => api.draw.options() });
}

/// 我的作品, newest first, 10 a page (spec 02 §4 infinite scroll).
export function useDrawTasks() {
  return useInfiniteQuery({
    queryKey: tasksKey,
    queryFn: ({ pageParam }) => api.draw.taskList({ page: pageParam, pageSize: drawLimits.pageSize }),
    initialPageParam: 1,
    getNextPageParam: (last: TaskPage, _all, lastPage: number) => (last.hasMore ? lastPage + 1 : undefined),
    // polling and the mutations keep the shown cards fresh; coming back after a while reloads the list
  });
}

function updatePages(client: QueryClient, update: (pages: TaskPage[]) => TaskPage[]) {
  client.setQueryData<TaskPages>(tasksKey, (data) => (data ? { ...data, pages: update(data.pages) } : data));
}

/** Put a fresh task in place of the card with the same code. */
export function replaceDrawTask(client: QueryClient, task: DrawTask) {
  updatePages(client, (pages) => pages.map((page) => ({ ...page, list: page.list.map((item) => (item.taskCode === task.taskCode ? task : item)) })));
}

/** A new task goes first in 我的作品. */
function prependDrawTask(client: QueryClient, task: DrawTask) {
  updatePages(client, (pages) => (pages.length === 0 ? pages : [{ ...pages[0]!, list: [task, ...pages[0]!.list] }, ...pages.slice(1)]));
}

function removeDrawTask(client: QueryClient, taskCode: string) {
  updatePages(client, (pages) => pages.map((page) => ({ ...page, list: page.list.filter((item) => item.taskCode !== taskCode) })));
}

/** 刷新 (spec 02 §4: check replaces the card with fresh data). */
export async function refreshDrawTask(taskCode: string): Promise<DrawTask> {
  const task = await queryClient.fetchQuery({ queryKey: callKey('draw', 'taskCheck', { taskCode }), queryFn: () => api.draw.taskCheck({ taskCode }), staleTime: 0 });
  replaceDrawTask(queryClient, task);
  return task;
}

/// A card in progress asks for its state every few seconds until it settles; each answer replaces the card.
export function useDrawTaskPolling(taskCode: string, pending: boolean) {
  return useQuery({
    queryKey: callKey('draw', 'taskCheck', { taskCode }),
    queryFn: async () => {
      // a missed poll is not worth a toast: the next one asks again
      const task = await api.draw.taskCheck({ taskCode }, { handled: true });
      replaceDrawTask(queryClient, task);
      return task;
    },
    enabled: pending,
    refetchInterval: pending ? DRAW_POLL_MS : false,
    staleTime: DRAW_POLL_MS,
  });
}

/// 生成: queue a drawing; it appears first in 我的作品 and today's allowance goes down.
export function useAddDrawTask() {
  return useMutation({
    mutationFn: (input: DrawTaskAddInput) => api.draw.taskAdd(input),
    onSuccess: (task) => {
      prependDrawTask(queryClient, task);
      void queryClient.invalidateQueries({ queryKey: callKey('draw', 'options') });
    },
  });
}

/// 重新生成: a new task with the same parameters, first in 我的作品 (the old one and its pictures stay).
export function useRegenerateDrawTask() {
  return useMutation({
    mutationFn: (taskCode: string) => api.draw.taskRegenerate({ taskCode }),
    onSuccess: (task) => {
      prependDrawTask(queryClient, task);
      void queryClient.invalidateQueries({ queryKey: callKey('draw', 'options') });
    },
  });
}

/// 删除 (owner only); the card leaves the list.
export function useDeleteDrawTask() {
  return useMutation({
    mutationFn: async (taskCode: string) => {
      await api.draw.taskDelete({ taskCode });
      return taskCode;
    },
    onSuccess: (taskCode) => removeDrawTask(queryClient, taskCode),
  });
}

/// 设为作品封面: the dubbing task or draft shows the picture in the creation center.
export function useSetDrawCover() {
  return useMutation({
    mutationFn: (input: DrawSetCoverInput) => api.draw.setCover(input),
    onSuccess: (_result, input) => {
      void queryClient.invalidateQueries({ queryKey: callKey('tts', input.target.type === 'task' ? 'taskList' : 'workList') });
    },
  });
}

/// The dubbing tasks and drafts a cover can go to: the first page of each (the newest).
export function useCoverTargets(enabled: boolean) {
  const tasks = useQuery({ queryKey: callKey('tts', 'taskList', { page: 1 }), queryFn: () => api.tts.taskList({ page: 1 }), enabled });
  const works = useQuery({ queryKey: callKey('tts', 'workList', { page: 1 }), queryFn: () => api.tts.workList({ page: 1 }), enabled });
  return { tasks, works };
}

/** The reference picture's upload policy (png/jpeg under 5 MB, spec 02 §5). */
export const drawUploadPolicy = (filename: string) => api.draw.ossPolicy({ filename });

/// A refused or failed reference upload, with the message to show.
export { UploadError as UploadFailed } from './upload';

/// Posts the policy's fields, then the file, to the storage service (our /api/upload, or the S3 bucket) through
/// the one upload of api/upload.ts, reporting progress as a fraction; resolves with the stored key. A cancelled
/// upload rejects with an AbortError, which the page ignores.
export async function postToStorage(policy: UploadPolicy, file: File, onProgress: (fraction: number) => void, signal: AbortSignal): Promise<string> {
  try {
    await uploadWithPolicy(policy, file, {
      onProgress: (percent) => onProgress(percent / 100),
      signal,
      messages: { failed: '参考图片上传失败，请重试', offline: '网络异常，参考图片上传失败' },
    });
    return policy.key;
  } catch (error) {
    if (signal.aborted) throw new DOMException('aborted', 'AbortError');
    throw error;
  }
}
