// The audition request of a custom anchor (spec 02 §7 POST /api/tts/audition): its system template, role and
// intensity with a given pitch, speed and volume, for one piece of text.
import type { AuditionInput, CustomAnchor } from '@peiyin/api-client';

export function customAuditionInput(
  anchor: Pick<CustomAnchor, 'templateId' | 'intensity' | 'role'>,
  voice: { pitch: number; speed: number; volume: number },
  text: string,
): AuditionInput {
  return {
    templateId: anchor.templateId,
    intensity: anchor.intensity,
    role: anchor.role,
    pitchRate: voice.pitch,
    speechRate: voice.speed,
    volume: voice.volume,
    text,
  };
}
