import { useEffect } from 'react';
import { Button } from '../../primitives/Button';
import { Dialog } from '../../primitives/Dialog';
import { useFormState } from '../../forms/useFormState';
import {
  type TemplateSaveValues,
  clipAuditionText,
  formatPitch,
  formatSpeed,
  validateTemplateSaveForm,
} from '../../private/customAnchor/customAnchorForm';
import { CustomAnchorTextField } from '../../private/customAnchor/CustomAnchorTextField';
import type { Voice } from '../../voice';
import * as css from './TemplateSaveDialog.css';
import { Inline, Stack } from '../../primitives/Stack';

/** @deprecated use `Voice` (the dialog takes a Pick of it). */
export type TemplateSaveVoice = NonNullable<TemplateSaveDialogProps['voice']>;

export interface TemplateSaveDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /**
   * The voice in use, shown read-only: what the new custom anchor keeps (spec 02 §2.5). The form cannot be sent
   * without one. The editor's whole voice fits.
   */
  voice: Pick<Voice, 'anchorName' | 'templateName' | 'roleName' | 'intensity' | 'pitch' | 'speed' | 'volume'> | null;
  /** Proposed audition text (cut to 100 characters). @default '' */
  defaultText?: string;
  /** Create the anchor; resolving closes the dialog, a rejection keeps what was typed (the app shows the failure). */
  onSubmit: (values: TemplateSaveValues) => Promise<unknown>;
}

/**
 * The template-save dialog (spec 02 §2.5, §5): saves the editor's voice (anchor, template, role, intensity,
 * pitch, speed, volume) as a custom anchor under a name (模版名称, ≤ 30) and a description (模版描述, ≤ 150),
 * with an audition text (≤ 100) for its sample.
 */
export function TemplateSaveDialog({ open, onOpenChange, voice, defaultText = '', onSubmit }: TemplateSaveDialogProps) {
  const form = useFormState<TemplateSaveValues>({ name: '', comment: '', text: '' }, validateTemplateSaveForm);
  const { reset, setValue } = form;

  // A new opening starts empty, with the text the editor proposes.
  useEffect(() => {
    if (!open) return;
    reset();
    setValue('text', clipAuditionText(defaultText));
  }, [open, defaultText, reset, setValue]);

  const submit = form.handleSubmit(async (values) => {
    if (!voice) return;
    await onSubmit({ name: values.name.trim(), comment: values.comment.trim(), text: values.text.trim() });
    onOpenChange(false);
  });

  const rows: [string, string][] = voice
    ? [
        ['主播', voice.anchorName],
        ['情绪/风格', voice.templateName || '默认'],
        ['角色', voice.roleName ?? '无'],
        ['情绪强度', String(voice.intensity)],
        ['音调', formatPitch(voice.pitch)],
        ['语速', formatSpeed(voice.speed)],
        ['音量', String(voice.volume)],
      ]
    : [];

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content title="保存主播" description="把当前主播与参数保存为自定义主播，之后在「我的主播」中直接选用" width={520}>
        <Stack as="form" gap="4" onSubmit={submit} noValidate>
          <dl className={css.voice} aria-label="当前音色">
            {rows.map(([term, value]) => (
              <div key={term} className={css.voiceItem}>
                <dt className={css.voiceTerm}>{term}</dt>
                <dd className={css.voiceValue} title={value}>
                  {value}
                </dd>
              </div>
            ))}
          </dl>
          <CustomAnchorTextField form={form} field="name" label="主播名称" />
          <CustomAnchorTextField form={form} field="comment" label="主播简介" />
          <CustomAnchorTextField form={form} field="text" label="试听内容" rows={2} />
          <Inline gap="3" align="stretch" justify="flex-end" marginTop="2">
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              取消
            </Button>
            <Button type="submit" loading={form.submitting} disabled={!voice}>
              保存
            </Button>
          </Inline>
        </Stack>
      </Dialog.Content>
    </Dialog.Root>
  );
}
