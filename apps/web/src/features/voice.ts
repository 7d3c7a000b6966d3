// The voice a script is read with, as the editor holds it (spec 02 §3 "voice setting bean" plus the speech
// parameter set). The anchor picker produces one; the editor, drafts and tasks consume it.
export interface PickedVoice {
  /// 0 system anchor, 1 custom anchor (spec 02 §2.2 query anchorType).
  anchorType: 0 | 1;
  anchorId: number;
  anchorName: string;
  avatar: string;
  /// null when the anchor has no emotion templates.
  templateId: number | null;
  templateName: string;
  /// Role value sent to the engine; null for none (spec 02 §3 the synthetic 'none' role).
  role: string | null;
  roleName: string | null;
  /// Emotion intensity 0.01-2, default 1.
  intensity: number;
  /// -500..500, default 0.
  pitch: number;
  /// 0.5-2, default 1.
  speed: number;
  /// 0-100, default 100.
  volume: number;
  /// Hz, default 16000.
  sampleRate: number;
}
