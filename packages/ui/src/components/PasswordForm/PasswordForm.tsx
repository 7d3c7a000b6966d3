import { useId, useState } from 'react';
import { Button } from '../../primitives/Button';
import { Field, Input } from '../../primitives/Input';
import { SuccessIcon } from '../../primitives/icons';
import { useFormState } from '../../forms/useFormState';
import {
  type PasswordFormValues,
  type PasswordFormVariant,
  formLimits,
  passwordFormVariants,
  successMessages,
  validatePasswordForm,
} from '../../forms/validators';
import * as css from '../../private/account/accountForm.css';
import { Stack, Inline } from '../../primitives/Stack';

export { passwordFormVariants };

export interface PasswordFormProps {
  /** 'set' when the account has no password yet (new + confirm), 'update' otherwise (old + new + confirm). */
  variant: PasswordFormVariant;
  /**
   * Save the password (`oldPassword` only in 'update'). Resolving shows 密码修改成功 / 密码设置成功;
   * the app then logs the user out and goes home (spec 02 §4), so the form just awaits it.
   * A rejection keeps the input and is left to the app (its client toasts it).
   */
  onSubmit: (values: { oldPassword?: string; newPassword: string }) => Promise<unknown>;
}

const empty: PasswordFormValues = { oldPassword: '', newPassword: '', confirmPassword: '' };

const copy: Record<PasswordFormVariant, { title: string; description: string; submit: string; success: string }> = {
  set: {
    title: '设置密码',
    description: '您的账号还没有密码，设置后可使用手机号 + 密码登录',
    submit: '设置密码',
    success: successMessages.passwordSet,
  },
  update: {
    title: '修改密码',
    description: '修改成功后需要使用新密码重新登录',
    submit: '确认修改',
    success: successMessages.passwordUpdated,
  },
};

/** Set or change the password (/account/password, spec 02 §5): 6-16 of letters, digits and _@!. */
export function PasswordForm({ variant, onSubmit }: PasswordFormProps) {
  const form = useFormState(empty, (values) => validatePasswordForm(variant, values));
  const [done, setDone] = useState(false);
  const id = useId();
  const text = copy[variant];

  const submit = form.handleSubmit(async (values) => {
    setDone(false);
    await onSubmit(variant === 'update' ? { oldPassword: values.oldPassword, newPassword: values.newPassword } : { newPassword: values.newPassword });
    setDone(true);
  });

  const row = (key: keyof PasswordFormValues, label: string, placeholder: string, autoComplete: string, hint?: string) => (
    <div className={css.row}>
      <label className={css.rowLabel} htmlFor={`${id}-${key}`}>
        <span className={css.required} aria-hidden>
          *
        </span>
        {label}
      </label>
      <Field id={`${id}-${key}`} error={form.errors[key]} hint={hint}>
        <Input
          size="lg"
          type="password"
          autoComplete={autoComplete}
          maxLength={formLimits.passwordInputMaxLength}
          placeholder={placeholder}
          value={form.values[key]}
          onChange={(event) => {
            setDone(false);
            form.setValue(key, event.target.value);
          }}
          onBlur={() => form.blur(key)}
        />
      </Field>
    </div>
  );

  return (
    <section className={css.card} aria-labelledby={`${id}-title`} data-variant={variant}>
      <header className={css.header}>
        <h2 id={`${id}-title`} className={css.title}>
          {text.title}
        </h2>
        <p className={css.description}>{text.description}</p>
      </header>
      <Stack as="form" gap="5" onSubmit={submit} noValidate>
        {variant === 'update' ? row('oldPassword', '旧密码', '请输入旧密码', 'current-password') : null}
        {row('newPassword', '新密码', '请输入新密码', 'new-password', '6-16位，可使用字母、数字及 _ @ ! 符号')}
        {row('confirmPassword', '确认密码', '请再次输入新密码', 'new-password')}
        <div className={css.row}>
          <span />
          <Inline gap="4">
            <Button type="submit" size="lg" loading={form.submitting}>
              {text.submit}
            </Button>
            {done ? (
              <span className={css.success} role="status">
                <SuccessIcon size={16} />
                {text.success}
              </span>
            ) : null}
          </Inline>
        </div>
      </Stack>
    </section>
  );
}
