// The rules of 文案提取 that the service and the job share (spec 02 §5, §9).
import { asrStatus, toolsLimits, toolsMessages } from '@peiyin/api-client';
import type { QueueSpec } from '../../jobs/queue.ts';
import type { Sentence } from '../../providers/asr/types.ts';

export const ASR_LIMITS = {
  maxBytes: toolsLimits.asrMaxBytes,
  maxMs: toolsLimits.asrMaxSeconds * 1000,
  allowedTypes: ['audio/mpeg', 'audio/wav', 'video/mp4', 'audio/x-m4a', 'video/quicktime'],
  messages: { tooLarge: toolsMessages.asrTooLarge, type: toolsMessages.asrFormat },
};

/// A browser's duration and ffmpeg's differ by a frame or two (an MP3's estimate, AAC priming): 20:00.9 is not
/// refused as "over 20 minutes" after the page let it through.
export const DURATION_SLACK_MS = 1000;

/// Whole minutes, rounded up past the same slack, at least one.
export const minutesOf = (durationMs: number) => Math.max(1, Math.ceil(Math.max(0, durationMs - DURATION_SLACK_MS) / 60_000));

const hour = 60 * 60 * 1000;
/// Monthly allowances count months in China time (UTC+8), where the product's users are.
export function monthStart(now: number): number {
  const local = new Date(now + 8 * hour);
  return Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - 8 * hour;
}

export const statusTexts: Record<number, string> = {
  [asrStatus.finished]: '识别成功',
  [asrStatus.waiting]: '排队中',
  [asrStatus.processing]: '识别中',
  [asrStatus.failed]: '识别失败',
};

export interface AsrResult {
  sentences: Sentence[];
  durationMs: number;
  language: string | null;
  log: string;
}

/// The recognitions' queue: the `asr_tasks` table with the spec's status codes.
export const asrQueue: QueueSpec<AsrResult> = {
  table: 'asr_tasks',
  status: { waiting: asrStatus.waiting, processing: asrStatus.processing, finished: asrStatus.finished, failed: asrStatus.failed },
  finish: (result) => ({ sentences: JSON.stringify(result.sentences), duration_ms: Math.round(result.durationMs), language: result.language, log: result.log }),
  interruptedReason: '识别过程多次中断，已停止重试，请重新提交',
};

/// The task's title from the uploaded file's name: without its extension, path or control characters.
export function titleFromFilename(filename: string): string {
  const base = filename.slice(Math.max(filename.lastIndexOf('/'), filename.lastIndexOf('\\')) + 1);
  const dot = base.lastIndexOf('.');
  const name = [...(dot > 0 ? base.slice(0, dot) : base)].filter((c) => c >= ' ').join('').trim();
  return [...name].slice(0, 40).join('') || '文案提取';
}

export function extensionOf(filename: string): string {
  const dot = filename.lastIndexOf('.');
  return dot === -1 ? '' : filename.slice(dot + 1).toLowerCase();
}

export const acceptedExtensions: readonly string[] = [...toolsLimits.asrAudioExtensions, ...toolsLimits.asrVideoExtensions];
