// The editor's menus wired to the page: the toolbar of spec 02 §2.2 (markup, voice, BGM, smart narration,
// audition, undo/redo) and the pop-up of a clicked chip (§2.3). The page keeps the voice as a `Voice` (@peiyin/ui);
// the toolbar speaks @peiyin/ssml's terms, translated both ways in editorVoice.ts (the voice panel uses the same).
import type { Command, EditorState } from 'prosemirror-state';
import type { MultiVoiceAttrs, PronunciationEntry, SmartBreakConfig } from '@peiyin/ssml';
import type { AuditionState } from '@peiyin/player';
import type { AnchorDetail } from '@peiyin/api-client';
import { EditorToolbar, MarkupPopover, type ChipTarget, type EditorVoice, type Voice } from '@peiyin/ui';
import { useSounds, useSoundStyles } from '../../api/tts';
import { CreationBgmMenu } from './CreationBgmMenu';
import type { BgmChoice } from './speech';
import { applyEditorVoice, editorVoiceOf } from './editorVoice';

export interface CreationMenusProps {
  editorState: EditorState;
  run(command: Command): boolean;
  voice: Voice | null;
  detail: AnchorDetail | null;
  onVoiceChange(voice: Voice): void;
  bgm: BgmChoice | null;
  onBgmChange(bgm: BgmChoice | null): void;
  smartBreaks: SmartBreakConfig | undefined;
  onSmartBreaksChange(config: SmartBreakConfig): void;
  audition: { state: AuditionState; play(): void; pause(): void; resume(): void; stop(): void };
  onOpenAnchorPicker(): void;
  onOpenMultiVoice(): void;
  chip: ChipTarget | null;
  onChipClose(): void;
  onEditMultiVoice(attrs: MultiVoiceAttrs, pos: number): void;
  /** Gives the keyboard back to the script after a pop-up closes. */
  onPopupClose(): void;
  /** 应用到全部同词 in the pronunciation pop-up: adds the word to the user's dictionary. */
  onApplyToAll?: ((entry: PronunciationEntry) => void) | undefined;
  /** Why a style marked 会员 will not synthesise for this user (absent for a member). */
  memberOnlyNote?: string | undefined;
}

export function CreationMenus(props: CreationMenusProps) {
  const { editorState, run, detail, audition } = props;
  const toolbarVoice: EditorVoice = editorVoiceOf(props);
  const onVoiceChange = (next: EditorVoice) => applyEditorVoice(next, props);
  return (
    <>
      <EditorToolbar
        state={editorState}
        run={run}
        voice={toolbarVoice}
        onVoiceChange={onVoiceChange}
        // every anchor's styles (the picker shows them as emotions only for aiLevel > 2, spec 02 §3); roles when it has some
        templates={detail?.templateList ?? []}
        roles={detail && detail.roleCount > 0 ? detail.roleList : []}
        useSoundStyles={useSoundStyles}
        useSounds={useSounds}
        bgmMenu={(menu) => <CreationBgmMenu {...menu} />}
        audition={{ status: audition.state.status, onPlay: audition.play, onPause: audition.pause, onResume: audition.resume, onStop: audition.stop }}
        onOpenAnchorPicker={props.onOpenAnchorPicker}
        onOpenMultiVoice={props.onOpenMultiVoice}
        onPopupClose={props.onPopupClose}
        onApplyToAll={props.onApplyToAll}
        memberOnlyNote={props.memberOnlyNote}
      />
      <MarkupPopover
        state={editorState}
        run={run}
        target={props.chip ? { name: props.chip.name, pos: props.chip.pos, element: props.chip.element } : null}
        onClose={() => {
          props.onChipClose();
          props.onPopupClose();
        }}
        onEditMultiVoice={({ from, attrs }) => {
          props.onChipClose();
          props.onEditMultiVoice(attrs, from);
        }}
      />
    </>
  );
}
