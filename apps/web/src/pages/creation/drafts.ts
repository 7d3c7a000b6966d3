// Drafts of the editor (spec 02 §5 "Draft save", §7 works): the script is saved as SSML (content version 2)
// with the voice in its own fields; an empty script is refused (文案内容不能为空), silently when auto-saving.
import type { EditorState } from 'prosemirror-state';
import { docToText, toSsml, validateDraftText } from '@peiyin/ssml';
import type { RequestOptions } from '@peiyin/api-client';
import { api } from '../../api';
import type { SpeechSetup } from './speech';
import { voiceSettings } from './voice';

/// Auto-save runs this often while the script has changed since the last save (spec 02 §4: interval not shown).
export const AUTO_SAVE_MS = 30_000;

export type DraftResult = { ok: true; workId: number; title: string; updateTime: number } | { ok: false; message: string };

export async function saveDraft(
  state: EditorState,
  setup: SpeechSetup,
  draft: { workId: number | null; title: string },
  options: RequestOptions = {},
): Promise<DraftResult> {
  const checked = validateDraftText(docToText(state.doc));
  if (!checked.ok) return { ok: false, message: checked.message };
  const { voice } = setup;
  const text = toSsml(state.doc, voiceSettings(setup));
  const saved = await api.tts.workSave(
    {
      ...(draft.workId !== null ? { workId: draft.workId } : {}),
      title: draft.title,
      anchorType: voice.anchorType,
      anchorId: voice.anchorId,
      templateId: voice.templateId,
      ...(voice.role ? { role: voice.role } : {}),
      intensity: voice.intensity,
      pitchRate: voice.pitch,
      speechRate: voice.speed,
      volume: voice.volume,
      text,
      version: 2,
    },
    options,
  );
  return { ok: true, workId: saved.workId, title: saved.title, updateTime: saved.updateTime };
}
