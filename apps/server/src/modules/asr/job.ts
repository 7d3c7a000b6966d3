// The recognition of one queued 文案提取 task (run by the job queue's workers, with its heartbeats and crash
// recovery): a link's media is fetched first (bounded like every media download, then at most 100 MB), the
// file's real length is read and metered, and the configured provider transcribes a local copy.
import { toolsMessages } from '@peiyin/api-client';
import type { FastifyInstance } from 'fastify';
import { ffmpegPath } from '../../audio/ffmpeg.ts';
import type { AsrTaskRow } from '../../db/schema.ts';
import { JobError, type JobBody } from '../../jobs/workers.ts';
import { AsrError } from '../../providers/asr/types.ts';
import { isValidKey, UploadRefusedError } from '../../providers/storage/types.ts';
import { VideoError } from '../../providers/video/types.ts';
import { localCopy, probeMedia } from './media.ts';
import { asrRepo } from './repo.ts';
import { ASR_LIMITS, DURATION_SLACK_MS, minutesOf, monthStart, type AsrResult } from './rules.ts';

const deleted = '任务已删除';

export function asrJob(app: FastifyInstance): JobBody<AsrTaskRow, AsrResult> {
  const repo = asrRepo(app.db);

  /// A share link's media into storage, under the task's own key; the task then plays it like an upload.
  async function fetchLinkMedia(row: AsrTaskRow, signal: AbortSignal): Promise<string> {
    if (!row.media_url) throw new JobError(toolsMessages.shareUrlNoMedia);
    const media = await app.video.download(row.media_url, { headers: row.media_headers ? (JSON.parse(row.media_headers) as Record<string, string>) : {}, signal });
    const ext = isValidKey(`x.${media.extension}`) ? media.extension : 'mp4';
    const key = `uploads/asr/${row.user_id}/${row.code}.${ext}`;
    await app.storage.put(key, media.stream, { maxBytes: ASR_LIMITS.maxBytes, contentType: media.contentType });
    if (!(await repo.setFile(row.id, key, media.contentType.split(';')[0]!.trim() || null))) {
      // deleted while it downloaded: the file must not outlive it
      await app.storage.delete(key);
      throw new JobError(deleted);
    }
    return key;
  }

  return async (row, signal) => {
    const started = Date.now();
    try {
      const key = row.file_key ?? (await fetchLinkMedia(row, signal));
      const copy = await localCopy(app.storage, key, signal);
      try {
        const probe = await probeMedia(ffmpegPath(), copy.file, signal);
        if (!probe.hasAudio) throw new AsrError('audio_invalid');
        const durationMs = probe.durationMs;
        if (durationMs > ASR_LIMITS.maxMs + DURATION_SLACK_MS) throw new JobError(toolsMessages.asrTooLong);
        const minutes = minutesOf(durationMs);
        if (minutes !== row.minutes) {
          // a link whose length the site did not tell: the real minutes must still fit this month's allowance
          if (minutes > row.minutes) {
            const { asr } = await app.entitlements.of(row.user_id);
            const used = await repo.minutesSince(row.user_id, monthStart(row.created_at), row.id);
            if (used + minutes > asr.minutesPerMonth) throw new JobError(toolsMessages.asrMinutesUsedUp(Math.max(0, asr.minutesPerMonth - used)));
          }
          await repo.setLength(row.id, durationMs, minutes);
        }
        // the provider receives no more than what was measured and metered, whatever the file's header says
        const transcript = await app.asr.transcribe({ file: copy.file, signal, maxMs: Math.min(durationMs, ASR_LIMITS.maxMs) + DURATION_SLACK_MS });
        return {
          sentences: transcript.sentences,
          durationMs: transcript.durationMs || durationMs,
          language: transcript.language ?? null,
          log: `${app.asr.id}: ${transcript.sentences.length} sentences from ${Math.round(durationMs / 1000)} s in ${Date.now() - started} ms`,
        };
      } finally {
        await copy.remove();
      }
    } catch (error) {
      if (signal.aborted) throw error;
      // messages written for the user become the task's reason; the log keeps the detail
      if (error instanceof AsrError || error instanceof VideoError) {
        app.log.warn({ task: row.code, detail: error.detail }, `speech recognition failed: ${error.message}`);
        throw new JobError(error.message);
      }
      if (error instanceof UploadRefusedError) throw new JobError(error.reason === 'too_large' ? toolsMessages.asrTooLarge : error.message);
      throw error;
    }
  };
}
