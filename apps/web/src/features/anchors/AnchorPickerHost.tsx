// The anchor picker of the editor (spec 02 §2.4), wired to the API.
import { AnchorPicker, type Voice, type VoiceChoice } from '@peiyin/ui';
import { customAnchorSeen, usePickerDialog } from './catalogueData';

export interface AnchorPickerHostProps {
  open: boolean;
  /// The voice in use: its anchor is preselected and its template/role kept when still offered.
  current: Voice | null;
  onClose(): void;
  onConfirm(voice: Voice): void;
}

/// The picked voice as the editor holds it. A custom anchor keeps its own id (anchorType 1) and saved intensity.
export function pickedVoiceOf(choice: VoiceChoice): Voice {
  const { anchor, template, role } = choice;
  const custom = anchor.anchorType === 1 ? customAnchorSeen(anchor.id) : undefined;
  const roleValue = role?.value ?? template?.role ?? null;
  return {
    anchorType: anchor.anchorType === 1 ? 1 : 0,
    anchorId: anchor.id,
    anchorName: anchor.name,
    avatar: anchor.avatar,
    templateId: template?.id ?? null,
    templateName: template?.title ?? '',
    role: roleValue,
    roleName: role?.name ?? (roleValue === null ? null : (choice.detail.roleList.find((r) => r.value === roleValue)?.name ?? roleValue)),
    intensity: custom?.intensity ?? 1,
    pitch: choice.pitch,
    speed: choice.speed,
    volume: choice.volume,
    sampleRate: template?.sampleRate || 16000,
  };
}

export default function AnchorPickerHost({ open, current, onClose, onConfirm }: AnchorPickerHostProps) {
  const picker = usePickerDialog(open, onClose);
  if (!picker) return null;
  return <AnchorPicker {...picker} current={current} onConfirm={(choice) => onConfirm(pickedVoiceOf(choice))} />;
}
