// "Save anchor" from the editor: the template-save dialog (spec 02 §2.5) that creates a custom anchor from the
// voice in use through POST /api/anchor/custom/add.
import { useEffect, useRef } from 'react';
import { TemplateSaveDialog, toast, type Voice } from '@peiyin/ui';
import { useAddCustomAnchor } from '../../api/anchor';

export interface TemplateSaveHostProps {
  open: boolean;
  /// The voice to save (a system anchor; custom anchors cannot be saved as anchors, spec 02 §2.5).
  voice: Voice | null;
  /// Audition text proposed for the new anchor (the editor's first sentence, ≤ 100 chars).
  text: string;
  onClose(): void;
  onSaved(anchorId: number): void;
}

/// ours: spec 02 §2.5 forbids saving a custom anchor as an anchor without giving a message.
const customNotSavable = '自定义主播不支持保存为主播';

export default function TemplateSaveHost({ open, voice, text, onClose, onSaved }: TemplateSaveHostProps) {
  const latest = useRef({ onClose, onSaved });
  useEffect(() => {
    latest.current = { onClose, onSaved };
  });
  const custom = voice?.anchorType === 1;
  const add = useAddCustomAnchor();

  useEffect(() => {
    if (open && custom) {
      toast.warning(customNotSavable);
      latest.current.onClose();
    }
  }, [open, custom]);

  return (
    <TemplateSaveDialog
      open={open && !custom}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      voice={voice}
      defaultText={text}
      onSubmit={async (values) => {
        if (!voice) return;
        const created = await add.mutateAsync({
          name: values.name,
          comment: values.comment,
          text: values.text,
          templateId: voice.templateId ?? undefined,
          intensity: voice.intensity,
          role: voice.role,
          pitch: voice.pitch,
          speed: voice.speed,
          volume: voice.volume,
        });
        toast.success('添加成功');
        latest.current.onSaved(created.id);
      }}
    />
  );
}
