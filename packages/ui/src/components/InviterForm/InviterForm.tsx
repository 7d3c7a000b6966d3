import { useId, useState } from 'react';
import { Button } from '../../primitives/Button';
import { Field, Input } from '../../primitives/Input';
import { GiftIcon, SuccessIcon } from '../../primitives/icons';
import { useFormState } from '../../forms/useFormState';
import { formLimits, successMessages, validateInviteCode } from '../../forms/validators';
import * as account from '../../private/account/accountForm.css';
import * as css from './InviterForm.css';

export interface InviterFormProps {
  /** The inviter code already bound to this account, or null/undefined when none (spec 02 §3). */
  boundCode?: string | null;
  /**
   * Bind an inviter code. Resolving shows 绑定成功 and the bound code (binding happens once and
   * never changes, spec 02 §4). A rejection keeps the input and is left to the app (its client toasts it).
   */
  onBind: (code: string) => Promise<unknown>;
}

interface Values {
  code: string;
}
const validate = (values: Values) => {
  const code = validateInviteCode(values.code);
  return code ? { code } : {};
};

/** The inviter page (/account/inviter, spec 02 §2.13): the bound code, or an input and a bind button. */
export function InviterForm({ boundCode, onBind }: InviterFormProps) {
  const form = useFormState<Values>({ code: '' }, validate);
  const [justBound, setJustBound] = useState<string>();
  const id = useId();
  const shown = boundCode || justBound;

  const submit = form.handleSubmit(async (values) => {
    const code = values.code.trim();
    await onBind(code);
    setJustBound(code);
  });

  return (
    <section className={account.card} aria-labelledby={`${id}-title`} data-state={shown ? 'bound' : 'unbound'}>
      <header className={account.header}>
        <h2 id={`${id}-title`} className={account.title}>
          绑定邀请码
        </h2>
        <p className={account.description}>填写邀请您加入的好友的邀请码</p>
      </header>
      {shown ? (
        <div>
          <div className={css.bound}>
            <span className={css.boundIcon}>
              <GiftIcon size={20} />
            </span>
            <span>
              <span className={css.boundLabel}>已绑定邀请码</span>
              <span className={css.boundCode} aria-label="已绑定邀请码">
                {shown}
              </span>
            </span>
          </div>
          {justBound ? (
            <p className={`${account.success} ${css.successLine}`} role="status">
              <SuccessIcon size={16} />
              {successMessages.inviterBound}
            </p>
          ) : null}
          <p className={css.note}>邀请码仅可绑定一次，绑定后不可更改</p>
        </div>
      ) : (
        <form onSubmit={submit} noValidate>
          <div className={css.inline}>
            <Field error={form.errors.code} className={css.grow}>
              <Input
                size="lg"
                aria-label="邀请码"
                maxLength={formLimits.inviteCodeMaxLength}
                placeholder="请输入6位邀请码"
                value={form.values.code}
                onChange={(event) => form.setValue('code', event.target.value)}
                onBlur={() => form.blur('code')}
              />
            </Field>
            <Button type="submit" size="lg" loading={form.submitting}>
              立即绑定
            </Button>
          </div>
          <p className={css.note}>邀请码仅可绑定一次，绑定后不可更改</p>
        </form>
      )}
    </section>
  );
}
