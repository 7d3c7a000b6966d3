// The multi-voice picker of the editor (spec 02 §2.4), wired to the API.
import type { MultiVoiceAttrs } from '@peiyin/ssml';
import { MultiVoicePicker, type MultiVoicePickerProps, type VoiceChoice } from '@peiyin/ui';
import { customAnchorSeen, usePickerDialog } from './catalogueData';

export interface MultiVoicePickerHostProps {
  open: boolean;
  /// The span's current voice when editing an existing multi-voice chip.
  initial: MultiVoiceAttrs | null;
  onClose(): void;
  /// replaceAll: the user chose 'replace all' (every multi-voice span in the script gets this voice).
  onConfirm(attrs: MultiVoiceAttrs, replaceAll: boolean): void;
}

/// A multi-voice span names a system anchor (the SSML has no anchor type): a custom anchor of the 我的主播 tab
/// (sort 11) becomes its base anchor with its saved template, role and sliders, under its own name.
export function multiVoiceAttrsOf(choice: VoiceChoice): MultiVoiceAttrs {
  const { anchor, template, role } = choice;
  const custom = anchor.anchorType === 1 ? customAnchorSeen(anchor.id) : undefined;
  const roleValue = role?.value ?? template?.role ?? '';
  return {
    anchorId: String(custom ? custom.anchorId : anchor.id),
    anchorName: anchor.name,
    templateId: template ? String(template.id) : '',
    templateName: template?.title ?? '',
    roleName: role?.name ?? (roleValue ? (choice.detail.roleList.find((r) => r.value === roleValue)?.name ?? '') : ''),
    roleValue,
    pitch: choice.pitch,
    speed: choice.speed,
    volume: choice.volume,
  };
}

/// The span's voice as the picker preselects it (its anchor is a system anchor).
export const boundOfAttrs = (attrs: MultiVoiceAttrs): NonNullable<MultiVoicePickerProps['current']> => ({
  anchorType: 0,
  anchorId: Number(attrs.anchorId),
  templateId: attrs.templateId ? Number(attrs.templateId) : null,
  role: attrs.roleValue || null,
  pitch: attrs.pitch,
  speed: attrs.speed,
  volume: attrs.volume,
});

export default function MultiVoicePickerHost({ open, initial, onClose, onConfirm }: MultiVoicePickerHostProps) {
  const picker = usePickerDialog(open, onClose);
  if (!picker) return null;
  // the multi-voice picker does not (un)favourite
  const { onToggleFavorite: _favourites, ...data } = picker;
  return (
    <MultiVoicePicker
      {...data}
      current={initial && Number(initial.anchorId) > 0 ? boundOfAttrs(initial) : null}
      onConfirm={(choice, replaceAll) => onConfirm(multiVoiceAttrsOf(choice), replaceAll)}
    />
  );
}
