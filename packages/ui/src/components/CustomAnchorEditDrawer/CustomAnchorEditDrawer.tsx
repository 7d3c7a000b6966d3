import { useEffect } from 'react';
import type { AuditionStatus } from '@peiyin/player';
import { Button } from '../../primitives/Button';
import { Dialog } from '../../primitives/Dialog';
import { Field, Input } from '../../primitives/Input';
import { Slider } from '../../primitives/Slider';
import { PauseIcon, PlayIcon, StopIcon } from '../../primitives/studioIcons';
import { useFormState } from '../../forms/useFormState';
import { Drawer } from '../Drawer';
import {
  type CustomAnchorEditValues,
  customAnchorLimits,
  formatPitch,
  formatSpeed,
  validateAuditionText,
  validateCustomAnchorEdit,
} from '../../private/customAnchor/customAnchorForm';
import { CustomAnchorTextField } from '../../private/customAnchor/CustomAnchorTextField';
import * as css from './CustomAnchorEditDrawer.css';
import { Stack } from '../../primitives/Stack';

/** The anchor the drawer edits: the saved values plus the read-only voice it is built on. */
export interface CustomAnchorEditSubject extends CustomAnchorEditValues {
  /** The system anchor's name (the voice), read-only. */
  anchorName: string;
  /** The emotion/style template's name, read-only. */
  templateName: string;
}

/** An audition failure to tell the user about (the player's error or warning, spec 02 §8). */
export interface AuditionNotice {
  message: string;
  /** The hint under the message (punctuation advice), if any. */
  tip: string | null;
}

export interface CustomAnchorEditDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Its values fill the form each time the drawer opens. */
  anchor: CustomAnchorEditSubject;
  /** The audition player's state; it chooses the buttons of the audition menu (spec 02 §4). @default 'default' */
  auditionStatus?: AuditionStatus;
  /** Shown in a 试听失败 dialog until dismissed. @default null */
  auditionNotice?: AuditionNotice | null;
  onDismissNotice?: () => void;
  /** Audition the current form: its text with its pitch, speed and volume. Called only when the text is valid. */
  onAuditionPlay: (values: CustomAnchorEditValues) => void;
  onAuditionPause: () => void;
  onAuditionResume: () => void;
  onAuditionStop: () => void;
  /** Save; while the promise is pending the save button shows its requesting state. A rejection keeps the form. */
  onSave: (values: CustomAnchorEditValues) => Promise<unknown>;
}

const statusLabels: Record<AuditionStatus, string> = { default: '未试听', loading: '加载中…', playing: '播放中', paused: '已暂停' };

const pick = (a: CustomAnchorEditSubject): CustomAnchorEditValues => ({
  name: a.name,
  comment: a.comment,
  pitch: a.pitch,
  speed: a.speed,
  volume: a.volume,
  text: a.text,
});

/**
 * The drawer "自定义主播 - 编辑" (spec 01 §2): name, description, the read-only voice and style, the pitch /
 * speed / volume sliders (spec 02 §5), the audition text (≤ 100) with its audition menu, cancel and save.
 * The audition itself is the app's: this piece only asks for play, pause, resume and stop.
 */
export function CustomAnchorEditDrawer({
  open,
  onOpenChange,
  anchor,
  auditionStatus = 'default',
  auditionNotice = null,
  onDismissNotice,
  onAuditionPlay,
  onAuditionPause,
  onAuditionResume,
  onAuditionStop,
  onSave,
}: CustomAnchorEditDrawerProps) {
  const form = useFormState<CustomAnchorEditValues>(pick(anchor), validateCustomAnchorEdit);
  const { reset, setValue, setError } = form;

  // Each opening starts from the saved anchor, not from what an earlier, cancelled edit left. Callers
  // re-create the anchor object on each render: its values (as one string) are what matters.
  const saved = JSON.stringify(pick(anchor));
  useEffect(() => {
    if (!open) return;
    reset();
    const values = JSON.parse(saved) as CustomAnchorEditValues;
    for (const key of Object.keys(values) as (keyof CustomAnchorEditValues)[]) setValue(key, values[key] as never);
  }, [open, saved, reset, setValue]);

  const play = () => {
    const message = validateAuditionText(form.values.text);
    setError('text', message);
    if (message) return;
    onAuditionPlay({ ...form.values, name: form.values.name.trim(), comment: form.values.comment.trim(), text: form.values.text.trim() });
  };

  const submit = form.handleSubmit(async (values) => {
    await onSave({ ...values, name: values.name.trim(), comment: values.comment.trim(), text: values.text.trim() });
  });

  const footer = (
    <>
      <Button variant="secondary" onClick={() => onOpenChange(false)}>
        取消
      </Button>
      <Button type="submit" form="custom-anchor-edit" loading={form.submitting}>
        {form.submitting ? '保存中' : '保存'}
      </Button>
    </>
  );

  return (
    <Drawer open={open} onOpenChange={onOpenChange} title="自定义主播 - 编辑" width={520} footer={footer}>
      <Stack id="custom-anchor-edit" as="form" gap="4" onSubmit={submit} noValidate>
        <CustomAnchorTextField form={form} field="name" label="主播名称" />
        <CustomAnchorTextField form={form} field="comment" label="主播简介" />
        <div className={css.readOnlyGrid}>
          <Field label="音色">
            <Input value={anchor.anchorName} readOnly disabled />
          </Field>
          <Field label="风格/情绪">
            <Input value={anchor.templateName} readOnly disabled />
          </Field>
        </div>
        <section className={css.section} aria-label="声音属性">
          <h3 className={css.sectionTitle}>声音属性</h3>
          <Slider
            label="音调"
            value={form.values.pitch}
            onChange={(value) => setValue('pitch', value)}
            min={customAnchorLimits.pitch.min}
            max={customAnchorLimits.pitch.max}
            step={customAnchorLimits.pitch.step}
            format={formatPitch}
          />
          <Slider
            label="语速"
            value={form.values.speed}
            onChange={(value) => setValue('speed', value)}
            min={customAnchorLimits.speed.min}
            max={customAnchorLimits.speed.max}
            step={customAnchorLimits.speed.step}
            format={formatSpeed}
          />
          <Slider
            label="音量"
            value={form.values.volume}
            onChange={(value) => setValue('volume', value)}
            min={customAnchorLimits.volume.min}
            max={customAnchorLimits.volume.max}
            step={customAnchorLimits.volume.step}
          />
        </section>
        <CustomAnchorTextField form={form} field="text" label="试听内容" />
        <div className={css.audition} role="group" aria-label="试听" data-state={auditionStatus}>
          {auditionStatus === 'default' ? (
            <Button variant="soft" size="sm" icon={<PlayIcon size={14} />} onClick={play}>
              试听
            </Button>
          ) : auditionStatus === 'loading' ? (
            <Button variant="soft" size="sm" loading>
              试听
            </Button>
          ) : auditionStatus === 'playing' ? (
            <Button variant="soft" size="sm" icon={<PauseIcon size={14} />} onClick={onAuditionPause}>
              暂停
            </Button>
          ) : (
            <Button variant="soft" size="sm" icon={<PlayIcon size={14} />} onClick={onAuditionResume}>
              继续
            </Button>
          )}
          {auditionStatus !== 'default' ? (
            <Button variant="ghost" size="sm" icon={<StopIcon size={14} />} onClick={onAuditionStop}>
              停止
            </Button>
          ) : null}
          <span className={css.auditionStatus} role="status">
            {statusLabels[auditionStatus]}
          </span>
        </div>
      </Stack>
      <Dialog.Root open={auditionNotice !== null} onOpenChange={(next) => (next ? undefined : onDismissNotice?.())}>
        <Dialog.Content title="试听失败" width={400} footer={<Button onClick={() => onDismissNotice?.()}>好的</Button>}>
          <p className={css.problem}>{auditionNotice?.message}</p>
          {auditionNotice?.tip ? <p className={css.problemTip}>{auditionNotice.tip}</p> : null}
        </Dialog.Content>
      </Dialog.Root>
    </Drawer>
  );
}
