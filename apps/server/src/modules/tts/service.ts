import { ttsLimits, ttsMessages } from '@peiyin/api-client';
import type { z } from 'zod';
import type { contract } from '@peiyin/api-client';
import type { Renderer, RenderRequest } from '../../audio/index.ts';
import type { FastifyInstance } from 'fastify';
import type { User } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { planScript, planSilenceMs, planVoices, scriptVoice } from '../../script/plan.ts';
import { readScript } from '../../script/read.ts';
import type { PcmLoader } from './audio.ts';
import type { LibraryRepo } from './repo.ts';

export type AuditionRequest = z.output<typeof contract.tts.audition.body>;

/// spec 02 §5: an audition is at most 1000 characters (the rule wins over the 900 also stated).
export const auditionMax = 1000;

/// The audition (spec 02 §7): one chunk of the editor's selection with its speech parameters, or the
/// picker's {anchorId, text}. Answers the encoded audio as a stream of chunks; everything that can be
/// refused is refused before the first byte, as an envelope error.
export function auditionService(app: FastifyInstance, deps: { renderer: Renderer; pcm: PcmLoader; library: LibraryRepo }) {
  const { library } = deps;
  /// What the renderer is asked for an audition (everything that can be refused is refused here).
  async function renderRequest(user: User, input: AuditionRequest, signal: AbortSignal): Promise<RenderRequest> {
    const script = readScript(input.text, ttsMessages.auditionBlank);
    if (script.length > auditionMax) throw new AppError(400, ttsMessages.auditionTooLong);
    const { anchor, template } = await app.catalogue.resolveAnchor(input.anchorId ?? null, input.templateId ?? null);
    // The picker sends no parameters: the anchor speaks with its first template's.
    const picker = input.templateId == null;
    const plan = planScript(
      input.text,
      scriptVoice({
        anchorId: anchor.id,
        anchorName: anchor.name,
        templateId: template?.id ?? null,
        intensity: input.intensity,
        role: input.role ?? '',
        pitch: picker && template ? template.pitch_rate : input.pitchRate,
        speed: picker && template ? template.speech_rate : input.speechRate,
        volume: picker && template ? template.volume : input.volume,
      }),
      await app.pronunciation.of(user.id),
    );
    if (planSilenceMs(plan) > ttsLimits.auditionSilenceMaxMs) throw new AppError(400, ttsMessages.auditionSilence);
    const voice = await app.catalogue.resolvePlanVoices(planVoices(plan));
    let bgm = null;
    if (input.bgmId != null) {
      const track = await library.bgmFor(user.id, input.bgmId);
      if (!track) throw new AppError(400, ttsMessages.bgmUnknown);
      const pcm = await deps.pcm.load(track.file_key);
      if (!pcm) throw new AppError(400, ttsMessages.bgmUnknown);
      bgm = { pcm, volume: input.bgmVolume, fadeInMs: input.bgmFadein, fadeOutMs: input.bgmFadeout };
    }
    return { plan, voice, format: 'mp3', sampleRate: input.sampleRate, sounds: deps.pcm.sound, bgm, signal };
  }
  /// One prefetch per person at a time: a newer one (the script changed again) cancels what is still queued of the older.
  const prefetching = new Map<number, AbortController>();
  return {
    async prepare(user: User, input: AuditionRequest, signal: AbortSignal): Promise<AsyncIterable<Buffer>> {
      return deps.renderer.stream(await renderRequest(user, input, signal));
    },
    /// The audition the editor expects next, spoken ahead of its click into the sentence cache, when the voice's
    /// engine is slow and idle (the neural voice); whether it was.
    async prefetch(user: User, input: AuditionRequest, signal: AbortSignal): Promise<boolean> {
      prefetching.get(user.id)?.abort();
      const own = new AbortController();
      prefetching.set(user.id, own);
      try {
        // without its BGM: the music changes no sentence the cache keeps, and decoding and mixing it would be wasted
        return await deps.renderer.prefetch(await renderRequest(user, { ...input, bgmId: null }, AbortSignal.any([signal, own.signal])));
      } finally {
        if (prefetching.get(user.id) === own) prefetching.delete(user.id);
      }
    },
  };
}

export type AuditionService = ReturnType<typeof auditionService>;
