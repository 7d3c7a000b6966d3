// The voice of a script and the settings that travel with it (spec 02 §3 "speech parameter set",
// "Smart-break config"). Shared by the serialiser, the parser and the planner, so none of them
// imports another for its types.

/// Background music of a work (spec 02 §3 speech parameter set).
export interface BackgroundMusic {
  /// The music's id.
  id: string;
  /// Its display name.
  name?: string;
  /// Where the audio file lives.
  src?: string;
  /// 0-100, default 50.
  volume?: number;
  /// Fade in in ms, 0-10000, default 0.
  fadein?: number;
  /// Fade out in ms, 0-10000, default 0.
  fadeout?: number;
}

/// The voice of a whole script: the anchor and its speech parameter set (spec 02 §3).
export interface VoiceSettings {
  /// The anchor that reads the script (SSML `voice name`).
  anchorId: string;
  /// Its display name.
  anchorName?: string;
  /// Emotion template (Azure `style`).
  templateId?: string;
  /// The template's display name.
  templateName?: string;
  /// Emotion intensity 0.01-2, default 1 (Azure `styledegree`).
  intensity?: number;
  /// Role value (Azure `role`) and its display name.
  role?: string;
  /// The role's display name.
  roleName?: string;
  /// -500..500, default 0.
  pitch?: number;
  /// 0.5-2, default 1.
  speed?: number;
  /// 0-100, default 100.
  volume?: number;
  /// Default 16000.
  sampleRate?: number;
  /// Language, default `zh-CN`.
  lang?: string;
  /// Background music under the whole script (`mstts:backgroundaudio`); absent or null for none.
  bgm?: BackgroundMusic | null;
  /// Smart narration (punctuation pauses). Written into the SSML so that whoever plans the
  /// synthesis from it (the server) pauses as the editor said; absent means the defaults.
  smartBreaks?: SmartBreakConfig;
}

/// The defaults of a speech parameter set (spec 02 §9).
export const VOICE_DEFAULTS = { intensity: 1, pitch: 0, speed: 1, volume: 100, sampleRate: 16000, lang: 'zh-CN' } as const;

/// The pause after one kind of punctuation (spec 02 §3 "Smart-break config").
export interface PunctuationPause {
  /// Chinese name shown in the punctuation pause menu.
  name: string;
  /// The marks it applies to (full-width and half-width forms).
  marks: readonly string[];
  /// Pause in ms, 200-5000 step 100.
  ms: number;
  /// Off means these marks get no pause.
  enabled: boolean;
}

/// Smart narration: on/off plus the pause of each punctuation mark.
export interface SmartBreakConfig {
  /// Smart narration on (the default) or off: off means no punctuation pauses at all.
  enabled: boolean;
  /// The pause of each kind of punctuation.
  pauses: readonly PunctuationPause[];
}

/// Default pauses (spec 02 §9): ，、； 200 ms; 。？！ 400 ms; …… 800 ms.
export const DEFAULT_PUNCTUATION_PAUSES: readonly PunctuationPause[] = [
  { name: '逗号', marks: ['，', ','], ms: 200, enabled: true },
  { name: '顿号', marks: ['、'], ms: 200, enabled: true },
  { name: '分号', marks: ['；', ';'], ms: 200, enabled: true },
  { name: '句号', marks: ['。'], ms: 400, enabled: true },
  { name: '问号', marks: ['？', '?'], ms: 400, enabled: true },
  { name: '感叹号', marks: ['！', '!'], ms: 400, enabled: true },
  { name: '省略号', marks: ['……', '…'], ms: 800, enabled: true },
];

/// Smart narration is on by default (spec 02 §9).
export const DEFAULT_SMART_BREAKS: SmartBreakConfig = { enabled: true, pauses: DEFAULT_PUNCTUATION_PAUSES };

/// Who speaks one planned segment: the anchor, template, intensity and role of the script's voice or of a
/// multi-voice range, each one present: a name, template or role the voice lacks is '', and a multi-voice range
/// (which carries no intensity) speaks at intensity 1.
export type SegmentVoice = Required<Pick<VoiceSettings, 'anchorId' | 'anchorName' | 'templateId' | 'intensity' | 'role'>>;

/** @deprecated use `SegmentVoice` (the same shape). */
export type SpeechVoice = SegmentVoice;

