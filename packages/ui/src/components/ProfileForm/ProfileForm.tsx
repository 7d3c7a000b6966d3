import { useEffect, useId, useState } from 'react';
import { Button } from '../../primitives/Button';
import { Field, Input } from '../../primitives/Input';
import { SuccessIcon } from '../../primitives/icons';
import { useFormState } from '../../forms/useFormState';
import { formLimits, successMessages, validateNickname } from '../../forms/validators';
import * as css from '../../private/account/accountForm.css';
import { Stack, Inline } from '../../primitives/Stack';

/** The profile as the account page shows it (spec 02 §3 "User profile"). */
export interface ProfileFormProfile {
  username: string;
  nickname?: string | null;
  phone?: string | null;
}

export interface ProfileFormProps {
  profile: ProfileFormProfile;
  /**
   * Save the nickname. Resolving shows 修改成功！; a rejection keeps the input and is left to the
   * app (its client toasts the failure, spec 01 §8).
   */
  onSubmit: (values: { nickname: string }) => Promise<unknown>;
}

interface Values {
  nickname: string;
}
const validate = (values: Values) => {
  const nickname = validateNickname(values.nickname);
  return nickname ? { nickname } : {};
};

/** Hides the middle four digits of a mainland phone number. */
export function maskPhone(phone: string): string {
  return phone.replace(/^(\d{3})\d{4}(\d{4})$/, '$1****$2');
}

/** Account info (/account/userinfo): username and phone read-only, nickname editable (spec 02 §5). */
export function ProfileForm({ profile, onSubmit }: ProfileFormProps) {
  const form = useFormState<Values>({ nickname: profile.nickname ?? '' }, validate);
  const [saved, setSaved] = useState(false);
  const { setValue } = form;
  const id = useId();

  // A profile that arrives or changes after mount (the page loads it) fills the field.
  useEffect(() => {
    setValue('nickname', profile.nickname ?? '');
  }, [profile.nickname, setValue]);

  const submit = form.handleSubmit(async (values) => {
    setSaved(false);
    await onSubmit({ nickname: values.nickname.trim() });
    setSaved(true);
  });

  return (
    <section className={css.card} aria-labelledby={`${id}-title`}>
      <header className={css.header}>
        <h2 id={`${id}-title`} className={css.title}>
          账号信息
        </h2>
        <p className={css.description}>昵称会显示在头像旁和您的作品中</p>
      </header>
      <Stack as="form" gap="5" onSubmit={submit} noValidate>
        <div className={css.row}>
          <span className={css.rowLabel}>用户名</span>
          <span className={css.readOnly} aria-label="用户名">
            {profile.username}
          </span>
        </div>
        <div className={css.row}>
          <span className={css.rowLabel}>手机号</span>
          <span className={css.readOnly} aria-label="手机号">
            {profile.phone ? maskPhone(profile.phone) : '未绑定'}
          </span>
        </div>
        <div className={css.row}>
          <label className={css.rowLabel} htmlFor={`${id}-nickname`}>
            <span className={css.required} aria-hidden>
              *
            </span>
            用户昵称
          </label>
          <Field id={`${id}-nickname`} error={form.errors.nickname}>
            <Input
              size="lg"
              maxLength={formLimits.nicknameMaxLength}
              placeholder="请输入用户昵称"
              value={form.values.nickname}
              onChange={(event) => {
                setSaved(false);
                form.setValue('nickname', event.target.value);
              }}
              onBlur={() => form.blur('nickname')}
              suffix={
                <span className={css.counter}>
                  {form.values.nickname.length}/{formLimits.nicknameMaxLength}
                </span>
              }
            />
          </Field>
        </div>
        <div className={css.row}>
          <span />
          <Inline gap="4">
            <Button type="submit" size="lg" loading={form.submitting}>
              保存修改
            </Button>
            {saved ? (
              <span className={css.success} role="status">
                <SuccessIcon size={16} />
                {successMessages.profile}
              </span>
            ) : null}
          </Inline>
        </div>
      </Stack>
    </section>
  );
}
