// The voice panel of the editor (issue 27): beside the script on a desktop, a sheet opened by its 声音 button below
// that. It edits the page's own voice, music and smart breaks through the same translation as the toolbar
// (editorVoice.ts), so a style chosen in one shows in the other.
import type { AnchorDetail } from '@peiyin/api-client';
import { VoicePanel, VoiceSheet } from '@peiyin/ui';
import { CreationBgmMenu } from './CreationBgmMenu';
import { applyEditorVoice, editorVoiceOf, type VoiceState } from './editorVoice';

export interface CreationVoicePanelProps extends VoiceState {
  detail: AnchorDetail | null;
  /** 更换: the anchor picker. */
  onOpenAnchorPicker(): void;
  memberOnlyNote?: string | undefined;
  /** `side`: the panel itself; `sheet`: its button, the panel opening over the page. */
  placement: 'side' | 'sheet';
}

export function CreationVoicePanel({ detail, onOpenAnchorPicker, memberOnlyNote, placement, ...state }: CreationVoicePanelProps) {
  const value = editorVoiceOf(state);
  const panel = (
    <VoicePanel
      anchor={state.voice ? { name: state.voice.anchorName, avatar: state.voice.avatar } : null}
      onChangeAnchor={onOpenAnchorPicker}
      voice={value}
      onVoiceChange={(next) => applyEditorVoice(next, state)}
      // as the toolbar: every style of the anchor, its roles when it has some
      templates={detail?.templateList ?? []}
      roles={detail && detail.roleCount > 0 ? detail.roleList : []}
      memberOnlyNote={memberOnlyNote}
      bgmMenu={(menu) => <CreationBgmMenu {...menu} />}
    />
  );
  if (placement === 'side') return panel;
  const summary = state.voice ? [state.voice.anchorName, state.voice.templateName].filter(Boolean).join(' · ') : undefined;
  return (
    <VoiceSheet summary={summary}>
      {panel}
    </VoiceSheet>
  );
}
