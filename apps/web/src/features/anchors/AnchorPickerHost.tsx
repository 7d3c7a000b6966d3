// The anchor picker of the editor (spec 02 §2.4), wired to the API. Placeholder until the catalogue lands.
import type { PickedVoice } from '../voice';

export interface AnchorPickerHostProps {
  open: boolean;
  /// The voice in use: its anchor is preselected and its template/role kept when still offered.
  current: PickedVoice | null;
  onClose(): void;
  onConfirm(voice: PickedVoice): void;
}

export default function AnchorPickerHost(_props: AnchorPickerHostProps) {
  return null;
}
