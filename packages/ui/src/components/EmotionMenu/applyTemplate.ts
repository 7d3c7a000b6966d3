import { INTENSITY_RANGE, VOICE_DEFAULTS } from '@peiyin/ssml';

/** An emotion/style template of the current anchor (spec 02 §3 "Emotion template"; the anchor detail's templateList). */
export interface EmotionMenuTemplate {
  id: number | string;
  title: string;
  subtitle?: string | undefined;
  /** Sample audio, played by the row's round player. */
  filepath?: string | undefined;
  pitchRate?: number | null | undefined;
  speechRate?: number | null | undefined;
  volume?: number | null | undefined;
  sampleRate?: number | null | undefined;
  role?: string | null | undefined;
  /** Only members may synthesise with it (the menu marks it 会员). */
  memberOnly?: boolean | undefined;
}

/** What choosing a template sets on the voice (spec 02 §4 "Template selection"). */
export interface TemplateChoice {
  templateId: string;
  templateName: string;
  intensity: number;
  /** The template's role value, null for none. */
  role: string | null;
  pitch: number;
  speed: number;
  volume: number;
  sampleRate: number;
}

/** A template without a volume is applied at 70 (spec 02 §4, §9 "template volume 70"). */
export const TEMPLATE_DEFAULT_VOLUME = 70;

/**
 * spec 02 §4: template selection applies role, pitch, speed, volume (70 if missing), sample rate
 * (16000 if missing) and intensity (1 unless given).
 */
export function applyTemplate(template: EmotionMenuTemplate, intensity: number = INTENSITY_RANGE.default): TemplateChoice {
  return {
    templateId: String(template.id),
    templateName: template.title,
    intensity,
    role: template.role ?? null,
    pitch: template.pitchRate ?? VOICE_DEFAULTS.pitch,
    speed: template.speechRate ?? VOICE_DEFAULTS.speed,
    volume: template.volume ?? TEMPLATE_DEFAULT_VOLUME,
    sampleRate: template.sampleRate ?? VOICE_DEFAULTS.sampleRate,
  };
}
