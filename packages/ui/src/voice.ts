// The voice (声音, docs/glossary.md): what a script, or a multi-voice range of it, is read with. This is its
// flat form, by ids and with the names shown beside them: what the editor holds, saves in a draft and submits
// in a task, what a picker preselects (a Pick of it) and what the template-save dialog shows (another Pick).

/** A voice: an anchor plus its template, role, intensity and prosody (spec 02 §3 "speech parameter set"). */
export interface Voice {
  /** 0 system anchor, 1 custom anchor (spec 02 §2.2 query anchorType). */
  anchorType: 0 | 1;
  anchorId: number;
  anchorName: string;
  avatar: string;
  /** null when the anchor has no emotion templates. */
  templateId: number | null;
  templateName: string;
  /** Role value sent to the engine; null for none (spec 02 §3 the synthetic 'none' role). */
  role: string | null;
  roleName: string | null;
  /** Emotion intensity 0.01-2, default 1. */
  intensity: number;
  /** -500..500, default 0. */
  pitch: number;
  /** 0.5-2, default 1. */
  speed: number;
  /** 0-100, default 100. */
  volume: number;
  /** Hz, default 16000. */
  sampleRate: number;
}
