import { randomBytes } from 'node:crypto';
import { drawLimits, drawMessages, type DrawOptions, type DrawTask, type UploadPolicy } from '@peiyin/api-client';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { contract } from '@peiyin/api-client';
import type { DrawTaskRow, User } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { drawSizes, drawStyles, drawMessages as providerMessages, findDrawStyle } from '../../providers/draw/index.ts';
import { StorageError, UploadRefusedError, type UploadLimits } from '../../providers/storage/types.ts';
import { stylePictureUrl, type ImageSigner } from './images.ts';
import { drawRepo } from './repo.ts';
import { drawStatus } from './queue.ts';

const hour = 60 * 60 * 1000;
const day = 24 * hour;
/// Daily allowances count days in China time (UTC+8), like the synthesis allowance.
const dayStart = (now: number) => Math.floor((now + 8 * hour) / day) * day - 8 * hour;

/// spec 02 §5: the reference picture is png or jpeg under 5 MB, checked by content.
const referenceLimits: UploadLimits = {
  maxBytes: drawLimits.refMaxBytes,
  allowedTypes: drawLimits.refTypes,
  messages: { tooLarge: drawMessages.refImageTooLarge, type: drawMessages.refImageType },
};
/// A policy is good for one upload within 10 minutes.
const policySeconds = 600;

type SetCoverInput = z.output<typeof contract.draw.setCover.body>;
type AddInput = z.output<typeof contract.draw.taskAdd.body>;

export const drawTaskMessages = {
  queued: '排队中',
  queuedBehind: (n: number) => `排队中，前面还有 ${n} 个任务`,
  running: `生成中，预计需要 ${drawLimits.expectedTime}`,
  done: '已完成',
  failed: '生成失败，请重新生成',
  notSettled: '任务尚未完成，请稍后再试', // ours: regenerate before the task settled
  quotaUsed: (perDay: number, member: boolean) =>
    `今日绘画额度已用完（每日${perDay}张）${member ? '，请明天再来' : '，开通会员可获得更多额度'}`,
  quotaLeft: (left: number) => `今日还可生成${left}张，请减少生成数量`,
} as const;

const parseList = (value: string | null): string[] => {
  if (!value) return [];
  const parsed: unknown = JSON.parse(value);
  return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : [];
};

/// AI drawing (spec 02 §2.11, §7 `/api/draw`): options, the reference upload policy, tasks on the job queue,
/// and a finished picture as the cover of a dubbing task or draft. Every task, picture and cover is its
/// owner's only.
export function drawService(app: FastifyInstance, signer: ImageSigner) {
  const repo = drawRepo(app.db);
  const fileName = (row: DrawTaskRow, index: number) => `AI绘画-${row.code.slice(0, 8)}-${index + 1}.png`;

  function ensureConfigured() {
    // With no provider configured every call says how to configure one.
    if (!app.drawProvider.configured) throw new AppError(503, providerMessages.notConfigured);
  }

  async function quota(userId: number): Promise<{ perDay: number; left: number; member: boolean }> {
    const { draw } = await app.entitlements.of(userId);
    const used = await repo.imagesSince(userId, dayStart(app.now()));
    return { perDay: draw.imagesPerDay, left: Math.max(0, draw.imagesPerDay - used), member: draw.imagesPerDay > app.config.drawTasks.freeImagesPerDay };
  }

  async function checkQuota(userId: number, count: number) {
    const { perDay, left, member } = await quota(userId);
    if (left <= 0) throw new AppError(402, drawTaskMessages.quotaUsed(perDay, member));
    if (count > left) throw new AppError(402, drawTaskMessages.quotaLeft(left));
  }

  async function statusText(row: DrawTaskRow): Promise<string> {
    switch (row.status) {
      case drawStatus.queued: {
        const ahead = await repo.queuedBefore(row.id);
        return ahead > 0 ? drawTaskMessages.queuedBehind(ahead) : drawTaskMessages.queued;
      }
      case drawStatus.running:
        return drawTaskMessages.running;
      case drawStatus.done:
        return drawTaskMessages.done;
      default:
        return row.reason ?? drawTaskMessages.failed;
    }
  }

  async function toTask(row: DrawTaskRow): Promise<DrawTask> {
    const done = row.status === drawStatus.done;
    return {
      taskCode: row.code,
      createTime: row.created_at,
      styleId: row.style_id,
      styleName: row.style_name,
      paramSize: row.size,
      paramNum: row.count,
      paramPrompt: row.prompt,
      paramRefImg: row.ref_key ? signer.url(row.ref_key) : null,
      paramRefMode: row.ref_mode === 'repaint' ? 'repaint' : 'refonly',
      paramRefStrength: row.ref_strength,
      taskStatus: row.status,
      taskStatusText: await statusText(row),
      imageList: done ? parseList(row.images).map((key, index) => ({ url: signer.url(key), downloadUrl: signer.url(key, fileName(row, index)) })) : [],
      notes: done ? parseList(row.notes) : [],
    };
  }

  async function owned(user: User, code: string): Promise<DrawTaskRow> {
    const row = await repo.find(user.id, code);
    if (!row) throw new AppError(404, drawMessages.taskNotFound);
    return row;
  }

  /// The reference must be the caller's own upload (under their prefix) and still pass the limits by content.
  async function verifiedReference(user: User, key: string): Promise<string> {
    if (!key.startsWith(`draw/${user.id}/refs/`)) throw new AppError(400, drawMessages.refImageInvalid);
    try {
      await app.storage.verifyUpload(key, referenceLimits);
    } catch (error) {
      if (error instanceof UploadRefusedError) throw new AppError(error.status, error.reason === 'missing' ? drawMessages.refImageInvalid : error.message);
      // a key storage cannot name (`…/refs/`, `…/a b`, `…/x.php.png`) is no upload of theirs (issue 26 §5)
      if (error instanceof StorageError && (error.code === 'invalid_key' || error.code === 'not_found')) throw new AppError(400, drawMessages.refImageInvalid);
      throw error;
    }
    return key;
  }

  async function queue(user: User, fields: Omit<DrawTaskRow, 'id' | 'code' | 'user_id' | 'status' | 'reason' | 'attempts' | 'locked_by' | 'heartbeat_at' | 'images' | 'notes' | 'log' | 'created_at' | 'started_at' | 'finished_at' | 'deleted_at'>) {
    await checkQuota(user.id, fields.count);
    const row = await repo.insert({ ...fields, code: randomBytes(12).toString('hex'), user_id: user.id, status: drawStatus.queued, created_at: app.now() });
    app.jobs.wake('draw');
    return toTask(row);
  }

  return {
    toTask,
    async options(user: User): Promise<DrawOptions> {
      const { perDay, left } = await quota(user.id);
      return {
        styleList: drawStyles.map((style) => ({ id: style.id, name: style.name, pic: stylePictureUrl(style.slug) })),
        sizeList: drawSizes.map(({ name, ratio, value, width, height }) => ({ name, ratio, value, width, height })),
        countList: [...drawLimits.counts],
        provider: { configured: app.drawProvider.configured, name: app.drawProvider.id },
        quota: { perDay, left },
      };
    },
    async policy(user: User, filename: string): Promise<UploadPolicy> {
      ensureConfigured();
      // The name only catches an obvious mistake early; the bytes decide (checked on upload and on use).
      if (!/\.(png|jpe?g)$/i.test(filename)) throw new AppError(400, drawMessages.refImageType);
      return app.storage.createUploadPolicy({ keyPrefix: `draw/${user.id}/refs`, expiresIn: policySeconds, ...referenceLimits });
    },
    async add(user: User, input: AddInput): Promise<DrawTask> {
      ensureConfigured();
      const style = findDrawStyle(input.styleId);
      if (!style) throw new AppError(400, drawMessages.styleUnknown);
      const size = drawSizes.find((item) => item.value === input.size);
      if (!size) throw new AppError(400, drawMessages.sizeRequired);
      const refKey = input.refImage ? await verifiedReference(user, input.refImage) : null;
      return queue(user, {
        style_id: style.id,
        style_name: style.name,
        prompt: input.prompt.trim(),
        size: size.value,
        width: size.width,
        height: size.height,
        count: input.count,
        ref_key: refKey,
        ref_mode: input.refMode,
        ref_strength: input.refStrength,
      });
    },
    async list(user: User, page: number, pageSize: number): Promise<{ list: DrawTask[]; hasMore: boolean }> {
      const rows = await repo.page(user.id, page, pageSize);
      return { list: await Promise.all(rows.slice(0, pageSize).map(toTask)), hasMore: rows.length > pageSize };
    },
    async check(user: User, code: string): Promise<DrawTask> {
      return toTask(await owned(user, code));
    },
    /// spec 02 §4: status above 1 allows regenerate. A new task with the same parameters, so the pictures
    /// already made stay (ours: the spec does not say whether they are replaced).
    async regenerate(user: User, code: string): Promise<DrawTask> {
      const row = await owned(user, code);
      if (row.status <= drawStatus.running) throw new AppError(400, drawTaskMessages.notSettled);
      ensureConfigured();
      const refKey = row.ref_key ? await verifiedReference(user, row.ref_key) : null;
      return queue(user, {
        style_id: row.style_id,
        style_name: row.style_name,
        prompt: row.prompt,
        size: row.size,
        width: row.width,
        height: row.height,
        count: row.count,
        ref_key: refKey,
        ref_mode: row.ref_mode,
        ref_strength: row.ref_strength,
      });
    },
    async remove(user: User, code: string): Promise<null> {
      const row = await owned(user, code);
      if (!(await repo.markDeleted(user.id, code, app.now()))) throw new AppError(404, drawMessages.taskNotFound);
      // A running drawing notices at its next heartbeat and stops; its pictures are never kept under this task.
      await Promise.all(parseList(row.images).map((key) => app.storage.delete(key)));
      if (row.ref_key && !(await repo.referenceInUse(row.ref_key))) await app.storage.delete(row.ref_key);
      return null;
    },
    /// The picture is copied for the cover, so deleting the drawing later leaves the cover in place.
    async setCover(user: User, input: SetCoverInput): Promise<{ cover: string }> {
      const row = await owned(user, input.taskCode);
      if (row.status !== drawStatus.done) throw new AppError(400, drawMessages.taskNotFinished);
      const source = parseList(row.images)[input.index];
      if (!source) throw new AppError(400, drawMessages.imageIndexInvalid);
      const coverKey = `draw/${user.id}/covers/${randomBytes(12).toString('hex')}.png`;
      await app.storage.put(coverKey, await app.storage.readAll(source), { contentType: 'image/png' });
      const target = input.target;
      const set = target.type === 'task' ? await repo.setTaskCover(user.id, target.code, coverKey) : await repo.setWorkCover(user.id, target.workId, coverKey);
      if (!set) {
        await app.storage.delete(coverKey);
        throw new AppError(404, drawMessages.coverTargetNotFound);
      }
      if (set.previous) await app.storage.delete(set.previous);
      return { cover: signer.url(coverKey) };
    },
  };
}

export type DrawService = ReturnType<typeof drawService>;
