// "Save anchor" from the editor: the template-save dialog (spec 02 §2.5) that creates a custom anchor from the
// voice in use. Placeholder until custom anchors land.
import type { PickedVoice } from '../voice';

export interface TemplateSaveHostProps {
  open: boolean;
  /// The voice to save (a system anchor; custom anchors cannot be saved as anchors, spec 02 §2.5).
  voice: PickedVoice | null;
  /// Audition text proposed for the new anchor (the editor's first sentence, ≤ 100 chars).
  text: string;
  onClose(): void;
  onSaved(anchorId: number): void;
}

export default function TemplateSaveHost(_props: TemplateSaveHostProps) {
  return null;
}
