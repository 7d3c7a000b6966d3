// Hooks of contract.tools (spec 02 §5 Tools): what each tool can do here, 图片文字识别, 视频提取 and 文案提取.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { asrStatus, toolsLimits, type AsrTask, type UploadPolicy } from '@peiyin/api-client';
import { api } from './client';
import { callKey } from './queryClient';
import { uploadWithPolicy } from './upload';

/// Whether OCR, yt-dlp and a speech-recognition provider are available on this server (未配置 otherwise).
export function useToolsInfo() {
  return useQuery({ queryKey: callKey('tools', 'info'), queryFn: () => api.tools.info(), staleTime: 5 * 60_000 });
}

export type UploadStep = { step: 'policy' } | { step: 'uploading'; percent: number } | { step: 'working' };

/// 图片文字识别: policy, upload (with progress), recognise. Every failure is shown by the page with the spec's
/// prefix (请求失败：… / 图片文字识别失败: …), so the calls are marked handled.
export function useOcrRecognize(onStep: (step: UploadStep) => void) {
  return useMutation({
    mutationFn: async ({ file, type }: { file: File; type: 0 | 1 }) => {
      onStep({ step: 'policy' });
      let policy: UploadPolicy;
      try {
        policy = await api.tools.ocrPolicy({ filename: file.name, type }, { handled: true });
      } catch (error) {
        throw Object.assign(new Error((error as Error).message), { stage: 'policy' as const });
      }
      onStep({ step: 'uploading', percent: 0 });
      await uploadWithPolicy(policy, file, { onProgress: (percent) => onStep({ step: 'uploading', percent }) });
      onStep({ step: 'working' });
      return api.tools.ocrRecognize({ key: policy.key, type }, { handled: true });
    },
  });
}

/// 视频提取's picture captcha: a new one for every parse (each answers one attempt).
export function useRwmCaptcha() {
  return useQuery({ queryKey: callKey('tools', 'rwmCaptcha'), queryFn: () => api.tools.rwmCaptcha(), staleTime: Infinity, gcTime: 0 });
}

export function useRwmParse() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { shareUrl: string; captcha: string }) => api.tools.rwmParse(input, { handled: true }),
    // right or wrong, the picture is used up
    onSettled: () => client.invalidateQueries({ queryKey: callKey('tools', 'rwmCaptcha') }),
  });
}

/// The month's speech-recognition minutes.
export function useAsrUsage(enabled = true) {
  return useQuery({ queryKey: callKey('tools', 'asrUsage'), queryFn: () => api.tools.asrUsage(), enabled });
}

const running = (task: AsrTask) => task.taskStatus !== asrStatus.finished && task.taskStatus !== asrStatus.failed;

/// A page of the caller's tasks; polled every 3 s while any of them is still on its way.
export function useAsrTasks(page: number) {
  const input = { page, pageSize: toolsLimits.asrPageSize };
  return useQuery({
    queryKey: callKey('tools', 'asrTaskList', input),
    queryFn: () => api.tools.asrTaskList(input),
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.list.some(running) ? 3000 : false),
  });
}

export function useAsrTaskDetail(taskCode: string | null) {
  return useQuery({
    queryKey: callKey('tools', 'asrTaskDetails', { taskCode }),
    queryFn: () => api.tools.asrTaskDetails({ taskCode: taskCode! }),
    enabled: taskCode !== null,
    staleTime: 0,
    refetchInterval: (query) => (query.state.data && running(query.state.data) ? 3000 : false),
  });
}

const invalidateTasks = (client: ReturnType<typeof useQueryClient>) =>
  Promise.all([client.invalidateQueries({ queryKey: callKey('tools', 'asrTaskList') }), client.invalidateQueries({ queryKey: callKey('tools', 'asrUsage') })]);

/// 文案提取 from a file: policy (with the length the browser read), upload with progress, then the task.
export function useAsrUpload(onStep: (step: UploadStep) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ file, duration }: { file: File; duration: number }) => {
      onStep({ step: 'policy' });
      const policy = await api.tools.asrPolicy({ filename: file.name, fileLength: file.size, duration }, { handled: true });
      onStep({ step: 'uploading', percent: 0 });
      await uploadWithPolicy(policy, file, { onProgress: (percent) => onStep({ step: 'uploading', percent }) });
      onStep({ step: 'working' });
      return api.tools.asrAddTask({ key: policy.key, filename: file.name }, { handled: true });
    },
    onSuccess: () => invalidateTasks(client),
  });
}

export function useAsrShareLink() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (shareUrl: string) => api.tools.asrParseShareUrl({ shareUrl }, { handled: true }),
    onSuccess: () => invalidateTasks(client),
  });
}

export function useDeleteAsrTask() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (taskCode: string) => api.tools.asrDeleteTask({ taskCode }),
    onSuccess: () => invalidateTasks(client),
  });
}
