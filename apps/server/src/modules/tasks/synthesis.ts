import { ttsMessages } from '@peiyin/api-client';
import type { FastifyInstance } from 'fastify';
import type { TaskRow } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import type { TaskResult } from '../../jobs/queue.ts';
import { JobError, type JobBody } from '../../jobs/workers.ts';
import { EngineError } from '../../providers/tts/types.ts';
import { planCues, type FitRequest } from '../../audio/fit.ts';
import { planParagraphs, planScript, planVoices, scriptVoice } from '../../script/plan.ts';
import type { TaskParams } from './service.ts';
import { sentenceProgress } from './progress.ts';
import { tasksRepo } from './repo.ts';

/// The synthesis of one task (ARCHITECTURE "Editor → task"): plan the script, resolve every voice,
/// render (engines, silences, sounds, BGM, loudness, MP3; 48 kHz for members) and store the file.
/// A task run again after a crash starts over; the sentence cache makes the sentences already
/// synthesised free, so it resumes where it was in effect.
export function synthesisJob(app: FastifyInstance): JobBody<TaskRow, TaskResult> {
  const { storage, renderer } = app;
  const { library } = app;
  const repo = tasksRepo(app.db);
  return async (task: TaskRow, signal: AbortSignal): Promise<TaskResult> => {
    const started = Date.now();
    const params = JSON.parse(task.params) as TaskParams;
    let voice;
    let plan;
    let fit: FitRequest | undefined;
    try {
      const { anchor, template } = await app.catalogue.resolveAnchor(task.anchor_id, params.templateId);
      const settings = scriptVoice({
          anchorId: anchor.id,
          anchorName: anchor.name,
          templateId: template?.id ?? null,
          intensity: params.intensity,
          role: params.role,
          pitch: params.pitchRate,
          speed: params.speechRate,
          volume: params.volume,
        });
      const dictionary = await app.pronunciation.of(task.user_id);
      if (params.fit) {
        // dubbed to a timing: each cue's paragraph planned on its own, markup and all, spoken in its slot (audio/fit.ts)
        const plans = planParagraphs(task.text, settings, dictionary);
        // accepted with one paragraph per cue (tasks service): another count is a row no submission makes
        if (plans.length !== params.fit.length) throw new JobError(ttsMessages.fitParagraphs(plans.length, params.fit.length));
        const planned = planCues(plans);
        plan = planned.plan;
        fit = { cues: params.fit, cueOf: planned.cueOf };
      } else plan = planScript(task.text, settings, dictionary);
      voice = await app.catalogue.resolvePlanVoices(planVoices(plan));
    } catch (error) {
      // The catalogue changed since the task was accepted (an anchor was removed).
      if (error instanceof AppError) throw new JobError(error.message);
      throw error;
    }
    let bgm = null;
    if (task.bgm_file_key) {
      const pcm = await library.pcm.load(task.bgm_file_key);
      if (!pcm) throw new JobError(ttsMessages.bgmUnknown);
      bgm = { pcm, volume: params.bgmVolume, fadeInMs: params.bgmFadein, fadeOutMs: params.bgmFadeout };
    }
    // progress per sentence (issue 27): the sentences now, then how many are in the mix as it grows
    const progress = sentenceProgress(plan, params.fit);
    await repo.startProgress(task.id, progress.sentences);
    let done = 0;
    const onProgress = async (timing: Parameters<typeof progress.doneAfter>[0]) => {
      const now = progress.doneAfter(timing);
      if (now <= done) return;
      done = now;
      await repo.progress(task.id, done);
    };
    const result = await renderer
      .render({
        onProgress,
        plan,
        voice,
        format: 'mp3',
        sampleRate: params.sampleRate,
        hd: task.hd === 1,
        sounds: library.pcm.sound,
        bgm,
        signal,
        ...(fit ? { fit } : {}),
      })
      .catch((error: unknown) => {
        // A remote engine's refusal (a refused key, a busy service) is the task's reason, in Chinese.
        if (error instanceof EngineError && error.userMessage) throw new JobError(error.userMessage);
        throw error;
      });
    signal.throwIfAborted();
    const fileKey = `tasks/${task.code}.mp3`;
    await storage.put(fileKey, result.data);
    const lookups = result.cache.hits + result.cache.misses;
    const log = {
      attempt: task.attempts,
      segments: plan.length,
      audioMs: Math.round(result.durationMs),
      sampleRate: result.sampleRate,
      wallMs: Date.now() - started,
      engineMs: Math.round(result.engineMs),
      cache: { ...result.cache, hitRate: lookups ? Math.round((result.cache.hits / lookups) * 1000) / 1000 : 0 },
      // MP3 streams encoded side by side (src/audio/mp3parts.ts); 1 for a task under 3 minutes.
      mp3Parts: result.parts ?? 1,
    };
    return { fileKey, bgmFileKey: task.bgm_file_key, durationMs: result.durationMs, timings: JSON.stringify(result.timings), log: JSON.stringify(log) };
  };
}
