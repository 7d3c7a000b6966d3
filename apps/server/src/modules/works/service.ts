import { ttsLimits, ttsMessages, type Work, type WorkSummary } from '@peiyin/api-client';
import type { FastifyInstance } from 'fastify';
import type { User, WorkRow } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { readScript } from '../../script/read.ts';
import { workTitle } from '../../script/title.ts';
import { worksRepo } from './repo.ts';

export interface WorkSave {
  workId?: number | null | undefined;
  title: string;
  anchorType: number;
  anchorId: number;
  templateId?: number | null | undefined;
  role?: string | undefined;
  intensity: number;
  pitchRate: number;
  speechRate: number;
  volume: number;
  bgmId?: number | null | undefined;
  bgmVolume: number;
  bgmFadein: number;
  bgmFadeout: number;
  text: string;
  version: number;
}

/// What `\s` matches, by code (a test per character is a pattern run per character: slow on long blank runs).
function isBlank(code: number): boolean {
  return (
    (code >= 9 && code <= 13) || code === 32 || code === 0xa0 || code === 0x1680 || (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 || code === 0x2029 || code === 0x202f || code === 0x205f || code === 0x3000 || code === 0xfeff
  );
}

/// The drafts list shows a work's first 50 characters without markup (tags dropped, whitespace runs as one
/// space). One pass that stops at 50: issue 14 §2 found `<[^>]*>` over a draft of 200 000 `<` blocking the
/// event loop for 15.7 s (it rescans the rest of the text from every `<`).
export function summaryOf(text: string, max = 50): string {
  const out: string[] = [];
  let space = false;
  let tagCloses = true;
  for (let i = 0; i < text.length && out.length < max; ) {
    const c = text[i]!;
    if (c === '<' && tagCloses) {
      const end = text.indexOf('>', i + 1);
      if (end >= 0) {
        i = end + 1;
        continue;
      }
      // No '>' after this '<': none after a later one either, so the rest is text.
      tagCloses = false;
    }
    const code = text.codePointAt(i)!;
    const width = code > 0xffff ? 2 : 1;
    if (isBlank(code)) space = out.length > 0;
    else {
      if (space) out.push(' ');
      space = false;
      out.push(text.slice(i, i + width));
    }
    i += width;
  }
  return out.slice(0, max).join('');
}

/// The names shown beside a work's ids: its anchor's, its template's and its background music's ('' when the track
/// is gone: the draft then has none).
interface WorkNames {
  anchorName: string;
  templateName: string;
  bgmName: string | null;
}

function toWork(row: WorkRow, names: WorkNames): Work {
  return {
    workId: row.id,
    title: row.title,
    anchorType: row.anchor_type,
    anchorId: row.anchor_id,
    anchorName: names.anchorName,
    styleName: names.templateName,
    templateId: row.template_id,
    templateName: names.templateName,
    role: row.role,
    intensity: row.intensity,
    pitchRate: row.pitch_rate,
    speechRate: row.speech_rate,
    volume: row.volume,
    text: row.text,
    contentVersion: row.content_version,
    length: row.length,
    updateTime: row.updated_at,
    // a track deleted since the draft was saved is no longer the draft's (its task would be refused)
    bgmId: row.bgm_id !== null && names.bgmName !== null ? row.bgm_id : null,
    bgmName: row.bgm_id !== null ? (names.bgmName ?? '') : '',
    bgmVolume: row.bgm_volume,
    bgmFadein: row.bgm_fadein,
    bgmFadeout: row.bgm_fadeout,
  };
}

/// Drafts (spec 02 §3 "Work", §7): only the owner sees or changes a work; saving stores
/// contentVersion 2; empty text is refused with 文案内容不能为空.
export function worksService(app: FastifyInstance) {
  const repo = worksRepo(app.db);
  async function names(row: Pick<WorkRow, 'user_id' | 'anchor_type' | 'anchor_id' | 'template_id' | 'bgm_id'>): Promise<WorkNames> {
    const [anchor, template] = await repo.names(row.anchor_type, row.anchor_id, row.template_id);
    const bgm = row.bgm_id === null ? undefined : await app.library.repo.bgmFor(row.user_id, row.bgm_id);
    return { anchorName: anchor?.name ?? '', templateName: template?.title ?? '', bgmName: bgm?.name ?? null };
  }
  return {
    async save(user: User, input: WorkSave) {
      const script = readScript(input.text, ttsMessages.draftBlank);
      // A draft is a task not yet sent: the same 8000 speech length (spec 02 §9); its markup is bounded by the
      // contract's rawTextMax.
      if (script.length > ttsLimits.scriptMax) throw new AppError(400, ttsMessages.textTooLong);
      // The anchor must exist: a system anchor (type 0) or the caller's own custom anchor (type 1).
      const templateId = input.templateId ?? null;
      await app.catalogue.resolveScriptAnchor(user.id, input.anchorType, input.anchorId, templateId);
      // the music must be one the user may use (a seeded track or their own upload), as for a task
      const bgmId = input.bgmId ?? null;
      if (bgmId !== null && !(await app.library.repo.bgmFor(user.id, bgmId))) throw new AppError(400, ttsMessages.bgmUnknown);
      const title = workTitle(input.title, script.plain, '未命名草稿');
      const now = app.now();
      const row = {
        title,
        anchor_type: input.anchorType,
        anchor_id: input.anchorId,
        template_id: templateId,
        role: input.role ?? null,
        intensity: input.intensity,
        pitch_rate: input.pitchRate,
        speech_rate: input.speechRate,
        volume: input.volume,
        bgm_id: bgmId,
        bgm_volume: input.bgmVolume,
        bgm_fadein: input.bgmFadein,
        bgm_fadeout: input.bgmFadeout,
        text: input.text,
        // Whatever the client sends, a saved draft is in the current format (spec 02 §3: version 2 when saved).
        content_version: 2,
        length: script.length,
        updated_at: now,
      };
      let workId: number;
      if (input.workId != null) {
        if (!(await repo.update(user.id, input.workId, row))) throw new AppError(404, ttsMessages.workNotFound);
        workId = input.workId;
      } else {
        workId = await repo.insert({ ...row, user_id: user.id, created_at: now });
      }
      return { workId, title, updateTime: now };
    },
    async list(user: User, page: number, pageSize: number): Promise<{ total: number; list: WorkSummary[] }> {
      const { total, rows } = await repo.page(user.id, page, pageSize);
      return {
        total,
        list: rows.map(({ anchor_name, custom_name, template_title, bgm_name, ...row }) => {
          const { text, ...work } = toWork(row, { anchorName: anchor_name ?? custom_name ?? '', templateName: template_title ?? '', bgmName: bgm_name ?? null });
          return { ...work, summary: summaryOf(text), cover: row.cover_key ? app.drawImages.url(row.cover_key) : null };
        }),
      };
    },
    async detail(user: User, workId: number): Promise<Work> {
      const row = await repo.find(user.id, workId);
      if (!row) throw new AppError(404, ttsMessages.workNotFound);
      return toWork(row, await names(row));
    },
    async remove(user: User, workId: number) {
      const row = await repo.find(user.id, workId);
      if (!row || !(await repo.remove(user.id, workId))) throw new AppError(404, ttsMessages.workNotFound);
      if (row.cover_key) await app.storage.delete(row.cover_key);
      return null;
    },
  };
}

export type WorksService = ReturnType<typeof worksService>;
