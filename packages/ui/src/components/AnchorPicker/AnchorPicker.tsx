import { Button } from '../../primitives/Button';
import { Dialog } from '../../primitives/Dialog';
import { VoicePickerBody } from '../../private/voicePicker/VoicePickerBody';
import type { VoiceChoice, VoicePickerData, VoicePickerTab } from '../../private/voicePicker/VoicePickerBody';

/** spec 02 §9: the single picker shows 30 anchors a page. */
export const ANCHOR_PICKER_PAGE_SIZE = 30;
/** spec 02 §5: pitch -500..500 step 5 outside the multi-voice dialog. */
export const ANCHOR_PICKER_PITCH = { min: -500, max: 500, step: 5 } as const;

export type AnchorPickerProps = VoicePickerData & {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** A valid choice (spec 02 §5: an anchor, and an emotion when it has an emotion list). The caller closes. */
  onConfirm(choice: VoiceChoice): void;
  /** Offer the user's custom anchors in a 我的主播 tab (signed in). @default true */
  showCustom?: boolean;
};

/**
 * The editor's voice picker (spec 02 §2.4): tabs 收藏 (filters disabled) and 热门 (filters and name search),
 * plus 我的主播; 30 cards a page; the chosen anchor's emotions (aiLevel > 2), roles (with 无 first) and the
 * pitch, speed and volume sliders; 确定 checks 请选择一个主播！ / 请选择一个情绪.
 */
export function AnchorPicker({ open, onOpenChange, onConfirm, showCustom = true, ...data }: AnchorPickerProps) {
  const tabs: Array<{ value: VoicePickerTab; label: string }> = [
    { value: 'favorites', label: '收藏' },
    { value: 'search', label: '热门' },
    ...(showCustom ? [{ value: 'custom' as const, label: '我的主播' }] : []),
  ];
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content title="选择主播" width={1080} maskClosable={false}>
        <VoicePickerBody
          {...data}
          tabs={tabs}
          pageSize={ANCHOR_PICKER_PAGE_SIZE}
          pitchRange={ANCHOR_PICKER_PITCH}
          columns={3}
          height="min(640px, calc(100vh - 160px))"
          footer={(confirm) => (
            <>
              <Button variant="secondary" onClick={() => onOpenChange(false)}>
                取消
              </Button>
              <Button
                onClick={() => {
                  const choice = confirm();
                  if (choice) onConfirm(choice);
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
