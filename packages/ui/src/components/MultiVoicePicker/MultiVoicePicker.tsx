import { Button } from '../../primitives/Button';
import { Dialog } from '../../primitives/Dialog';
import { VoicePickerBody } from '../../private/voicePicker/VoicePickerBody';
import type { VoiceChoice, VoicePickerData, VoicePickerTab } from '../../private/voicePicker/VoicePickerBody';

/** spec 02 §9: the multi-voice picker searches 200 anchors at a time. */
export const MULTI_VOICE_PAGE_SIZE = 200;
/** spec 02 §5: pitch -100..100 in the multi-voice picker dialog. */
export const MULTI_VOICE_PITCH = { min: -100, max: 100, step: 1 } as const;

export type MultiVoicePickerProps = VoicePickerData & {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** A valid choice; `replaceAll` when the user pressed 替换全部. The caller closes. */
  onConfirm(choice: VoiceChoice, replaceAll: boolean): void;
};

/**
 * The multi-voice picker (spec 02 §2.4), a full modal: tab 选择主播 (filters, name search) and tab 我的主播
 * (sort 11: the user's custom anchors), cards, role list, emotion list, sliders (pitch -100..100), and the
 * buttons 替换全部 and 确定.
 */
export function MultiVoicePicker({ open, onOpenChange, onConfirm, ...data }: MultiVoicePickerProps) {
  const tabs: Array<{ value: VoicePickerTab; label: string }> = [
    { value: 'search', label: '选择主播' },
    { value: 'custom', label: '我的主播' },
  ];
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content title="多人配音" width={1240} maskClosable={false} style={{ width: 'min(1240px, calc(100vw - 32px))' }}>
        <VoicePickerBody
          {...data}
          tabs={tabs}
          pageSize={MULTI_VOICE_PAGE_SIZE}
          pitchRange={MULTI_VOICE_PITCH}
          columns={4}
          height="calc(100vh - 160px)"
          footer={(confirm) => (
            <>
              <Button
                variant="secondary"
                onClick={() => {
                  const choice = confirm();
                  if (choice) onConfirm(choice, true);
                }}
              >
                替换全部
              </Button>
              <Button
                onClick={() => {
                  const choice = confirm();
                  if (choice) onConfirm(choice, false);
                }}
              >
                确定
              </Button>
            </>
          )}
        />
      </Dialog.Content>
    </Dialog.Root>
  );
}
