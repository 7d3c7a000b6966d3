// Loading the voice the editor speaks with (spec 02 §2.2 query, §4 "Template selection", "Setting a work"):
// a system anchor (anchorType 0) with its emotion templates and roles, or one of the user's custom anchors
// (anchorType 1), which speaks with the system anchor and template it was saved from.
import type { AnchorDetail, CustomAnchor, EmotionTemplate, Work } from '@peiyin/api-client';
import { VOICE_DEFAULTS, type VoiceSettings } from '@peiyin/ssml';
import { applyTemplate, type Voice } from '@peiyin/ui';
import { anchorQueries } from '../../api/anchor';
import { queryClient } from '../../api/queryClient';
import type { SpeechSetup } from './speech';

/// The anchor a voice speaks with, in full: its detail (whose emotions and roles feed the emotion and role
/// menus) and, for a custom anchor, the saved custom anchor.
export interface VoiceAnchor {
  detail: AnchorDetail;
  /// Set when the voice is a custom anchor.
  custom: CustomAnchor | null;
}

/// What choosing a template does to the voice (spec 02 §4), as the emotion menu applies it: its role,
/// pitch, speed, volume (70 if missing) and sample rate; intensity back to 1.
export function withTemplate(voice: Voice, template: EmotionTemplate | undefined, roles: AnchorDetail['roleList']): Voice {
  if (!template) return { ...voice, templateId: null, templateName: '' };
  const choice = applyTemplate(template);
  return {
    ...voice,
    templateId: template.id,
    templateName: choice.templateName,
    role: choice.role,
    roleName: choice.role === null ? null : (roles.find((r) => r.value === choice.role)?.name ?? choice.role),
    pitch: choice.pitch,
    speed: choice.speed,
    volume: choice.volume,
    sampleRate: choice.sampleRate,
    intensity: choice.intensity,
  };
}

// Through the query cache: the detail a picker has just shown is not asked for again when the editor takes the
// voice (spec 02 §7; issue 11). The page shows a failure itself, once.
const detailOf = (anchorId: number) => queryClient.fetchQuery({ ...anchorQueries.detail(anchorId), meta: { handled: true } });
const customOf = (customId: number) => queryClient.fetchQuery({ ...anchorQueries.customDetail(customId), meta: { handled: true } });

/// A system anchor's voice: the template of the query (or the first), the role of the query when it exists.
export async function loadSystemVoice(anchorId: number, templateId: number | null, roleId: number | null): Promise<{ voice: Voice; source: VoiceAnchor }> {
  const detail = await detailOf(anchorId);
  const base: Voice = {
    anchorType: 0,
    anchorId,
    anchorName: detail.name,
    avatar: detail.avatar,
    templateId: null,
    templateName: '',
    role: null,
    roleName: null,
    intensity: VOICE_DEFAULTS.intensity,
    pitch: VOICE_DEFAULTS.pitch,
    speed: VOICE_DEFAULTS.speed,
    volume: VOICE_DEFAULTS.volume,
    sampleRate: VOICE_DEFAULTS.sampleRate,
  };
  const template = detail.templateList.find((t) => t.id === templateId) ?? detail.templateList[0];
  let voice = withTemplate(base, template, detail.roleList);
  const role = roleId === null ? undefined : detail.roleList.find((r) => r.id === roleId);
  if (role) voice = { ...voice, role: role.value, roleName: role.name };
  return { voice, source: { detail, custom: null } };
}

/// A custom anchor's voice: its saved template, role and sliders, over its base anchor's detail.
export async function loadCustomVoice(customId: number): Promise<{ voice: Voice; source: VoiceAnchor }> {
  const custom = await customOf(customId);
  const detail = await detailOf(custom.anchorId);
  const template = detail.templateList.find((t) => t.id === custom.templateId);
  const voice: Voice = {
    anchorType: 1,
    anchorId: custom.id,
    anchorName: custom.name,
    avatar: custom.avatar || detail.avatar,
    templateId: custom.templateId,
    templateName: custom.templateName,
    role: custom.role,
    roleName: custom.role === null ? null : (detail.roleList.find((r) => r.value === custom.role)?.name ?? custom.role),
    intensity: custom.intensity,
    pitch: custom.pitch,
    speed: custom.speed,
    volume: custom.volume,
    sampleRate: template?.sampleRate || VOICE_DEFAULTS.sampleRate,
  };
  return { voice, source: { detail, custom } };
}

export function loadVoice(anchorType: 0 | 1, anchorId: number, templateId: number | null, roleId: number | null) {
  return anchorType === 1 ? loadCustomVoice(anchorId) : loadSystemVoice(anchorId, templateId, roleId);
}

/// A draft's voice: its anchor, then its own values (spec 02 §4 "Setting a work": speed 1, volume 100 by default).
export async function loadWorkVoice(work: Work): Promise<{ voice: Voice; source: VoiceAnchor }> {
  const anchorType = work.anchorType === 1 ? 1 : 0;
  const loaded = await loadVoice(anchorType, work.anchorId, work.templateId, null);
  const template = loaded.source.detail.templateList.find((t) => t.id === work.templateId);
  const role = work.role ?? null;
  return {
    source: loaded.source,
    voice: {
      ...loaded.voice,
      templateId: work.templateId ?? loaded.voice.templateId,
      templateName: template?.title ?? work.templateName ?? loaded.voice.templateName,
      role,
      roleName: role === null ? null : (loaded.source.detail.roleList.find((r) => r.value === role)?.name ?? role),
      intensity: work.intensity || VOICE_DEFAULTS.intensity,
      pitch: work.pitchRate ?? VOICE_DEFAULTS.pitch,
      speed: work.speechRate || VOICE_DEFAULTS.speed,
      volume: work.volume ?? VOICE_DEFAULTS.volume,
    },
  };
}

/// The voice as @peiyin/ssml writes it into the script (SSML `voice`, `express-as`, `prosody`), with the
/// smart-break setting. A custom anchor speaks with its base anchor (`baseAnchorId`): the SSML names that
/// voice, the draft and the task keep the custom anchor's id in their own fields (the server lets those
/// fields win over the SSML's).
export function voiceSettings({ voice, baseAnchorId, smartBreaks }: Pick<SpeechSetup, 'voice' | 'baseAnchorId' | 'smartBreaks'>): VoiceSettings {
  return {
    anchorId: String(baseAnchorId),
    anchorName: voice.anchorName,
    ...(voice.templateId !== null ? { templateId: String(voice.templateId), templateName: voice.templateName } : {}),
    intensity: voice.intensity,
    ...(voice.role ? { role: voice.role, roleName: voice.roleName ?? voice.role } : {}),
    pitch: voice.pitch,
    speed: voice.speed,
    volume: voice.volume,
    sampleRate: voice.sampleRate,
    ...(smartBreaks ? { smartBreaks } : {}),
  };
}
