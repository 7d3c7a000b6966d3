import { docFromText, parseSsmlDocument, planSynthesis, type Segment, type VoiceSettings } from '@peiyin/ssml';
import { isSsml } from '../tts/script.ts';

/// The voice fields of a task or audition (the speech parameter set, spec 02 §3).
export interface PlanVoice {
  anchorId: number;
  anchorName: string;
  templateId: number | null;
  intensity: number;
  role: string;
  pitch: number;
  speed: number;
  volume: number;
}

/// Plans a script: SSML keeps what it says beyond the voice fields (smart narration settings), the
/// submitted speech parameters win over its outer voice, and background music comes from the
/// submitted fields (resolved by id), never from a URL in the SSML.
export function planScript(text: string, voice: PlanVoice): Segment[] {
  const fields: VoiceSettings = {
    anchorId: String(voice.anchorId),
    anchorName: voice.anchorName,
    templateId: voice.templateId === null ? '' : String(voice.templateId),
    intensity: voice.intensity,
    role: voice.role,
    pitch: voice.pitch,
    speed: voice.speed,
    volume: voice.volume,
  };
  if (isSsml(text)) {
    const parsed = parseSsmlDocument(text);
    return planSynthesis(parsed.doc, { voice: { ...parsed.voice, ...fields }, bgm: null });
  }
  return planSynthesis(docFromText(text), { voice: fields, bgm: null });
}
