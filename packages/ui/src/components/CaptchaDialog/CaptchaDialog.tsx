import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { Dialog } from '../../primitives/Dialog';
import { Button } from '../../primitives/Button';
import { Field, Input } from '../../primitives/Input';
import { Spinner } from '../../primitives/Spinner';
import { WarningIcon } from '../../primitives/icons';
import { formLimits, validateCaptcha } from '../../forms/validators';
import { captchaImageSrc } from './captchaImage';
import * as css from './CaptchaDialog.css';
import { Inline } from '../../primitives/Stack';

/** State of the picture: named, exposed as `data-state` on the image button. */
export const captchaImageStates = ['loading', 'ready', 'failed'] as const;
export type CaptchaImageState = (typeof captchaImageStates)[number];

export interface CaptchaDialogProps {
  /** Controlled open state. */
  open: boolean;
  /** Called when the dialog asks to close (cancel, close icon, Escape, mask) or after a confirmed captcha. */
  onOpenChange: (open: boolean) => void;
  /** The reason the server asked for a captcha (its statusText on 202/203), shown above the input. */
  message?: string;
  /**
   * Load a fresh picture: SVG markup or an image URL (data: or http:). Called on open and on
   * every click on the picture. A rejection shows 点击重新加载 on the picture.
   */
  onLoadCaptcha: () => Promise<string>;
  /**
   * Send the typed characters. Resolve with a message to show it under the input (the picture
   * is reloaded, since a captcha is single-use), or with nothing once accepted: the dialog closes.
   * A rejection keeps the dialog open and is left to the app (its client toasts it).
   */
  onConfirm: (captcha: string) => Promise<string | void | undefined>;
}

/** Picture-captcha dialog opened when an SMS request needs one (spec 01 §2, §4; max 6 characters, §9). */
export function CaptchaDialog({ open, onOpenChange, message, onLoadCaptcha, onConfirm }: CaptchaDialogProps) {
  const [image, setImage] = useState<string>();
  const [imageState, setImageState] = useState<CaptchaImageState>('loading');
  const [captcha, setCaptcha] = useState('');
  const [error, setError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);
  const loadRef = useRef(onLoadCaptcha);
  loadRef.current = onLoadCaptcha;
  const requestId = useRef(0);

  const reload = useCallback(() => {
    const id = ++requestId.current;
    setImageState('loading');
    // through a promise so a loader that throws synchronously is a failed picture, not a crash
    Promise.resolve().then(() => loadRef.current()).then(
      (src) => {
        if (id !== requestId.current) return; // a later click won
        setImage(captchaImageSrc(src));
        setImageState('ready');
      },
      () => {
        if (id === requestId.current) setImageState('failed');
      },
    );
  }, []);

  // Each opening starts clean with a new picture.
  useEffect(() => {
    if (!open) return;
    setCaptcha('');
    setError(undefined);
    reload();
  }, [open, reload]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // React carries a submit up the component tree, through the portal: the login form that opened this dialog
    // would be submitted too (issue 27: a 400 loginBySms spent one of the code's tries)
    event.stopPropagation();
    if (submitting) return;
    const invalid = validateCaptcha(captcha);
    setError(invalid);
    if (invalid) return;
    setSubmitting(true);
    try {
      const rejected = await onConfirm(captcha.trim());
      if (rejected) {
        setError(rejected);
        setCaptcha('');
        reload();
      } else {
        onOpenChange(false);
      }
    } catch {
      // left to the app (spec 01 §8: its client toasts failed calls)
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content title="安全验证" description="请输入图中的字符，完成后将为您发送短信验证码" width={400}>
        <form onSubmit={submit} noValidate>
          {message ? (
            <div className={css.notice} role="status">
              <WarningIcon size={16} />
              <span>{message}</span>
            </div>
          ) : null}
          <Inline gap="3" align="flex-start">
            <Field error={error} className={css.grow}>
              <Input
                size="lg"
                value={captcha}
                maxLength={formLimits.captchaMaxLength}
                placeholder="请输入字符验证码"
                aria-label="字符验证码"
                autoComplete="off"
                autoFocus
                onChange={(event) => {
                  setCaptcha(event.target.value);
                  if (error) setError(validateCaptcha(event.target.value));
                }}
              />
            </Field>
            <button
              type="button"
              className={css.imageButton}
              data-state={imageState}
              onClick={reload}
              aria-label="看不清？点击换一张"
              title="看不清？点击换一张"
            >
              {imageState === 'loading' && !image ? (
                <Spinner size={16} label="" />
              ) : imageState === 'failed' ? (
                '点击重新加载'
              ) : (
                <img className={css.image} src={image} alt="字符验证码" />
              )}
            </button>
          </Inline>
          <p className={css.hint}>看不清？点击图片换一张</p>
          <Button type="submit" size="lg" block loading={submitting} className={css.submit}>
            确定
          </Button>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
