// 一键分配角色 (issue 27 items 3, 4): a script with two or more labelled speakers, or with quoted speech of two or more
// speakers, gets a voice per speaker in one click. The speakers and the markup are @peiyin/ssml's (findDialogue,
// proposeVoices, assignSpeakers); the voices are the catalogue's system anchors, asked for by sex (the catalogue's own
// filter), their age read from the description.
import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { EditorState, Command } from 'prosemirror-state';
import type { AnchorListItem } from '@peiyin/api-client';
import { assignSpeakers, findDialogue, isDialogue, proposeVoices, type VoiceCandidate } from '@peiyin/ssml';
import { toast } from '@peiyin/ui';
import { anchorQueries } from '../../api/anchor';

/// The system anchors of one sex as voices a speaker may get: a child's voice where the description says 童声 or
/// 儿童, an elder's where it says 老年, else an adult's.
export function candidatesOf(items: readonly AnchorListItem[], sex: 1 | 2): VoiceCandidate[] {
  return items
    .filter((item) => item.anchorType === 0)
    .map((item) => ({
      anchorId: String(item.id),
      anchorName: item.name,
      sex,
      age: /童声|儿童|孩子/.test(item.description) ? 'child' : /老年|长者/.test(item.description) ? 'elder' : 'adult',
    }));
}

/// What the page needs: whether the script reads as a dialogue, and the one click.
export function useDialogueAssign(getState: () => EditorState | null, run: (command: Command) => boolean) {
  const queryClient = useQueryClient();
  const [assigning, setAssigning] = useState(false);
  const assign = useCallback(async () => {
    const state = getState();
    if (!state) return;
    const script = findDialogue(state.doc);
    if (!isDialogue(script)) return;
    setAssigning(true);
    try {
      const page = (sex: 1 | 2) =>
        queryClient.fetchQuery(anchorQueries.page({ kind: 'search', input: { page: 1, pageSize: 30, sort: 0, sceneId: 0, styleId: 0, languageId: 0, localeId: 0, sex, aiLevel: 0 } }));
      const [men, women] = await Promise.all([page(1), page(2)]);
      // men and women in turn, so that reusing voices (more speakers than voices) still alternates
      const candidates = [...candidatesOf(men.list, 1), ...candidatesOf(women.list, 2)];
      const proposal = proposeVoices(script.speakers, candidates);
      // the script may have changed while the voices were asked for: apply to it as it is now
      const now = getState();
      const current = now ? findDialogue(now.doc) : script;
      if (!run(assignSpeakers(current, proposal))) return;
      const voiced = [...proposal.values()].filter(Boolean).length;
      toast.success(`已为 ${voiced} 个角色分配声音，点击各句的主播标签可更换`);
    } catch {
      // the generic handler has shown the failure
    } finally {
      setAssigning(false);
    }
  }, [getState, run, queryClient]);
  return { assign, assigning };
}
