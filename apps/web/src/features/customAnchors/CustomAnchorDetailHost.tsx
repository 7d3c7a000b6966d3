// Custom anchor detail dialog + edit drawer (spec 01 §2), wired to the API. Placeholder until custom anchors land.
export interface CustomAnchorDetailHostProps {
  /// The custom anchor shown; null closes the dialog.
  anchorId: number | null;
  onClose(): void;
  /// After a save or delete, so lists can reload.
  onChanged?(): void;
}

export default function CustomAnchorDetailHost(_props: CustomAnchorDetailHostProps) {
  return null;
}
