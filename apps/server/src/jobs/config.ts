import os from 'node:os';

/// Settings of the synthesis queue (README "Synthesis tasks"), read from the environment.
export interface JobsConfig {
  /** Tasks synthesised at the same time by this process (`TTS_TASK_CONCURRENCY`, default half the cores, at least 1; 0 = no worker in this process). */
  concurrency: number;
  /** Claims of one task before it is failed (`TTS_TASK_MAX_ATTEMPTS`, default 3): a task interrupted by crashes that often is given up. */
  maxAttempts: number;
  /** A worker refreshes its claim this often (`TTS_TASK_HEARTBEAT_MS`, default 5000). */
  heartbeatMs: number;
  /** A processing task whose claim is older than this belongs to a dead worker (`TTS_TASK_STALE_MS`, default 30000). */
  staleMs: number;
  /** How often idle workers look for work another process queued (`TTS_TASK_POLL_MS`, default 1000). */
  pollMs: number;
  /** Free synthesis tasks per day for non-members (`TTS_FREE_DAILY_TASKS`, default 5); VIP level 2 gets 80, level 3 and above 90 (spec 01 §9). */
  freeDailyTasks: number;
}

export class JobsConfigError extends Error {
  override readonly name = 'JobsConfigError';
}

export function loadJobsConfig(env: Record<string, string | undefined> = process.env): JobsConfig {
  const int = (name: string, fallback: number, min: number) => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    const n = Number(raw);
    if (!Number.isInteger(n) || n < min) throw new JobsConfigError(`${name} must be a whole number ≥ ${min}`);
    return n;
  };
  return {
    concurrency: int('TTS_TASK_CONCURRENCY', Math.max(1, Math.floor(os.availableParallelism() / 2)), 0),
    maxAttempts: int('TTS_TASK_MAX_ATTEMPTS', 3, 1),
    heartbeatMs: int('TTS_TASK_HEARTBEAT_MS', 5000, 50),
    staleMs: int('TTS_TASK_STALE_MS', 30_000, 100),
    pollMs: int('TTS_TASK_POLL_MS', 1000, 10),
    freeDailyTasks: int('TTS_FREE_DAILY_TASKS', 5, 0),
  };
}
