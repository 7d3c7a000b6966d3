/// Pure validation for the sign-in, feedback and account forms.
///
/// Every message is the spec's exact Chinese wording (spec 01 §5, spec 02 §5 "Chat, inspiration,
/// draw, invite, account"). A validator answers the message to show, or `undefined` when the value
/// is fine, so a form can render `error={validatePhone(phone)}` without any library.

/** Messages shown under the fields, exactly as the spec words them. */
export const formMessages = {
  // spec 01 §5
  phoneRequired: '手机号不能为空',
  phoneFormat: '手机号格式不正确',
  smsCodeRequired: '短信验证码不能为空',
  smsCodeFormat: '短信验证码格式错误',
  usernameRequired: '用户名/手机号不能为空',
  passwordRequired: '密码不能为空',
  smsPhoneMissing: '请输入手机号码',
  captchaRequired: '请输入字符验证码',
  feedbackContentRequired: '反馈内容不能为空',
  feedbackEmailRequired: '联系邮箱不能为空',
  // The spec asks for the email format to be checked but gives no wording; this follows the
  // phone message's pattern.
  feedbackEmailFormat: '联系邮箱格式不正确',
  // spec 02 §5
  nicknameRequired: '用户昵称不能为空',
  oldPasswordRequired: '旧密码不能为空',
  newPasswordRequired: '新密码不能为空',
  passwordFormat: '密码格式错误',
  confirmPasswordRequired: '确认密码不能为空',
  passwordMismatch: '两次输入密码不相同',
  inviteCodeRequired: '邀请码不能为空',
} as const;

/** Success texts of the account forms and the feedback dialog (spec 01 §8, spec 02 §8). */
export const successMessages = {
  login: '登录成功',
  feedback: '提交成功',
  profile: '修改成功！',
  passwordUpdated: '密码修改成功',
  passwordSet: '密码设置成功',
  inviterBound: '绑定成功',
} as const;

/** Input limits (spec 01 §9, spec 02 §9). */
export const formLimits = {
  phoneLength: 11,
  smsCodeMaxLength: 6,
  captchaMaxLength: 6,
  nicknameMaxLength: 30,
  /** The password input accepts 30 characters; the rule then allows 6-16 (ARCHITECTURE.md deviations). */
  passwordInputMaxLength: 30,
  passwordMinLength: 6,
  passwordMaxLength: 16,
  inviteCodeMaxLength: 10,
} as const;

/** 11 digits: 1, then 3-9, then nine digits (spec 01 §9). */
export const PHONE_PATTERN = /^1[3-9]\d{9}$/;
/** 4 to 6 digits; the placeholder still asks for 6 (spec 01 §5). */
export const SMS_CODE_PATTERN = /^\d{4,6}$/;
/** Letters, digits and _@! only, 6 to 16 characters (spec 02 §5: the rule is 6-16, not the 6~20 tip). */
export const PASSWORD_PATTERN = /^[A-Za-z0-9_@!]{6,16}$/;
/** A pragmatic address check: something@domain.tld with no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** A message to show, or `undefined` when the value passes. */
export type FieldError = string | undefined;

// A value made only of spaces is as empty as no value: a person who typed spaces has typed nothing.
const isBlank = (value: string | null | undefined): boolean => value == null || value.trim() === '';

/** Phone field of the phone-login and bind forms. */
export function validatePhone(value: string): FieldError {
  if (isBlank(value)) return formMessages.phoneRequired;
  if (!PHONE_PATTERN.test(value.trim())) return formMessages.phoneFormat;
  return undefined;
}

/**
 * Phone check before an SMS code is requested: an empty phone asks for one with 请输入手机号码 in
 * the login dialog, but with 手机号不能为空 in the WeChat bind dialog (spec 01 §5).
 */
export function validatePhoneForSms(value: string, where: 'login' | 'bind' = 'login'): FieldError {
  if (isBlank(value)) return where === 'bind' ? formMessages.phoneRequired : formMessages.smsPhoneMissing;
  return validatePhone(value);
}

/** SMS code field: required, 4-6 digits. */
export function validateSmsCode(value: string): FieldError {
  if (isBlank(value)) return formMessages.smsCodeRequired;
  if (!SMS_CODE_PATTERN.test(value.trim())) return formMessages.smsCodeFormat;
  return undefined;
}

/** Username (or phone) of the password login. */
export function validateLoginUsername(value: string): FieldError {
  return isBlank(value) ? formMessages.usernameRequired : undefined;
}

/** Password of the password login: only required, the server judges the rest. */
export function validateLoginPassword(value: string): FieldError {
  return value === '' ? formMessages.passwordRequired : undefined;
}

/** Picture captcha: required; the input itself stops at 6 characters. */
export function validateCaptcha(value: string): FieldError {
  return isBlank(value) ? formMessages.captchaRequired : undefined;
}

/** Feedback content: required. */
export function validateFeedbackContent(value: string): FieldError {
  return isBlank(value) ? formMessages.feedbackContentRequired : undefined;
}

/** Feedback email: required and shaped like an address. */
export function validateFeedbackEmail(value: string): FieldError {
  if (isBlank(value)) return formMessages.feedbackEmailRequired;
  if (!EMAIL_PATTERN.test(value.trim())) return formMessages.feedbackEmailFormat;
  return undefined;
}

/** Nickname of the profile form: required (the input stops at 30 characters). */
export function validateNickname(value: string): FieldError {
  if (isBlank(value)) return formMessages.nicknameRequired;
  // An input's maxLength does not stop a pasted or programmatic value; the rule is still 30.
  if (value.trim().length > formLimits.nicknameMaxLength) return `用户昵称不能超过${formLimits.nicknameMaxLength}个字符`;
  return undefined;
}

/** Old password of the update form: required only (it is checked by the server). */
export function validateOldPassword(value: string): FieldError {
  return value === '' ? formMessages.oldPasswordRequired : undefined;
}

/** New password: required, then 6-16 of letters, digits and _@!. */
export function validateNewPassword(value: string): FieldError {
  if (value === '') return formMessages.newPasswordRequired;
  if (!PASSWORD_PATTERN.test(value)) return formMessages.passwordFormat;
  return undefined;
}

/** Confirmation: required and equal to the new password. */
export function validateConfirmPassword(value: string, newPassword: string): FieldError {
  if (value === '') return formMessages.confirmPasswordRequired;
  if (value !== newPassword) return formMessages.passwordMismatch;
  return undefined;
}

/** Invite code of the account page: required (the login form's invite code is optional). */
export function validateInviteCode(value: string): FieldError {
  return isBlank(value) ? formMessages.inviteCodeRequired : undefined;
}

/** Errors of a whole form: one optional message per field. */
export type FormErrors<Values> = Partial<Record<keyof Values, string>>;

/** True when a form's errors object holds no message. */
export function hasErrors<Values>(errors: FormErrors<Values>): boolean {
  return Object.values(errors).some((message) => typeof message === 'string' && message !== '');
}

// Collects the messages of the fields that failed, so `{}` means "valid".
function collect<Values>(checks: { [K in keyof Values]?: FieldError }): FormErrors<Values> {
  const errors: FormErrors<Values> = {};
  for (const key of Object.keys(checks) as Array<keyof Values>) {
    const message = checks[key];
    if (message) errors[key] = message;
  }
  return errors;
}

/** Password login form (spec 01 §3). */
export interface PasswordLoginValues {
  username: string;
  password: string;
}
export function validatePasswordLoginForm(values: PasswordLoginValues): FormErrors<PasswordLoginValues> {
  return collect<PasswordLoginValues>({
    username: validateLoginUsername(values.username),
    password: validateLoginPassword(values.password),
  });
}

/** Phone login/register form (spec 01 §3); the invite code is optional (spec 01 §5). */
export interface SmsLoginValues {
  phone: string;
  code: string;
  inviterCode: string;
}
export function validateSmsLoginForm(values: SmsLoginValues): FormErrors<SmsLoginValues> {
  return collect<SmsLoginValues>({
    phone: validatePhone(values.phone),
    code: validateSmsCode(values.code),
  });
}

/** WeChat first-login bind form (spec 01 §3), without the openid that comes from the server. */
export interface WechatBindValues {
  phone: string;
  code: string;
}
export function validateWechatBindForm(values: WechatBindValues): FormErrors<WechatBindValues> {
  return collect<WechatBindValues>({
    phone: validatePhone(values.phone),
    code: validateSmsCode(values.code),
  });
}

/** Feedback types: 1 suggestion (default), 2 problem, 0 other (spec 01 §2). */
export const feedbackTypes = [1, 2, 0] as const;
export type FeedbackType = (typeof feedbackTypes)[number];

/** Feedback form (spec 01 §3). */
export interface FeedbackValues {
  type: FeedbackType;
  content: string;
  email: string;
  otherContacts: string;
}
export function validateFeedbackForm(values: FeedbackValues): FormErrors<FeedbackValues> {
  return collect<FeedbackValues>({
    content: validateFeedbackContent(values.content),
    email: validateFeedbackEmail(values.email),
  });
}

/** Password forms: 'set' when the account has none yet, 'update' otherwise (spec 02 §5). */
export const passwordFormVariants = ['set', 'update'] as const;
export type PasswordFormVariant = (typeof passwordFormVariants)[number];

export interface PasswordFormValues {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}
export function validatePasswordForm(
  variant: PasswordFormVariant,
  values: PasswordFormValues,
): FormErrors<PasswordFormValues> {
  return collect<PasswordFormValues>({
    oldPassword: variant === 'update' ? validateOldPassword(values.oldPassword) : undefined,
    newPassword: validateNewPassword(values.newPassword),
    confirmPassword: validateConfirmPassword(values.confirmPassword, values.newPassword),
  });
}
