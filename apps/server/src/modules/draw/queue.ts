import { drawTaskStatus } from '@peiyin/api-client';
import type { QueueSpec } from '../../jobs/queue.ts';

/// spec 02 §4 "Draw task status": 0 queued and 1 running (in progress), 2 done, anything else failed (ours: 3).
export const drawStatus = drawTaskStatus;

/// What a finished drawing writes on its row.
export interface DrawJobResult {
  /** Storage keys of the pictures, in order. */
  images: string[];
  /** What the provider did differently (Chinese), shown under the pictures. */
  notes: string[];
  log: string;
}

/// The drawing tasks' queue: the `draw_tasks` table, with the spec's status codes.
export const drawQueue: QueueSpec<DrawJobResult> = {
  table: 'draw_tasks',
  status: { waiting: drawStatus.queued, processing: drawStatus.running, finished: drawStatus.done, failed: drawStatus.failed },
  finish: (result) => ({ images: JSON.stringify(result.images), notes: JSON.stringify(result.notes), log: result.log }),
  interruptedReason: '绘画过程多次中断，已停止重试，请重新生成',
};
