import { docFromText, parseSsmlDocument, planSynthesis, type DictionaryMatcher, type Segment, type VoiceSettings } from '@peiyin/ssml';
import { isSsml } from './read.ts';

/// Plans a script (spec 02 §3): SSML keeps what it says beyond the voice fields (smart narration
/// settings), the submitted speech parameters (`voice`) win over its outer voice, and background music
/// comes from the submitted fields (resolved by id), never from a URL in the SSML. The user's
/// pronunciation dictionary (`app.pronunciation.of`) applies where no markup says otherwise.
export function planScript(text: string, voice: VoiceSettings, dictionary: DictionaryMatcher | null = null): Segment[] {
  const words = dictionary ? { dictionary } : {};
  if (isSsml(text)) {
    const parsed = parseSsmlDocument(text);
    return planSynthesis(parsed.doc, { voice: { ...parsed.voice, ...voice }, bgm: null, ...words });
  }
  return planSynthesis(docFromText(text), { voice, bgm: null, ...words });
}

/// The voice fields of a task, draft or audition as the planner takes them (ids as strings, '' for none).
export function scriptVoice(fields: {
  anchorId: number;
  anchorName: string;
  templateId: number | null;
  intensity: number;
  role: string;
  pitch: number;
  speed: number;
  volume: number;
}): VoiceSettings {
  return {
    anchorId: String(fields.anchorId),
    anchorName: fields.anchorName,
    templateId: fields.templateId === null ? '' : String(fields.templateId),
    intensity: fields.intensity,
    role: fields.role,
    pitch: fields.pitch,
    speed: fields.speed,
    volume: fields.volume,
  };
}

/// The speech segments' voices of a plan, for resolving them all before synthesis.
export const planVoices = (plan: Segment[]) => plan.flatMap((s) => (s.kind === 'speech' ? [s.voice] : []));

/// The silence a plan asks for, in ms (breaks and punctuation pauses): a script of nothing but 5-second breaks
/// counts one character per break and would otherwise render hours of audio (issue 14 §3).
export const planSilenceMs = (plan: Segment[]) => plan.reduce((sum, s) => sum + (s.kind === 'silence' ? s.ms : 0), 0);

/// The most silence a task of `length` counted characters may ask for (ttsLimits: half a second per
/// character, at least a minute).
export const taskSilenceMaxMs = (length: number, limits: { taskSilencePerCharMs: number; taskSilenceMinMs: number }) =>
  Math.max(limits.taskSilenceMinMs, length * limits.taskSilencePerCharMs);
