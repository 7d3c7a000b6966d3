// Drafts of the editor (spec 02 §5 "Draft save", §7 works): the script is saved as SSML (content version 2)
// with the voice in its own fields; an empty script is refused (文案内容不能为空), silently when auto-saving.
// Saving goes through the works mutation (api/tts.ts), so the creation center's draft list learns of it.
import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import type { EditorState } from 'prosemirror-state';
import { docToText, toSsml, validateDraftText } from '@peiyin/ssml';
import type { WorkSaveInput } from '@peiyin/api-client';
import { toast } from '@peiyin/ui';
import { useSaveWork } from '../../api/tts';
import type { SpeechSetup } from './speech';
import type { EditorContent } from './content';
import { voiceSettings } from './voice';

/// Auto-save runs this often while the script has changed since the last save (spec 02 §4: interval not shown).
export const AUTO_SAVE_MS = 30_000;

export type DraftResult = { ok: true; workId: number; title: string; updateTime: number } | { ok: false; message: string };

/// The save request of a draft, or why the script cannot be saved.
export function draftInput(
  state: EditorState,
  setup: SpeechSetup,
  draft: { workId: number | null; title: string },
): { ok: true; input: WorkSaveInput } | { ok: false; message: string } {
  const checked = validateDraftText(docToText(state.doc));
  if (!checked.ok) return { ok: false, message: checked.message };
  const { voice, bgm } = setup;
  return {
    ok: true,
    input: {
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
      // the music goes with the draft (issue 27: reopening a draft lost it)
      ...(bgm ? { bgmId: bgm.bgmId, bgmVolume: bgm.bgmVolume, bgmFadein: bgm.bgmFadein, bgmFadeout: bgm.bgmFadeout } : {}),
      text: toSsml(state.doc, voiceSettings(setup)),
      version: 2,
    },
  };
}

/// Saving the editor's content as a draft, by hand (a toast either way) or automatically (silent). `baseAnchorId`
/// is the system anchor that speaks (null while the voice loads: nothing is saved); `onSaved` gets the content
/// as saved, with the draft's id and title. `saving` counts the saves on their way (a leave warning waits).
export function useDraftSave(baseAnchorId: number | null, onSaved: (saved: EditorContent, updateTime: number) => void) {
  const { mutateAsync } = useSaveWork();
  const [saving, setSaving] = useState(0);
  // the latest callback: a save that ends after a re-render reports to the page as it is then
  const saved = useRef(onSaved);
  useEffect(() => {
    saved.current = onSaved;
  });
  const save = useCallback(
    async (draft: EditorContent, state: EditorState, auto: boolean): Promise<number | null> => {
      if (baseAnchorId === null) return null;
      const setup: SpeechSetup = { voice: draft.voice, baseAnchorId, bgm: draft.bgm, smartBreaks: draft.smartBreaks };
      const request = draftInput(state, setup, { workId: draft.workId, title: draft.title });
      if (!request.ok) {
        if (!auto) toast.warning(request.message);
        return null;
      }
      setSaving((n) => n + 1);
      try {
        const work = await mutateAsync({ input: request.input, options: auto ? { silent: true } : {} });
        saved.current({ ...draft, title: work.title, workId: work.workId }, work.updateTime);
        if (!auto) toast.success('作品已保存成功');
        return work.workId;
      } finally {
        setSaving((n) => n - 1);
      }
    },
    [baseAnchorId, mutateAsync],
  );
  return { save, saving: saving > 0 };
}

/// Calls `tick` every AUTO_SAVE_MS while the page is open; `tick` decides whether anything needs saving.
export function useAutoSave(tick: () => void) {
  const onTick = useEffectEvent(tick);
  useEffect(() => {
    const timer = window.setInterval(() => onTick(), AUTO_SAVE_MS);
    return () => window.clearInterval(timer);
  }, []);
}
