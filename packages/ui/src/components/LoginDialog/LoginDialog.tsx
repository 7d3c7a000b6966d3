import { useEffect, useState } from 'react';
import { Dialog } from '../../primitives/Dialog';
import { Tabs } from '../../primitives/Tabs';
import { Button } from '../../primitives/Button';
import { Field, Input } from '../../primitives/Input';
import { useFormState } from '../../forms/useFormState';
import {
  type PasswordLoginValues,
  type SmsLoginValues,
  formLimits,
  validatePasswordLoginForm,
  validateSmsLoginForm,
} from '../../forms/validators';
import type { CountdownStorage } from '../../forms/smsCountdown';
import type { SmsCodeResult } from '../SmsCodeButton';
import { PhoneCodeFields } from '../../private/phoneCode/PhoneCodeFields';
import { WechatBindDialog, type WxBindResult } from '../WechatBindDialog';
import { WechatLoginPanel, type WxAuthQuery, type WxLoginResult } from './WechatLoginPanel';
import { LoginIllustration } from './LoginIllustration';
import { loginFeatures } from './features';
import * as css from './LoginDialog.css';
import { Stack, Inline } from '../../primitives/Stack';

/** Login tabs in their order (spec 01 §4: password is the default). */
export const loginTabs = ['password', 'phone', 'wechat'] as const;
export type LoginTab = (typeof loginTabs)[number];

/** Product flavours: only `wechat` offers the WeChat QR tab (spec 01 §1). */
export const loginFlavours = ['brand', 'wechat'] as const;
export type LoginFlavour = (typeof loginFlavours)[number];

export interface LoginDialogProps {
  /** Controlled open state. */
  open: boolean;
  /** Closing: mask click, close icon, Escape, and after every successful login. */
  onOpenChange: (open: boolean) => void;
  /** @default 'brand' */
  flavour?: LoginFlavour;
  /** Tab shown when the dialog opens. @default 'password' */
  defaultTab?: LoginTab;
  /** The code of the invitation link the visitor arrived by: the phone form starts with it filled in. */
  inviterCode?: string;
  /** Link of the user agreement page in the footer. */
  userAgreementHref: string;
  /** Link of the privacy page in the footer. */
  privacyHref: string;
  /**
   * Password login. Resolving means logged in (the app stores the user, notifies and toasts
   * 登录成功); the dialog then closes. A rejection is left to the app (its client toasts the
   * server's message) and the dialog stays open with the input kept.
   */
  onLoginByPwd: (values: PasswordLoginValues) => Promise<unknown>;
  /** Phone login or first-time registration, with the optional invite code. Same contract as `onLoginByPwd`. */
  onLoginBySms: (values: SmsLoginValues) => Promise<unknown>;
  /** Request a login SMS code; `captcha` once the server asked for a picture captcha. */
  onRequestSmsCode: (phone: string, captcha?: string) => Promise<SmsCodeResult>;
  /** Load the login picture captcha for a phone: SVG markup or an image URL. */
  onLoadCaptcha: (phone: string) => Promise<string>;
  /** Address of the WeChat QR page shown in a frame (wechat flavour). */
  wxLoginUrl?: string;
  /** Log in with the query the QR page posted in its `wxAuthSuccess` message. */
  onLoginByWx?: (query: WxAuthQuery) => Promise<WxLoginResult>;
  /** Bind a phone on first WeChat login; status 200 means logged in. */
  onBindWx?: (values: { openid: string; phone: string; code: string }) => Promise<WxBindResult>;
  /** The bind dialog's SMS request (its own endpoint). @default onRequestSmsCode */
  onRequestBindSmsCode?: (phone: string, captcha?: string) => Promise<SmsCodeResult>;
  /** The bind dialog's captcha. @default onLoadCaptcha */
  onLoadBindCaptcha?: (phone: string) => Promise<string>;
  /** Where the SMS countdowns are remembered. @default window.localStorage */
  smsStorage?: CountdownStorage;
  /** The SMS countdowns' clock (stories freeze it for stable pictures). @default Date.now */
  smsClock?: () => number;
}

const tabLabels: Record<LoginTab, string> = { password: '密码登录', phone: '手机号登录', wechat: '微信登录' };
const emptyPassword: PasswordLoginValues = { username: '', password: '' };
const emptySms: SmsLoginValues = { phone: '', code: '', inviterCode: '' };

/**
 * The sign-in modal (spec 01 §2 "Login dialog", §4, §5): a feature panel on the left, and tabs
 * password (default) / phone login or registration / WeChat QR (wechat flavour only). Every call is
 * a callback prop; business statuses (SMS 202/203, WeChat 202) are handled here, call failures are
 * the app's to show.
 */
export function LoginDialog({
  open,
  onOpenChange,
  flavour = 'brand',
  defaultTab = 'password',
  inviterCode,
  userAgreementHref,
  privacyHref,
  onLoginByPwd,
  onLoginBySms,
  onRequestSmsCode,
  onLoadCaptcha,
  wxLoginUrl,
  onLoginByWx,
  onBindWx,
  onRequestBindSmsCode,
  onLoadBindCaptcha,
  smsStorage,
  smsClock,
}: LoginDialogProps) {
  const tabs = loginTabs.filter((tab) => tab !== 'wechat' || flavour === 'wechat');
  const initialTab = tabs.includes(defaultTab) ? defaultTab : 'password';
  const [tab, setTab] = useState<LoginTab>(initialTab);
  const [bindOpenid, setBindOpenid] = useState<string>();
  const close = () => onOpenChange(false);

  // Every opening starts on the default tab (spec 01 §4).
  useEffect(() => {
    if (open) setTab(initialTab);
  }, [open, initialTab]);

  return (
    <>
      <Dialog.Root open={open} onOpenChange={onOpenChange}>
        <Dialog.Content title="登录" hideTitle width={840} bare>
          <div className={css.layout}>
            <aside className={css.aside}>
              <div className={css.asideTexture} />
              <h2 className={css.asideTitle}>AI 配音，一站创作</h2>
              <p className={css.asideLead}>登录后即可使用全部创作工具</p>
              <ul className={css.featureList}>
                {loginFeatures.map((feature) => (
                  <Inline key={feature.title} as="li" gap="3" align="flex-start">
                    <span className={css.featureIcon}>{feature.icon}</span>
                    <span>
                      <span className={css.featureTitle}>{feature.title}</span>
                      <span className={css.featureDetail}>{feature.detail}</span>
                    </span>
                  </Inline>
                ))}
              </ul>
              <LoginIllustration className={css.illustration} />
            </aside>
            <div className={css.main}>
              <h2 className={css.heading}>欢迎登录</h2>
              <p className={css.subheading}>未注册的手机号验证后将自动创建账号</p>
              <Tabs.Root value={tab} onValueChange={(value) => setTab(value as LoginTab)}>
                <Tabs.List aria-label="登录方式">
                  {tabs.map((tab) => (
                    <Tabs.Trigger key={tab} value={tab}>
                      {tabLabels[tab]}
                    </Tabs.Trigger>
                  ))}
                </Tabs.List>
                <Tabs.Content value="password">
                  <PasswordLoginForm onLogin={onLoginByPwd} onDone={close} onRegister={() => setTab('phone')} />
                </Tabs.Content>
                <Tabs.Content value="phone">
                  <SmsLoginForm
                    onLogin={onLoginBySms}
                    onDone={close}
                    onRequestSmsCode={onRequestSmsCode}
                    onLoadCaptcha={onLoadCaptcha}
                    smsStorage={smsStorage}
                    smsClock={smsClock}
                    inviterCode={inviterCode}
                  />
                </Tabs.Content>
                {flavour === 'wechat' ? (
                  <Tabs.Content value="wechat">
                    <WechatLoginPanel
                      url={wxLoginUrl}
                      onLoginByWx={onLoginByWx}
                      onLoggedIn={close}
                      onFirstLogin={(openid) => setBindOpenid(openid)}
                    />
                  </Tabs.Content>
                ) : null}
              </Tabs.Root>
              <p className={css.footer}>
                登录即表示您已阅读并同意
                <a className={css.link} href={userAgreementHref} target="_blank" rel="noreferrer">
                  《用户协议》
                </a>
                和
                <a className={css.link} href={privacyHref} target="_blank" rel="noreferrer">
                  《隐私政策》
                </a>
              </p>
            </div>
          </div>
        </Dialog.Content>
      </Dialog.Root>
      {onBindWx ? (
        <WechatBindDialog
          open={bindOpenid !== undefined}
          onOpenChange={(next) => {
            if (!next) setBindOpenid(undefined);
          }}
          openid={bindOpenid ?? ''}
          onBindWx={onBindWx}
          onRequestSmsCode={onRequestBindSmsCode ?? onRequestSmsCode}
          onLoadCaptcha={onLoadBindCaptcha ?? onLoadCaptcha}
          onBound={close}
          smsStorage={smsStorage}
          smsClock={smsClock}
        />
      ) : null}
    </>
  );
}

function PasswordLoginForm({
  onLogin,
  onDone,
  onRegister,
}: {
  onLogin: LoginDialogProps['onLoginByPwd'];
  onDone: () => void;
  onRegister: () => void;
}) {
  const form = useFormState(emptyPassword, validatePasswordLoginForm);
  const submit = form.handleSubmit(async (values) => {
    await onLogin({ username: values.username.trim(), password: values.password });
    onDone();
  });
  return (
    <Stack as="form" gap="4" paddingTop="2" onSubmit={submit} noValidate aria-label="密码登录">
      <Field error={form.errors.username}>
        <Input
          size="lg"
          aria-label="用户名/手机号"
          autoComplete="username"
          placeholder="请输入用户名/手机号"
          value={form.values.username}
          onChange={(event) => form.setValue('username', event.target.value)}
          onBlur={() => form.blur('username')}
        />
      </Field>
      <Field error={form.errors.password}>
        <Input
          size="lg"
          type="password"
          aria-label="密码"
          autoComplete="current-password"
          maxLength={formLimits.passwordInputMaxLength}
          placeholder="请输入密码"
          value={form.values.password}
          onChange={(event) => form.setValue('password', event.target.value)}
          onBlur={() => form.blur('password')}
        />
      </Field>
      <Button type="submit" size="lg" block loading={form.submitting} className={css.submit}>
        登录
      </Button>
      <p className={css.switchLine}>
        还没有账号？
        <button type="button" className={css.switchButton} onClick={onRegister}>
          手机号验证码注册
        </button>
      </p>
    </Stack>
  );
}

function SmsLoginForm({
  onLogin,
  onDone,
  onRequestSmsCode,
  onLoadCaptcha,
  smsStorage,
  smsClock,
  inviterCode = '',
}: {
  onLogin: LoginDialogProps['onLoginBySms'];
  onDone: () => void;
  onRequestSmsCode: LoginDialogProps['onRequestSmsCode'];
  onLoadCaptcha: LoginDialogProps['onLoadCaptcha'];
  smsStorage?: CountdownStorage;
  smsClock?: () => number;
  inviterCode?: string;
}) {
  const form = useFormState({ ...emptySms, inviterCode }, validateSmsLoginForm);
  const submit = form.handleSubmit(async (values) => {
    await onLogin({ phone: values.phone.trim(), code: values.code.trim(), inviterCode: values.inviterCode.trim() });
    onDone();
  });
  return (
    <Stack as="form" gap="4" paddingTop="2" onSubmit={submit} noValidate aria-label="手机号登录">
      <PhoneCodeFields
        form={form}
        purpose="login"
        storage={smsStorage}
        now={smsClock}
        onRequestSmsCode={onRequestSmsCode}
        onLoadCaptcha={onLoadCaptcha}
      />
      <Field>
        <Input
          size="lg"
          aria-label="邀请码"
          maxLength={formLimits.inviteCodeMaxLength}
          placeholder="邀请码（选填，仅首次注册有效）"
          value={form.values.inviterCode}
          onChange={(event) => form.setValue('inviterCode', event.target.value)}
        />
      </Field>
      <Button type="submit" size="lg" block loading={form.submitting} className={css.submit}>
        登录 / 注册
      </Button>
    </Stack>
  );
}
