import { docFromText, docToText, parseSsmlDocument, planSynthesis, type DictionaryMatcher, type Segment, type VoiceSettings } from '@peiyin/ssml';
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

type PMNode = ReturnType<typeof docFromText>;

/// The script of each cue of a fitted task (issue 28 §2): one per paragraph with words, as the editor counts them (its
/// `docToText` lines that are not blank). A paragraph without words (nothing, or only a break or a sound) goes with
/// the paragraph before it, or the first one, so that none of its markup is lost and the count stays the editor's.
export function cueParagraphs(doc: PMNode): PMNode[] {
  const groups: PMNode[][] = [];
  const leading: PMNode[] = [];
  doc.forEach((paragraph) => {
    if (docToText(paragraph).trim() !== '') groups.push([...(groups.length ? [] : leading.splice(0)), paragraph]);
    else (groups.at(-1) ?? leading).push(paragraph);
  });
  return groups.map((paragraphs) => doc.type.create(null, paragraphs));
}

/// Plans a fitted task's script cue by cue (`cueParagraphs`): each paragraph planned on its own exactly as
/// `planScript` plans a whole script (its markup, the submitted voice, the dictionary), so a pause never runs from
/// one cue into the next and every segment belongs to one cue.
export function planParagraphs(text: string, voice: VoiceSettings, dictionary: DictionaryMatcher | null = null): Segment[][] {
  const words = dictionary ? { dictionary } : {};
  const parsed = isSsml(text) ? parseSsmlDocument(text) : { doc: docFromText(text), voice: {} };
  return cueParagraphs(parsed.doc).map((doc) => planSynthesis(doc, { voice: { ...parsed.voice, ...voice }, bgm: null, ...words }));
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
