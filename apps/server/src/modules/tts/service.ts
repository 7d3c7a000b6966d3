import { ttsMessages } from '@peiyin/api-client';
import type { z } from 'zod';
import type { contract } from '@peiyin/api-client';
import type { Renderer } from '../../audio/index.ts';
import type { AppContext } from '../../context.ts';
import type { User } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { resolveAnchor, resolvePlanVoices, voiceKey } from '../catalogue/repo.ts';
import { planScript } from '../tasks/plan.ts';
import type { PcmLoader } from './audio.ts';
import { libraryRepo } from './library.ts';
import { readScript } from './script.ts';

export type AuditionRequest = z.output<typeof contract.tts.audition.body>;

/// spec 02 §5: an audition is at most 1000 characters (the rule wins over the 900 also stated).
export const auditionMax = 1000;

/// The audition (spec 02 §7): one chunk of the editor's selection with its speech parameters, or the
/// picker's {anchorId, text}. Answers the encoded audio as a stream of chunks; everything that can be
/// refused is refused before the first byte, as an envelope error.
export function auditionService(ctx: AppContext, deps: { renderer: Renderer; pcm: PcmLoader }) {
  const library = libraryRepo(ctx.db);
  return {
    async prepare(user: User, input: AuditionRequest, signal: AbortSignal): Promise<AsyncIterable<Buffer>> {
      const script = readScript(input.text, ttsMessages.auditionBlank);
      if (script.length > auditionMax) throw new AppError(400, ttsMessages.auditionTooLong);
      const { anchor, template } = await resolveAnchor(ctx.db, input.anchorId ?? null, input.templateId ?? null);
      // The picker sends no parameters: the anchor speaks with its first template's.
      const picker = input.templateId == null;
      const plan = planScript(input.text, {
        anchorId: anchor.id,
        anchorName: anchor.name,
        templateId: template?.id ?? null,
        intensity: input.intensity,
        role: input.role ?? '',
        pitch: picker && template ? template.pitch_rate : input.pitchRate,
        speed: picker && template ? template.speech_rate : input.speechRate,
        volume: picker && template ? template.volume : input.volume,
      });
      const voices = await resolvePlanVoices(ctx.db, plan.flatMap((s) => (s.kind === 'speech' ? [s.voice] : [])));
      let bgm = null;
      if (input.bgmId != null) {
        const track = await library.bgmFor(user.id, input.bgmId);
        if (!track) throw new AppError(400, ttsMessages.bgmUnknown);
        const pcm = await deps.pcm.load(track.file_key);
        if (!pcm) throw new AppError(400, ttsMessages.bgmUnknown);
        bgm = { pcm, volume: input.bgmVolume, fadeInMs: input.bgmFadein, fadeOutMs: input.bgmFadeout };
      }
      return deps.renderer.stream({
        plan,
        voice: (v) => voices.get(voiceKey(v))!,
        format: 'mp3',
        sampleRate: input.sampleRate,
        sounds: deps.pcm.sound,
        bgm,
        signal,
      });
    },
  };
}
