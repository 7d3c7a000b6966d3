// Hooks of contract.tts (spec 02 §7 "Voice"): drafts (works), tasks, the sound-effect and background-music
// libraries, and the audition. Saving a draft or adding a task invalidates the lists of the creation center.
import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { ApiClient, AuditionInput, RequestOptions, Task, TaskAddInput, Work, WorkSaveInput } from '@peiyin/api-client';
import { api } from './client';
import { callKey, inQuery, queryClient } from './queryClient';

type PageInput = { page: number; pageSize: number };
type TaskPage = Awaited<ReturnType<ApiClient['tts']['taskList']>>;

export const ttsQueries = {
  workDetail: (workId: number) =>
    queryOptions({ queryKey: callKey('tts', 'workDetail', { workId }), queryFn: (q) => api.tts.workDetail({ workId }, inQuery(q)) }),
  workList: (input: PageInput) =>
    queryOptions({ queryKey: callKey('tts', 'workList', input), queryFn: (q) => api.tts.workList(input, inQuery(q)) }),
  taskList: (input: PageInput) =>
    queryOptions({ queryKey: callKey('tts', 'taskList', input), queryFn: (q) => api.tts.taskList(input, inQuery(q)) }),
  taskDetail: (code: string) =>
    queryOptions({ queryKey: callKey('tts', 'taskDetail', { code }), queryFn: (q) => api.tts.taskDetail({ code }, inQuery(q)) }),
  soundStyleList: () =>
    queryOptions({ queryKey: callKey('tts', 'soundStyleList'), queryFn: (q) => api.tts.soundStyleList(inQuery(q)), staleTime: Infinity }),
  soundSearch: (styleId: number) =>
    queryOptions({ queryKey: callKey('tts', 'soundSearch', { styleId }), queryFn: (q) => api.tts.soundSearch({ styleId }, inQuery(q)), staleTime: Infinity }),
  bgmList: (input: PageInput) =>
    queryOptions({ queryKey: callKey('tts', 'bgmList', input), queryFn: (q) => api.tts.bgmList(input, inQuery(q)) }),
  bgmMine: (input: PageInput) =>
    queryOptions({ queryKey: callKey('tts', 'bgmMine', input), queryFn: (q) => api.tts.bgmMine(input, inQuery(q)) }),
};

/// A draft with its script and voice; `null` asks nothing.
export function useWorkDetail(workId: number | null) {
  return useQuery({ ...ttsQueries.workDetail(workId ?? 0), enabled: workId !== null, staleTime: 0 });
}

/// One page of drafts (创作中心 → 配音草稿); the page shown stays (dimmed) while the next one loads.
export function useWorkList(input: PageInput, enabled: boolean) {
  return useQuery({ ...ttsQueries.workList(input), enabled, placeholderData: keepPreviousData, staleTime: 0 });
}

/// One page of tasks (创作中心 → 配音任务). spec 02 §2.6: a task only reaches status 1 on the server, so while any
/// task shown is on its way the page asks again every `pollMs`; a failed poll stays quiet (the next one or a
/// refresh tries again).
export function useTaskList(input: PageInput, enabled: boolean, pending: (page: TaskPage) => boolean, pollMs: number) {
  return useQuery({
    ...ttsQueries.taskList(input),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchInterval: (query) => (query.state.data && pending(query.state.data) ? pollMs : false),
    // a failure with a list on screen is a background poll's (a refresh reports its own: refetchReported)
    meta: { quietWhenShown: true },
  });
}

/// One task with its sentences (the editor's sentence timeline, issue 27); `null` asks nothing. While it waits or is
/// synthesised it is asked again every `pollMs`, so the timeline shows the progress per sentence.
export function useTaskDetail(code: string | null, pollMs: number) {
  return useQuery({
    ...ttsQueries.taskDetail(code ?? ''),
    enabled: code !== null,
    staleTime: 0,
    refetchInterval: (query) => (query.state.data && (query.state.data.status === 0 || query.state.data.status === 2) ? pollMs : false),
    meta: { quietWhenShown: true },
  });
}

const worksChanged = (workId?: number) => {
  void queryClient.invalidateQueries({ queryKey: callKey('tts', 'workList') });
  if (workId !== undefined) void queryClient.invalidateQueries({ queryKey: ttsQueries.workDetail(workId).queryKey, refetchType: 'none' });
};

/// Saves a draft (spec 02 §5 "Draft save"); an auto-save is silent about failures.
export function useSaveWork() {
  return useMutation({
    mutationFn: ({ input, options }: { input: WorkSaveInput; options?: RequestOptions }) => api.tts.workSave(input, options),
    onSuccess: (saved) => worksChanged(saved.workId),
  });
}

export function useDeleteWork() {
  return useMutation({
    mutationFn: (workId: number) => api.tts.workDelete({ workId }),
    onSuccess: (_answer, workId) => {
      queryClient.removeQueries({ queryKey: ttsQueries.workDetail(workId).queryKey });
      worksChanged();
    },
  });
}

/// Submits a synthesis task (spec 02 §5 "Task submit"); the task list learns of it.
export function useAddTask() {
  return useMutation({
    mutationFn: (input: TaskAddInput) => api.tts.taskAdd(input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: callKey('tts', 'taskList') }),
  });
}

export function useDeleteTask() {
  return useMutation({
    mutationFn: (code: string) => api.tts.taskDelete({ code }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: callKey('tts', 'taskList') }),
  });
}

/// One page of the BGM menu's tracks (the seeded ones, then the user's uploads); the page shown stays while the next loads.
export function useBgmList(page: number) {
  return useQuery({ ...ttsQueries.bgmList({ page, pageSize: 30 }), placeholderData: keepPreviousData });
}

/// How many tracks the user uploaded and may keep (the menu shows 3/50); one row is enough to learn the total.
export function useBgmQuota(enabled: boolean) {
  return useQuery({ ...ttsQueries.bgmMine({ page: 1, pageSize: 1 }), enabled, select: (mine) => ({ used: mine.total, limit: mine.limit }) });
}

const bgmChanged = () =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: callKey('tts', 'bgmList') }),
    queryClient.invalidateQueries({ queryKey: callKey('tts', 'bgmMine') }),
  ]);

/// The BGM menu's upload: the user's track joins the list and counts against the quota.
export function useUploadBgm() {
  return useMutation({
    mutationFn: (file: File) => api.tts.bgmUpload(file, file.name),
    onSuccess: bgmChanged,
  });
}

/// The sound-effect menu's queries (it shows inside the toolbar and asks for what its tabs show): answers come
/// from the cache, so reopening the menu asks nothing again.
export function useSoundStyles() {
  return useQuery(ttsQueries.soundStyleList());
}

/// The sounds of one style; `null` asks nothing.
export function useSounds(styleId: number | string | null) {
  return useQuery({ ...ttsQueries.soundSearch(Number(styleId)), enabled: styleId !== null });
}

/// Deletes one of the user's uploads (its file too): it leaves the list and frees its place in the quota.
export function useDeleteBgm() {
  return useMutation({
    mutationFn: (id: number) => api.tts.bgmDelete({ id }),
    onSuccess: bgmChanged,
  });
}

/// A short text read with a voice, as audio bytes (a custom anchor's sample): the same text and voice are read once.
/// `null` asks nothing; a failure is the caller's to show (it falls back to another sample).
export function useAuditionAudio(input: AuditionInput | null) {
  return useQuery({
    queryKey: callKey('tts', 'audition', input),
    queryFn: (q) => api.tts.audition(input!, inQuery(q)),
    enabled: input !== null,
    staleTime: Infinity,
    retry: false,
    meta: { handled: true },
  });
}

/// One audition chunk as audio (spec 02 §4): not cached — each is asked for once, abortable, and the player shows
/// its failure itself.
export function fetchAudition(input: AuditionInput, signal: AbortSignal): Promise<Blob> {
  return api.tts.audition(input, { signal, handled: true });
}

export type { Task, Work };
