// The editor's menus wired to the page: the toolbar of spec 02 §2.2 and the pop-up of a clicked chip (§2.3).
import type { Command, EditorState } from 'prosemirror-state';
import type { MultiVoiceAttrs, SmartBreakConfig } from '@peiyin/ssml';
import { redo, undo } from '@peiyin/ssml';
import type { AuditionState } from '@peiyin/player';
import type { AnchorDetail } from '@peiyin/api-client';
import { Button, Inline, type ChipTarget } from '@peiyin/ui';
import type { PickedVoice } from '../../features/voice';
import type { BgmChoice } from './speech';

export interface CreationMenusProps {
  editorState: EditorState;
  run(command: Command): boolean;
  voice: PickedVoice | null;
  detail: AnchorDetail | null;
  onVoiceChange(voice: PickedVoice): void;
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
}

export function CreationMenus({ run, audition }: CreationMenusProps) {
  const { status } = audition.state;
  return (
    <Inline gap="2" style={{ padding: '8px 16px' }}>
      {status === 'default' ? (
        <Button size="sm" onClick={audition.play}>
          试听
        </Button>
      ) : status === 'loading' ? (
        <Button size="sm" loading onClick={audition.stop}>
          加载中
        </Button>
      ) : status === 'playing' ? (
        <Button size="sm" onClick={audition.pause}>
          暂停
        </Button>
      ) : (
        <Button size="sm" onClick={audition.resume}>
          继续
        </Button>
      )}
      {status !== 'default' ? (
        <Button size="sm" variant="secondary" onClick={audition.stop}>
          停止
        </Button>
      ) : null}
      <Button size="sm" variant="ghost" onClick={() => run(undo)}>
        撤销
      </Button>
      <Button size="sm" variant="ghost" onClick={() => run(redo)}>
        重做
      </Button>
    </Inline>
  );
}
