// The speech parameter set the editor sends with an audition, a draft or a task (spec 02 §3, §7).
import type { SmartBreakConfig } from '@peiyin/ssml';
import type { Voice } from '@peiyin/ui';

/// Background music under the script (spec 02 §3): none, or a track with volume and fades.
export interface BgmChoice {
  bgmId: number;
  bgmName: string;
  /// 0-100, default 50.
  bgmVolume: number;
  /// 0-10000 ms, default 0.
  bgmFadein: number;
  bgmFadeout: number;
}

/// Everything besides the script that decides how it sounds.
export interface SpeechSetup {
  voice: Voice;
  /// The system anchor that really speaks (a custom anchor's base anchor).
  baseAnchorId: number;
  bgm: BgmChoice | null;
  smartBreaks: SmartBreakConfig | undefined;
}

/// The request fields of the audition and of a task.
export function speechParams({ voice, bgm }: Pick<SpeechSetup, 'voice' | 'bgm'>) {
  return {
    templateId: voice.templateId,
    intensity: voice.intensity,
    ...(voice.role ? { role: voice.role } : {}),
    pitchRate: voice.pitch,
    speechRate: voice.speed,
    volume: voice.volume,
    sampleRate: voice.sampleRate,
    ...(bgm ? { bgmId: bgm.bgmId, bgmVolume: bgm.bgmVolume, bgmFadein: bgm.bgmFadein, bgmFadeout: bgm.bgmFadeout } : {}),
  };
}
