import { useId, useRef, useState } from 'react';
import type { ChangeEvent, DragEvent, FormEvent, ReactNode } from 'react';
import { Button, IconButton } from '../../primitives/Button';
import { Textarea } from '../../primitives/Input';
import { Slider } from '../../primitives/Slider';
import { CheckIcon, ClockIcon, CloseIcon, SparkleIcon } from '../../primitives/icons';
import { UploadIcon } from '../../primitives/studioIcons';
import {
  canGenerate,
  checkReferenceFile,
  defaultDrawFormValues,
  drawFormLimits,
  drawFormMessages,
  drawRefModeLabels,
  drawRefModes,
  validateDrawForm,
  type DrawFormErrors,
  type DrawFormValues,
  type DrawSizeChoice,
  type DrawStyleChoice,
} from './drawForm';
import * as css from './DrawForm.css';
import { Inline, Stack } from '../../primitives/Stack';

export interface DrawFormProps {
  styles: readonly DrawStyleChoice[];
  sizes: readonly DrawSizeChoice[];
  /** @default [1, 2, 3, 4] */
  counts?: readonly number[];
  /** Controlled values; leave out to let the form hold them (from `defaultValue`). */
  value?: DrawFormValues;
  /** @default defaultDrawFormValues */
  defaultValue?: DrawFormValues;
  onValueChange?: (values: DrawFormValues) => void;
  /** A png/jpeg under 5 MB was picked (checked here first): upload it and set `value.reference`. */
  onPickReference?: (file: File) => void;
  /** The reference was removed (an upload in progress should stop). */
  onRemoveReference?: () => void;
  /** 生成 with valid values. */
  onSubmit: (values: DrawFormValues) => void;
  /** The task is being submitted. @default false */
  submitting?: boolean;
  /** Drawing is unavailable (no provider configured): the form shows, 生成 does not work. @default false */
  disabled?: boolean;
  /** Pictures left today, shown under 生成. */
  quota?: { perDay: number; left: number } | null;
  /** Whether the image model can weigh the reference (sd-webui can; OpenAI's image edits cannot): without it the
   * strength slider is not offered, and the form says so (issue 28). @default true */
  referenceStrength?: boolean;
}

function Section({ title, hint, children, labelId }: { title: ReactNode; hint?: ReactNode; children: ReactNode; labelId?: string }) {
  return (
    <Stack as="section" gap="2">
      <Inline gap="2" align="baseline" justify="space-between">
        <h3 className={css.sectionTitle} id={labelId}>
          {title}
        </h3>
        {hint ? <span className={css.sectionHint}>{hint}</span> : null}
      </Inline>
      {children}
    </Stack>
  );
}

/** The shape of a ratio (9:16 → a tall rectangle), as a small drawing beside the ratio. */
function RatioShape({ width, height }: { width: number; height: number }) {
  const scale = 18 / Math.max(width, height);
  return (
    <span className={css.ratioBox} aria-hidden>
      <span className={css.ratioShape} style={{ width: Math.round(width * scale), height: Math.round(height * scale) }} />
    </span>
  );
}

/**
 * The left panel of AI drawing (spec 02 §2.11): the description with its counter (500), the style list with
 * pictures, an optional reference picture (upload with preview and remove, 参考图片/参考内容, strength 0-100,
 * default 50), the size and count lists, and 生成 — disabled while a style or a size is missing. Expected time
 * 10s-30s.
 */
export function DrawForm({
  styles,
  sizes,
  counts = drawFormLimits.counts,
  value,
  defaultValue = defaultDrawFormValues,
  onValueChange,
  onPickReference,
  onRemoveReference,
  onSubmit,
  submitting = false,
  disabled = false,
  quota = null,
  referenceStrength = true,
}: DrawFormProps) {
  const [own, setOwn] = useState(defaultValue);
  const values = value ?? own;
  const [errors, setErrors] = useState<DrawFormErrors>({});
  const [dragging, setDragging] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const ids = { prompt: useId(), style: useId(), size: useId(), count: useId(), mode: useId(), error: useId() };
  const missing =
    values.styleId === null
      ? drawFormMessages.styleRequired
      : values.size === null
        ? drawFormMessages.sizeRequired
        : values.reference?.state === 'uploading'
          ? drawFormMessages.uploading
          : null;

  const change = (patch: Partial<DrawFormValues>) => {
    const next = { ...values, ...patch };
    if (value === undefined) setOwn(next);
    onValueChange?.(next);
    // a message goes once the person fixes what it was about
    setErrors((current) => {
      const left = { ...current };
      if (patch.prompt !== undefined && patch.prompt.trim()) delete left.prompt;
      if (patch.styleId !== undefined) delete left.style;
      if (patch.size !== undefined) delete left.size;
      if (patch.reference !== undefined) delete left.reference;
      return left;
    });
  };

  const pick = (file: File | undefined) => {
    if (!file) return;
    const problem = checkReferenceFile(file);
    if (problem) {
      setErrors((current) => ({ ...current, reference: problem }));
      return;
    }
    setErrors((current) => ({ ...current, reference: undefined }));
    onPickReference?.(file);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (disabled || submitting || !canGenerate(values)) return;
    const found = validateDrawForm(values);
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmit(values);
  };

  const reference = values.reference;
  const ready = canGenerate(values);

  return (
    <form className={css.form} onSubmit={submit} aria-label="AI绘画" noValidate>
      <div className={css.scroll}>
        <Section title={<label htmlFor={ids.prompt}>画面描述</label>}>
          <Textarea
            id={ids.prompt}
            className={css.prompt}
            rows={5}
            maxLength={drawFormLimits.promptMax}
            placeholder="请输入画面描述词，例如：清晨的江南水乡，小桥流水，薄雾笼罩，柔和的光线"
            value={values.prompt}
            invalid={!!errors.prompt}
            aria-describedby={errors.prompt ? ids.error : undefined}
            onChange={(event) => change({ prompt: event.target.value })}
          />
          {errors.prompt ? (
            <div id={ids.error} role="alert" className={css.error}>
              {errors.prompt}
            </div>
          ) : null}
        </Section>

        <Section title="风格" labelId={ids.style}>
          <div role="radiogroup" aria-labelledby={ids.style} className={css.styles}>
            {styles.map((style) => {
              const checked = values.styleId === style.id;
              return (
                <button
                  key={style.id}
                  type="button"
                  role="radio"
                  aria-checked={checked}
                  className={css.styleTile}
                  onClick={() => change({ styleId: style.id })}
                >
                  <img className={css.stylePic} src={style.pic} alt="" loading="lazy" draggable={false} />
                  <span className={css.styleName}>{style.name}</span>
                  {checked ? (
                    <span className={css.styleCheck} aria-hidden>
                      <CheckIcon size={12} />
                    </span>
                  ) : null}
                </button>
              );
            })}
          </div>
        </Section>

        <Section title="参考图" hint="可选，png/jpeg，不超过5M">
          <input
            ref={fileInput}
            type="file"
            accept="image/png,image/jpeg"
            className={css.fileInput}
            aria-label="上传参考图"
            tabIndex={-1}
            onChange={(event: ChangeEvent<HTMLInputElement>) => {
              pick(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
          {reference ? (
            <div className={css.reference} data-state={reference.state}>
              <img className={css.referencePic} src={reference.previewUrl} alt="参考图预览" />
              <div className={css.referenceInfo}>
                <span className={css.referenceName} title={reference.name}>
                  {reference.name}
                </span>
                {reference.state === 'uploading' ? (
                  <>
                    <span
                      className={css.progress}
                      role="progressbar"
                      aria-label="参考图上传进度"
                      aria-valuemin={0}
                      aria-valuemax={100}
                      aria-valuenow={Math.round(reference.progress * 100)}
                    >
                      <span className={css.progressBar} style={{ width: `${Math.round(reference.progress * 100)}%` }} />
                    </span>
                    <span className={css.referenceState}>上传中 {Math.round(reference.progress * 100)}%</span>
                  </>
                ) : (
                  <span className={css.referenceState} data-tone="ready">
                    <CheckIcon size={12} /> 已上传
                  </span>
                )}
              </div>
              <IconButton
                label="移除参考图"
                size="sm"
                onClick={() => {
                  change({ reference: null });
                  onRemoveReference?.();
                }}
              >
                <CloseIcon size={14} />
              </IconButton>
            </div>
          ) : (
            <button
              type="button"
              className={css.dropZone}
              data-dragging={dragging || undefined}
              onClick={() => fileInput.current?.click()}
              onDragOver={(event: DragEvent) => {
                event.preventDefault();
                setDragging(true);
              }}
              onDragLeave={() => setDragging(false)}
              onDrop={(event: DragEvent) => {
                event.preventDefault();
                setDragging(false);
                pick(event.dataTransfer.files[0]);
              }}
            >
              <UploadIcon size={20} />
              <span>点击或拖入参考图</span>
            </button>
          )}
          {errors.reference ? (
            <div role="alert" className={css.error}>
              {errors.reference}
            </div>
          ) : null}
          {reference ? (
            <Stack gap="2" paddingTop="1">
              <div role="radiogroup" aria-labelledby={ids.mode} className={css.segmented}>
                <span id={ids.mode} className={css.visuallyHidden}>
                  参考方式
                </span>
                {drawRefModes.map((mode) => (
                  <button key={mode} type="button" role="radio" aria-checked={values.refMode === mode} className={css.segment} onClick={() => change({ refMode: mode })}>
                    {drawRefModeLabels[mode]}
                  </button>
                ))}
              </div>
              <p className={css.modeHint}>
                {values.refMode === 'refonly' ? '参考图片的风格与主体，重新构图生成' : '在参考图的内容上重绘，强度越高变化越大'}
              </p>
              {referenceStrength ? (
                <Slider label="参考强度" value={values.refStrength} min={0} max={100} step={1} onChange={(refStrength) => change({ refStrength })} />
              ) : (
                <p className={css.modeHint}>当前图片模型不支持调节参考强度，会按它自己的方式参考这张图</p>
              )}
            </Stack>
          ) : null}
        </Section>

        <Section title="图片比例" labelId={ids.size}>
          <div role="radiogroup" aria-labelledby={ids.size} className={css.sizes}>
            {sizes.map((size) => (
              <button
                key={size.value}
                type="button"
                role="radio"
                aria-checked={values.size === size.value}
                aria-label={`${size.ratio} ${size.name}`}
                className={css.sizeOption}
                onClick={() => change({ size: size.value })}
              >
                <RatioShape width={size.width} height={size.height} />
                <span className={css.sizeRatio}>{size.ratio}</span>
                <span className={css.sizeValue}>{size.value.replace('*', '×')}</span>
              </button>
            ))}
          </div>
        </Section>

        <Section title="生成数量" labelId={ids.count}>
          <div role="radiogroup" aria-labelledby={ids.count} className={css.segmented}>
            {counts.map((count) => (
              <button key={count} type="button" role="radio" aria-checked={values.count === count} aria-label={`${count} 张`} className={css.segment} onClick={() => change({ count })}>
                {count}
              </button>
            ))}
          </div>
        </Section>
      </div>

      <div className={css.footer}>
        <Button type="submit" size="lg" block icon={<SparkleIcon />} disabled={disabled || !ready} loading={submitting} className={css.generate}>
          生成
        </Button>
        <div className={css.footerInfo}>
          <span className={css.expected}>
            <ClockIcon size={14} />
            预计生成时间 {drawFormLimits.expectedTime}
          </span>
          {!disabled && missing ? <span className={css.missing}>{missing}</span> : quota ? <span>今日剩余 {quota.left} 张</span> : null}
        </div>
      </div>
    </form>
  );
}
