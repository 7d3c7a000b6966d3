// 文案提取 (spec 02 §2.7, §4, §5, §7): a file (policy, upload, then the task) or a share link becomes a queued
// recognition; the list, the detail with sentences and a playback address, delete; minutes are metered here
// against what the speech-recognition membership allows (app.entitlements).
import { randomBytes } from 'node:crypto';
import { asrStatus, toolsMessages, type AsrAddResult, type AsrTask, type AsrTaskDetail, type AsrUsage, type UploadPolicy } from '@peiyin/api-client';
import type { FastifyInstance } from 'fastify';
import type { AsrTaskRow } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { ffmpegPath } from '../../audio/ffmpeg.ts';
import { ASR_ERROR_MESSAGES } from '../../providers/asr/types.ts';
import type { Sentence } from '../../providers/asr/types.ts';
import { toolError } from '../../http/toolErrors.ts';
import { limiter } from '../../http/limiter.ts';
import { sealer } from '../../http/sealed.ts';
import { localCopy, probeMedia } from './media.ts';
import { asrRepo } from './repo.ts';
import { acceptedExtensions, ASR_LIMITS, DURATION_SLACK_MS, extensionOf, minutesOf, monthStart, statusTexts, titleFromFilename } from './rules.ts';

const POLICY_SECONDS = 30 * 60;
/// A detail view plays the recording for a while; opening it again makes a fresh address.
const AUDIO_REF_TTL_MS = 6 * 60 * 60_000;
export const AUDIO_PATH = '/api/tools/asr/audio';

export interface AudioRef {
  code: string;
  key: string;
  type: string | null;
}

const uploadPrefix = (userId: number) => `uploads/asr/${userId}`;

export function asrService(app: FastifyInstance) {
  const repo = asrRepo(app.db);
  const audioRefs = sealer<AudioRef>(app.secret, 'asr-audio');
  // an upload's length is measured by decoding it (up to 20 minutes ≈ a CPU second): two at once
  const measuring = limiter(2);

  const limits = () => ({ ...ASR_LIMITS, allowedTypes: [...ASR_LIMITS.allowedTypes] });

  function requireConfigured() {
    if (!app.asr.configured) throw new AppError(503, app.asr.notice ?? ASR_ERROR_MESSAGES.unconfigured);
  }

  async function usage(userId: number): Promise<AsrUsage> {
    const { asr } = await app.entitlements.of(userId);
    const used = await repo.minutesSince(userId, monthStart(app.now()));
    return { member: asr.member, minutesPerMonth: asr.minutesPerMonth, usedMinutes: used, remainingMinutes: Math.max(0, asr.minutesPerMonth - used) };
  }

  /// 402 when the month's minutes do not cover `minutes` more (spec 02 §6: payment/VIP needed).
  async function requireMinutes(userId: number, minutes: number) {
    const { remainingMinutes } = await usage(userId);
    if (minutes > remainingMinutes) throw new AppError(402, toolsMessages.asrMinutesUsedUp(remainingMinutes));
  }

  function toTask(row: AsrTaskRow): AsrTask {
    return {
      taskCode: row.code,
      taskTitle: row.title,
      taskStatus: row.status,
      taskStatusText: statusTexts[row.status] ?? '处理中',
      audioDuration: row.duration_ms,
      createTime: row.created_at,
      source: row.source === 'link' ? 'link' : 'upload',
      minutes: row.minutes,
      reason: row.status === asrStatus.failed ? row.reason : null,
    };
  }

  async function owned(userId: number, code: string): Promise<AsrTaskRow> {
    const row = await repo.find(userId, code);
    if (!row) throw new AppError(404, toolsMessages.asrTaskNotFound);
    return row;
  }

  async function queue(row: Omit<Parameters<typeof repo.insert>[0], 'code' | 'status' | 'created_at'>): Promise<AsrAddResult> {
    const code = randomBytes(12).toString('hex');
    await repo.insert({ ...row, code, status: asrStatus.waiting, created_at: app.now() });
    app.jobs.wake('asr');
    return { taskCode: code, statusText: toolsMessages.asrAdded };
  }

  return {
    usage,

    async policy(userId: number, input: { filename: string; fileLength: number; duration: number }): Promise<UploadPolicy> {
      requireConfigured();
      if (!acceptedExtensions.includes(extensionOf(input.filename))) throw new AppError(415, toolsMessages.asrFormat);
      // the browser's duration decides early; the server reads the real one when the task is added
      await requireMinutes(userId, minutesOf(input.duration * 1000));
      return app.storage.createUploadPolicy({ keyPrefix: uploadPrefix(userId), expiresIn: POLICY_SECONDS, ...limits() });
    },

    async addUpload(userId: number, input: { key: string; filename: string }): Promise<AsrAddResult> {
      requireConfigured();
      if (!input.key.startsWith(`${uploadPrefix(userId)}/`) || (await repo.keyInUse(input.key))) throw new AppError(400, toolsMessages.uploadKeyInvalid);
      let stored;
      try {
        stored = await app.storage.verifyUpload(input.key, limits());
      } catch (error) {
        toolError(error);
      }
      const refuse = async (status: number, message: string): Promise<never> => {
        await app.storage.delete(input.key);
        throw new AppError(status, message);
      };
      const copy = await localCopy(app.storage, input.key);
      let probe;
      try {
        probe = await measuring(() => probeMedia(ffmpegPath(), copy.file));
      } catch (error) {
        app.log.warn({ err: error }, 'an ASR upload could not be probed');
        return refuse(400, ASR_ERROR_MESSAGES.audio_invalid);
      } finally {
        await copy.remove();
      }
      if (!probe.hasAudio) return refuse(400, ASR_ERROR_MESSAGES.audio_invalid);
      if (probe.durationMs > ASR_LIMITS.maxMs + DURATION_SLACK_MS) return refuse(400, toolsMessages.asrTooLong);
      const minutes = minutesOf(probe.durationMs);
      try {
        await requireMinutes(userId, minutes);
      } catch (error) {
        await app.storage.delete(input.key);
        throw error;
      }
      return queue({ user_id: userId, title: titleFromFilename(input.filename), source: 'upload', file_key: input.key, file_type: stored.mime, duration_ms: probe.durationMs, minutes });
    },

    async addLink(userId: number, shareUrl: string, signal: AbortSignal): Promise<AsrAddResult> {
      requireConfigured();
      const card = await app.videoTool.card(shareUrl, signal);
      // the sound of the video itself (a short video's `music` is often its background song, not the speech)
      const media = card.video ? (card.video.direct ? card.video.url : null) : (card.music?.url ?? null);
      if (!media) throw new AppError(400, toolsMessages.shareUrlNoMedia);
      const durationMs = card.duration === null ? null : Math.round(card.duration * 1000);
      if (durationMs !== null && durationMs > ASR_LIMITS.maxMs + DURATION_SLACK_MS) throw new AppError(400, toolsMessages.asrTooLong);
      // unknown length: one minute now, the real minutes once the job has the file
      const minutes = durationMs === null ? 1 : minutesOf(durationMs);
      await requireMinutes(userId, minutes);
      return queue({
        user_id: userId,
        title: [...card.title.trim()].slice(0, 40).join('') || '视频文案',
        source: 'link',
        media_url: media,
        media_headers: JSON.stringify(card.httpHeaders),
        duration_ms: durationMs ?? 0,
        minutes,
      });
    },

    async list(userId: number, page: number, pageSize: number): Promise<{ total: number; list: AsrTask[] }> {
      const { total, rows } = await repo.page(userId, page, pageSize);
      return { total, list: rows.map(toTask) };
    },

    async detail(userId: number, code: string): Promise<AsrTaskDetail> {
      const row = await owned(userId, code);
      const sentences = row.status === asrStatus.finished && row.sentences ? (JSON.parse(row.sentences) as Sentence[]) : null;
      return {
        ...toTask(row),
        result: sentences
          ? { sentences: sentences.map((s) => ({ channelId: 0, beginTime: Math.round(s.beginMs), endTime: Math.round(s.endMs), text: s.text })), duration: row.duration_ms }
          : null,
        audioUrl: row.file_key ? `${AUDIO_PATH}/${row.code}?ref=${audioRefs.seal({ code: row.code, key: row.file_key, type: row.file_type }, app.now() + AUDIO_REF_TTL_MS)}` : null,
      };
    },

    async remove(userId: number, code: string): Promise<null> {
      const row = await owned(userId, code);
      if (!(await repo.markDeleted(userId, code, app.now()))) throw new AppError(404, toolsMessages.asrTaskNotFound);
      // a running recognition notices at its next heartbeat and stops
      if (row.file_key) await app.storage.delete(row.file_key);
      return null;
    },

    /** The stored recording a playback reference names (for `code`), or null. */
    openAudio(code: string, reference: string): AudioRef | null {
      const ref = audioRefs.open(reference, app.now());
      return ref && ref.code === code ? ref : null;
    },
  };
}

export type AsrService = ReturnType<typeof asrService>;
