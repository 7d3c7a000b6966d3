import { useEffect, useState } from 'react';
import { Dialog } from '../../primitives/Dialog';
import { Button } from '../../primitives/Button';
import type { SmsCodeResult } from '../SmsCodeButton';
import { PhoneCodeFields } from '../../private/phoneCode/PhoneCodeFields';
import { useFormState } from '../../forms/useFormState';
import { type WechatBindValues, validateWechatBindForm } from '../../forms/validators';
import { type CountdownStorage, SMS_COUNTDOWN_BIND_SECONDS } from '../../forms/smsCountdown';
import * as css from './WechatBindDialog.css';
import { Stack } from '../../primitives/Stack';

/** What the bind call answers (spec 01 §7: data{status, statusText, data}). */
export interface WxBindResult {
  /** 200 bound and logged in; anything else failed with `statusText`. */
  status: number;
  statusText?: string;
}

export interface WechatBindDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The openid the first WeChat login returned (status 202). */
  openid: string;
  /**
   * Bind the phone to this WeChat account. Status 200 means bound and logged in: the dialog calls
   * `onBound` and closes. Other statuses show their text in the dialog. A rejection is left to the
   * app (its client toasts it) and the dialog stays open.
   */
  onBindWx: (values: WechatBindValues & { openid: string }) => Promise<WxBindResult>;
  /** Request the bind code (the bind dialog's own SMS call, spec 01 §7 `/api/sms/verify_code`). */
  onRequestSmsCode: (phone: string, captcha?: string) => Promise<SmsCodeResult>;
  /** Load the bind flow's picture captcha. */
  onLoadCaptcha: (phone: string) => Promise<string>;
  /** Called after a successful bind, before the dialog closes. */
  onBound?: () => void;
  /** Storage of the last code request (resume within 120 s). @default window.localStorage */
  smsStorage?: CountdownStorage;
  /** The countdown's clock (stories freeze it). @default Date.now */
  smsClock?: () => number;
}

const empty: WechatBindValues = { phone: '', code: '' };

/** First WeChat login: bind a phone with an SMS code (spec 01 §2, §4; 90 s countdown). */
export function WechatBindDialog({
  open,
  onOpenChange,
  openid,
  onBindWx,
  onRequestSmsCode,
  onLoadCaptcha,
  onBound,
  smsStorage,
  smsClock,
}: WechatBindDialogProps) {
  const form = useFormState(empty, validateWechatBindForm);
  const [failure, setFailure] = useState<string>();
  const { reset } = form;

  useEffect(() => {
    if (open) {
      reset();
      setFailure(undefined);
    }
  }, [open, reset]);

  const submit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    const result = await onBindWx({ openid, phone: values.phone.trim(), code: values.code.trim() });
    if (result.status === 200) {
      onBound?.();
      onOpenChange(false);
    } else {
      setFailure(result.statusText || '绑定失败，请稍后重试');
    }
  });

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content title="绑定手机号" description="首次使用微信登录，请绑定您的手机号" width={420}>
        <Stack as="form" gap="4" onSubmit={submit} noValidate>
          <PhoneCodeFields
            form={form}
            purpose="bind"
            defaultSeconds={SMS_COUNTDOWN_BIND_SECONDS}
            storage={smsStorage}
            now={smsClock}
            onRequestSmsCode={onRequestSmsCode}
            onLoadCaptcha={onLoadCaptcha}
          />
          {failure ? (
            <p className={css.failure} role="alert">
              {failure}
            </p>
          ) : null}
          <Button type="submit" size="lg" block loading={form.submitting}>
            绑定并登录
          </Button>
        </Stack>
      </Dialog.Content>
    </Dialog.Root>
  );
}
