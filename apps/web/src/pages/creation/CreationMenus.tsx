// The editor's menus wired to the page: the toolbar of spec 02 §2.2 (markup, voice, BGM, smart narration,
// audition, undo/redo) and the pop-up of a clicked chip (§2.3). The page keeps the voice as a `Voice` (@peiyin/ui);
// the toolbar speaks @peiyin/ssml's terms, so this file translates both ways.
import type { Command, EditorState } from 'prosemirror-state';
import { DEFAULT_SMART_BREAKS, type MultiVoiceAttrs, type PronunciationEntry, type SmartBreakConfig } from '@peiyin/ssml';
import type { AuditionState } from '@peiyin/player';
import type { AnchorDetail } from '@peiyin/api-client';
import { EditorToolbar, MarkupPopover, type ChipTarget, type EditorVoice, type Voice } from '@peiyin/ui';
import { useSounds, useSoundStyles } from '../../api/tts';
import { CreationBgmMenu } from './CreationBgmMenu';
import type { BgmChoice } from './speech';

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
  const { editorState, run, voice, detail, bgm, smartBreaks, audition } = props;
  const toolbarVoice: EditorVoice = {
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
  const onVoiceChange = (next: EditorVoice) => {
    if (voice) {
      props.onVoiceChange({
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
    props.onBgmChange(
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
    if (next.smartBreaks !== toolbarVoice.smartBreaks) props.onSmartBreaksChange(next.smartBreaks);
  };
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
