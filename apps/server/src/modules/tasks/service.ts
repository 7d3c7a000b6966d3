import { randomBytes } from 'node:crypto';
import { ttsLimits, ttsMessages, type Subtitle, type Task, type TaskAddResult, type TaskDetail } from '@peiyin/api-client';
import { checkTaskSsml, countSpeechLength, docFromText, docToText, MAX_SPEECH_LENGTH, MESSAGES } from '@peiyin/ssml';
import type { FastifyInstance } from 'fastify';
import type { TaskRow, User } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { statusName, taskStatus } from '../../jobs/queue.ts';
import { planParagraphs, planScript, planSilenceMs, planVoices, scriptVoice, taskSilenceMaxMs } from '../../script/plan.ts';
import { isSsml } from '../../script/read.ts';
import { workTitle } from '../../script/title.ts';
import { fileUrl } from '../files/storage.ts';
import { tasksRepo } from './repo.ts';
import { fitReport } from '../../audio/fit.ts';
import { sentenceProgress } from './progress.ts';
import { formatSubtitles, taskCues, type SegmentTiming } from './subtitles.ts';

/// The speech parameter set a task was submitted with (kept as JSON on the task).
export interface TaskParams {
  templateId: number | null;
  intensity: number;
  role: string;
  pitchRate: number;
  speechRate: number;
  volume: number;
  sampleRate: number;
  bgmId: number | null;
  bgmVolume: number;
  bgmFadein: number;
  bgmFadeout: number;
  version: number;
  /// Dubbed to this timing (issue 28 §2): the cues, each spoken from one paragraph of the script (`planParagraphs`).
  fit?: FitCueInput[];
}

/// One cue of a fitted task: its slot in the original media (ms) and its subtitle, the words as displayed. What it
/// speaks is its paragraph of the task's script, markup included; a plain-text request has its script made of the
/// cues' words, a line each.
export interface FitCueInput {
  start: number;
  end: number;
  text: string;
}

export interface TaskAdd extends Omit<TaskParams, 'templateId' | 'bgmId' | 'role'> {
  title: string;
  anchorType: number;
  anchorId: number;
  templateId?: number | null | undefined;
  role?: string | undefined;
  bgmId?: number | null | undefined;
  text: string;
  cues?: FitCueInput[] | undefined;
}

/// The cues of a fitted task checked (each ends after it starts, in time order, on a bounded timeline: 400
/// otherwise), each subtitle made one line.
function checkCues(cues: readonly FitCueInput[]): FitCueInput[] {
  let previous = 0;
  for (const cue of cues) {
    if (cue.end <= cue.start || cue.start < previous) throw new AppError(400, ttsMessages.fitCueTimes);
    previous = cue.start;
  }
  if ((cues.at(-1)?.end ?? 0) > ttsLimits.fitTimelineMaxMs) throw new AppError(400, ttsMessages.fitTooLong);
  // a line break inside a cue would split it into two lines of the script
  return cues.map((cue) => ({ start: cue.start, end: cue.end, text: cue.text.split('\n').map((line) => line.trim()).filter(Boolean).join(' ') }));
}

/// What a fitted task's audio did with its cues, read from its timings.
function fitOf(row: TaskRow): Task['fit'] {
  if (row.status !== taskStatus.finished || !row.timings || !row.params.includes('"fit"')) return undefined;
  const params = JSON.parse(row.params) as TaskParams;
  if (!params.fit) return undefined;
  const placements = (JSON.parse(row.timings) as SegmentTiming[]).flatMap((t) => (t.fit ? [t.fit] : []));
  return fitReport(placements, params.fit);
}

/// A task's sentences as planned (issue 27): on submission, then again by the worker.
const plannedSentences = (row: TaskRow): string[] => (row.sentences ? (JSON.parse(row.sentences) as string[]) : []);

/// How far a task being synthesised is, in sentences (issue 27).
function progressOf(row: TaskRow): Task['progress'] {
  if (row.status !== taskStatus.processing || !row.sentences) return undefined;
  const total = plannedSentences(row).length;
  return { done: Math.min(row.sentences_done, total), total };
}

/// A task's sentences: with their times in the audio (its subtitle cues) once finished, else as planned.
function sentencesOf(row: TaskRow): TaskDetail['sentences'] {
  if (row.status === taskStatus.finished && row.timings) {
    return taskCues(JSON.parse(row.timings) as SegmentTiming[]).map((cue) => ({ text: cue.text, start: Math.round(cue.start), end: Math.round(cue.end) }));
  }
  return plannedSentences(row).map((text) => ({ text, start: null, end: null }));
}

const hour = 60 * 60 * 1000;
const day = 24 * hour;
/// Daily allowances count days in China time (UTC+8), where the product's users are.
export const dayStart = (now: number) => Math.floor((now + 8 * hour) / day) * day - 8 * hour;

const accepted = '合成任务已提交，请稍后在我的作品中查看任务！';

/// The 402 of a script that speaks an emotion only members may use (the editor offers 立即购买). Where the site sells
/// no membership (`PAY_PROVIDER=none`) it only says what to do instead (issue 27: no buying prompt that cannot be
/// followed).
export const memberOnlyEmotionText = (labels: string[], onSale = true) =>
  `情感主播的情绪为会员专享：${labels.slice(0, 3).join('、')}${labels.length > 3 ? '等' : ''}。${onSale ? '开通会员即可使用全部情绪，或改用“标准”情绪' : '请改用“标准”情绪'}`;

/// The 402 of a used-up daily allowance; a member, or anyone where nothing is sold, is told when it comes back.
export const dailyLimitText = (limit: number, member: boolean, onSale = true) =>
  member || !onSale ? `今日${member ? '' : '免费'}合成次数已用完（每日${limit}次），请明天再来` : `今日免费合成次数已用完（每日${limit}次），开通会员可获得更多合成次数`;

/// Synthesis tasks (spec 02 §7 "Task submit v2", list, delete): the task row is also the queue entry
/// the workers run (src/jobs).
export function tasksService(app: FastifyInstance) {
  const repo = tasksRepo(app.db);
  const library = app.library.repo;

  function toTask(row: TaskRow): Task {
    const finished = row.status === taskStatus.finished && row.file_key;
    return {
      code: row.code,
      title: row.title,
      anchorName: row.anchor_name,
      styleName: row.style_name,
      length: row.length,
      createTime: row.created_at,
      status: row.status,
      statusName: statusName(row.status),
      // The title names the downloaded file (spec 02 §7 "audio files served … with a download name").
      filepath: finished ? `${fileUrl(row.file_key!)}?name=${encodeURIComponent(row.title)}` : null,
      audioBgmPath: row.bgm_file_key ? fileUrl(row.bgm_file_key) : null,
      duration: finished ? row.duration_ms : 0,
      reason: row.status < 0 ? row.reason : null,
      cover: row.cover_key ? app.drawImages.url(row.cover_key) : null,
      ...(fitOf(row) ? { fit: fitOf(row) } : {}),
      ...(progressOf(row) ? { progress: progressOf(row) } : {}),
    };
  }

  async function owned(user: User, code: string): Promise<TaskRow> {
    const row = await repo.find(user.id, code);
    if (!row) throw new AppError(404, ttsMessages.taskNotFound);
    return row;
  }

  return {
    async add(user: User, given: TaskAdd): Promise<TaskAddResult> {
      // dubbing to a timing: the editor's SSML keeps its paragraphs, one per cue, with their markup (issue 28); a
      // plain-text request (字幕配音, the API) is the cues' words, a line each
      const cues = given.cues ? checkCues(given.cues) : null;
      const input = cues && !isSsml(given.text) ? { ...given, text: cues.map((cue) => cue.text).join('\n') } : given;
      // The script: SSML checked exactly as the editor checks it (parse, blank, length ≤ 8000, markup).
      let doc: ReturnType<typeof docFromText>;
      if (isSsml(input.text)) {
        const checked = checkTaskSsml(input.text);
        if (!checked.ok) throw new AppError(400, checked.message);
        doc = checked.value.doc;
      } else {
        doc = docFromText(input.text);
        if (docToText(doc).trim() === '') throw new AppError(400, ttsMessages.taskBlank);
        if (countSpeechLength(doc) > MAX_SPEECH_LENGTH) throw new AppError(400, MESSAGES.tooLong);
      }
      const templateId = input.templateId ?? null;
      // A custom anchor (type 1) speaks with its base anchor: the row keeps that anchor for the worker and
      // the custom anchor's name for the creation center.
      const { anchor, template, name: anchorName } = await app.catalogue.resolveScriptAnchor(user.id, input.anchorType, input.anchorId, templateId);
      const bgmId = input.bgmId ?? null;
      const bgm = bgmId === null ? null : await library.bgmFor(user.id, bgmId);
      if (bgmId !== null && !bgm) throw new AppError(400, ttsMessages.bgmUnknown);
      // Every voice the script speaks with (multi-voice ranges too) must exist now, not fail later.
      const settings = scriptVoice({
        anchorId: anchor.id,
        anchorName,
        templateId: template?.id ?? null,
        intensity: input.intensity,
        role: input.role ?? '',
        pitch: input.pitchRate,
        speed: input.speechRate,
        volume: input.volume,
      });
      // a fitted task is planned cue by cue, as the worker will plan it
      const cuePlans = cues ? planParagraphs(input.text, settings) : null;
      if (cues && cuePlans && cuePlans.length !== cues.length) throw new AppError(400, ttsMessages.fitParagraphs(cuePlans.length, cues.length));
      const plan = cuePlans ? cuePlans.flat() : planScript(input.text, settings);
      const silenceMax = taskSilenceMaxMs(countSpeechLength(doc), ttsLimits);
      if (planSilenceMs(plan) > silenceMax) throw new AppError(400, ttsMessages.taskSilence(silenceMax / 1000));
      await app.catalogue.resolvePlanVoices(planVoices(plan));

      const now = app.now();
      const { tts: allowed } = await app.entitlements.of(user.id);
      const onSale = app.config.pay.mode !== 'none';
      // spec 01 §6: all emotions of the emotion anchors are a member's privilege; others speak them in 标准.
      if (!allowed.allEmotions) {
        const locked = await app.catalogue.memberOnlyEmotions(planVoices(plan));
        if (locked.length) return { status: 402, statusText: memberOnlyEmotionText(locked, onSale) };
      }
      const limit = allowed.dailyTasks;
      if ((await repo.countSince(user.id, dayStart(now))) >= limit) {
        return { status: 402, statusText: dailyLimitText(limit, allowed.level >= 2, onSale) };
      }
      const params: TaskParams = {
        templateId: template?.id ?? null,
        intensity: input.intensity,
        role: input.role ?? '',
        pitchRate: input.pitchRate,
        speechRate: input.speechRate,
        volume: input.volume,
        sampleRate: input.sampleRate,
        bgmId: bgm?.id ?? null,
        bgmVolume: input.bgmVolume,
        bgmFadein: input.bgmFadein,
        bgmFadeout: input.bgmFadeout,
        version: input.version,
        ...(cues ? { fit: cues } : {}),
      };
      const code = randomBytes(12).toString('hex');
      await repo.insert({
        code,
        user_id: user.id,
        title: workTitle(input.title, docToText(doc), '配音任务'),
        anchor_type: input.anchorType,
        anchor_id: anchor.id,
        anchor_name: anchorName,
        style_name: template?.title ?? '',
        params: JSON.stringify(params),
        text: isSsml(input.text) ? input.text : input.text.trim(),
        length: countSpeechLength(doc),
        // spec 01 §6: 48 kHz high-definition audio for members.
        hd: allowed.hd ? 1 : 0,
        status: taskStatus.waiting,
        bgm_file_key: bgm?.file_key ?? null,
        // its sentences from the plan just checked, so a queued task already shows them waiting (issue 27); the worker
        // plans again with the user's dictionary and writes them anew
        sentences: JSON.stringify(sentenceProgress(plan, cues ?? undefined).sentences),
        created_at: now,
      });
      app.jobs.wake('synthesis');
      return { status: 200, statusText: accepted, code };
    },
    async list(user: User, page: number, pageSize: number): Promise<{ total: number; list: Task[] }> {
      const { total, rows } = await repo.page(user.id, page, pageSize);
      return { total, list: rows.map(toTask) };
    },
    async remove(user: User, code: string) {
      const row = await owned(user, code);
      if (!(await repo.markDeleted(user.id, code, app.now()))) throw new AppError(404, ttsMessages.taskNotFound);
      // A running synthesis notices at its next heartbeat and stops; its file is never written under this task.
      if (row.file_key) await app.storage.delete(row.file_key);
      if (row.cover_key) await app.storage.delete(row.cover_key);
      return null;
    },
    async detail(user: User, code: string): Promise<TaskDetail> {
      const row = await owned(user, code);
      return { ...toTask(row), sentences: sentencesOf(row) };
    },
    async subtitle(user: User, code: string, format: 'srt' | 'lrc'): Promise<Subtitle> {
      const row = await owned(user, code);
      if (row.status !== taskStatus.finished || !row.timings) throw new AppError(400, ttsMessages.taskNotFinished);
      // a fitted task: one subtitle per original cue, where its speech is
      const cues = taskCues(JSON.parse(row.timings) as SegmentTiming[]);
      return { format, filename: `${row.title}.${format}`, content: formatSubtitles(cues, format, row.title) };
    },
    toTask,
  };
}

export type TasksService = ReturnType<typeof tasksService>;
