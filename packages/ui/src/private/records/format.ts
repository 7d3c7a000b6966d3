/// Shared helpers of the creation center lists and players (the task list, its cards, the audio scrubber).

const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DD HH:mm' in local time, as the lists show createTime / updateTime (ms timestamps). */
export function formatDateTime(ms: number): string {
  const d = new Date(ms);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** An audio length as the task list shows it: 0:08, 1:23, 1:02:05 (hours only when there are). */
export function formatDuration(ms: number): string {
  const total = Math.max(0, Math.round(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${minutes}:${pad(seconds)}`;
}

export const taskStatusTones = ['default', 'finished', 'processing', 'failed'] as const;
export type TaskStatusTone = (typeof taskStatusTones)[number];

/** spec 02 §2.6/§4: a style per status value — 1 finished, 0 the default (waiting in the queue), 2 processing, negative failed. */
export function taskStatusTone(status: number): TaskStatusTone {
  if (status === 1) return 'finished';
  if (status < 0) return 'failed';
  if (status === 0) return 'default';
  return 'processing';
}

/** Whether a task is still on its way (the page keeps refreshing it until it is not). */
export const isTaskPending = (status: number) => status === 0 || status === 2;
