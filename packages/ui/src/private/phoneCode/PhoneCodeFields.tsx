import { useRef } from 'react';
import { Field, Input } from '../../primitives/Input';
import type { FormState } from '../../forms/useFormState';
import { formLimits } from '../../forms/validators';
import type { CountdownStorage } from '../../forms/smsCountdown';
import { SmsCodeButton, type SmsCodeButtonProps } from '../../components/SmsCodeButton';
import * as css from './PhoneCodeFields.css';

export interface PhoneCodeFieldsProps<Values extends { phone: string; code: string }> {
  /** The form the two fields belong to (its `phone` and `code` values and messages). */
  form: FormState<Values>;
  /** Which flow asks: its countdown is stored and resumed separately (spec 01 §4). */
  purpose: SmsCodeButtonProps['purpose'];
  /** Countdown when the server gives no interval. @default SmsCodeButton's default (120 s) */
  defaultSeconds?: number;
  onRequestSmsCode: SmsCodeButtonProps['onRequestSmsCode'];
  onLoadCaptcha: SmsCodeButtonProps['onLoadCaptcha'];
  storage?: CountdownStorage;
  now?: () => number;
}

/**
 * The phone number and SMS code fields with the code button inside the code field, shared by the phone
 * login tab and the WeChat bind dialog (spec 01 §5 messages come from the form's validator). After a
 * code is sent the focus moves to the code field.
 */
export function PhoneCodeFields<Values extends { phone: string; code: string }>({
  form,
  purpose,
  defaultSeconds,
  onRequestSmsCode,
  onLoadCaptcha,
  storage,
  now,
}: PhoneCodeFieldsProps<Values>) {
  const codeRef = useRef<HTMLInputElement>(null);
  return (
    <>
      <Field error={form.errors.phone}>
        <Input
          size="lg"
          aria-label="手机号"
          inputMode="numeric"
          autoComplete="tel"
          maxLength={formLimits.phoneLength}
          placeholder="请输入手机号"
          prefix={<span className={css.phonePrefix}>+86</span>}
          value={form.values.phone}
          onChange={(event) => form.setValue('phone', event.target.value as Values['phone'])}
          onBlur={() => form.blur('phone')}
        />
      </Field>
      <Field error={form.errors.code}>
        <Input
          ref={codeRef}
          size="lg"
          aria-label="短信验证码"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={formLimits.smsCodeMaxLength}
          placeholder="请输入6位短信验证码"
          value={form.values.code}
          onChange={(event) => form.setValue('code', event.target.value as Values['code'])}
          onBlur={() => form.blur('code')}
          suffix={
            <SmsCodeButton
              phone={form.values.phone}
              purpose={purpose}
              {...(defaultSeconds === undefined ? {} : { defaultSeconds })}
              storage={storage}
              now={now}
              onRequestSmsCode={onRequestSmsCode}
              onLoadCaptcha={onLoadCaptcha}
              onPhoneError={(message) => form.setError('phone', message)}
              onSent={() => codeRef.current?.focus()}
            />
          }
        />
      </Field>
    </>
  );
}
