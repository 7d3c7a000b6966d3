// The script-wide settings as the toolbar's menus and the voice panel edit them (`EditorVoice` of @peiyin/ui), made
// from the page's own state and back (issue 27: one source of truth). The page keeps the voice as a `Voice`, the
// music as a `BgmChoice` and the smart breaks apart; both pieces are given the same value and the same change.
import { DEFAULT_SMART_BREAKS, type SmartBreakConfig } from '@peiyin/ssml';
import type { EditorVoice, Voice } from '@peiyin/ui';
import type { BgmChoice } from './speech';

/// What the page holds of the voice, and how it is changed.
export interface VoiceState {
  voice: Voice | null;
  onVoiceChange(voice: Voice): void;
  bgm: BgmChoice | null;
  onBgmChange(bgm: BgmChoice | null): void;
  smartBreaks: SmartBreakConfig | undefined;
  onSmartBreaksChange(config: SmartBreakConfig): void;
}

/// The page's voice, music and smart breaks as one `EditorVoice`.
export function editorVoiceOf({ voice, bgm, smartBreaks }: Pick<VoiceState, 'voice' | 'bgm' | 'smartBreaks'>): EditorVoice {
  return {
    templateId: voice?.templateId != null ? String(voice.templateId) : null,
    templateName: voice?.templateName,
    intensity: voice?.intensity ?? 1,
    role: voice?.role ?? null,
    roleName: voice?.roleName ?? undefined,
    pitch: voice?.pitch ?? 0,
    speed: voice?.speed ?? 1,
    volume: voice?.volume ?? 100,
    sampleRate: voice?.sampleRate ?? 16000,
    bgm: bgm ? { id: String(bgm.bgmId), name: bgm.bgmName, volume: bgm.bgmVolume, fadein: bgm.bgmFadein, fadeout: bgm.bgmFadeout } : null,
    smartBreaks: smartBreaks ?? DEFAULT_SMART_BREAKS,
  };
}

/// Applies an edited `EditorVoice` to the page's state: the voice (kept with its anchor), the music, and the smart
/// breaks when they changed.
export function applyEditorVoice(next: EditorVoice, state: VoiceState): void {
  const { voice } = state;
  if (voice) {
    state.onVoiceChange({
      ...voice,
      templateId: next.templateId !== null ? Number(next.templateId) : null,
      templateName: next.templateName ?? '',
      intensity: next.intensity,
      role: next.role,
      roleName: next.role === null ? null : (next.roleName ?? next.role),
      pitch: next.pitch,
      speed: next.speed,
      volume: next.volume,
      sampleRate: next.sampleRate,
    });
  }
  state.onBgmChange(
    next.bgm
      ? {
          bgmId: Number(next.bgm.id),
          bgmName: next.bgm.name ?? '',
          bgmVolume: next.bgm.volume ?? 50,
          bgmFadein: next.bgm.fadein ?? 0,
          bgmFadeout: next.bgm.fadeout ?? 0,
        }
      : null,
  );
  if (next.smartBreaks !== editorVoiceOf(state).smartBreaks) state.onSmartBreaksChange(next.smartBreaks);
}
