// The multi-voice picker of the editor (spec 02 §2.4), wired to the API. Placeholder until the catalogue lands.
import type { MultiVoiceAttrs } from '@peiyin/ssml';

export interface MultiVoicePickerHostProps {
  open: boolean;
  /// The span's current voice when editing an existing multi-voice chip.
  initial: MultiVoiceAttrs | null;
  onClose(): void;
  /// replaceAll: the user chose 'replace all' (every multi-voice span in the script gets this voice).
  onConfirm(attrs: MultiVoiceAttrs, replaceAll: boolean): void;
}

export default function MultiVoicePickerHost(_props: MultiVoicePickerHostProps) {
  return null;
}
