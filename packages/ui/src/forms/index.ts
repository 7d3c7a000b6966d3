export {
  EMAIL_PATTERN,
  PASSWORD_PATTERN,
  PHONE_PATTERN,
  SMS_CODE_PATTERN,
  feedbackTypes,
  formLimits,
  formMessages,
  hasErrors,
  passwordFormVariants,
  successMessages,
  validateCaptcha,
  validateConfirmPassword,
  validateFeedbackContent,
  validateFeedbackEmail,
  validateFeedbackForm,
  validateInviteCode,
  validateLoginPassword,
  validateLoginUsername,
  validateNewPassword,
  validateNickname,
  validateOldPassword,
  validatePasswordForm,
  validatePasswordLoginForm,
  validatePhone,
  validatePhoneForSms,
  validateSmsCode,
  validateSmsLoginForm,
  validateWechatBindForm,
} from './validators';
export type {
  FeedbackType,
  FeedbackValues,
  FieldError,
  FormErrors,
  PasswordFormValues,
  PasswordFormVariant,
  PasswordLoginValues,
  SmsLoginValues,
  WechatBindValues,
} from './validators';
export {
  SMS_CLICK_THROTTLE_MS,
  SMS_COUNTDOWN_BIND_SECONDS,
  SMS_COUNTDOWN_DEFAULT_SECONDS,
  SMS_COUNTDOWN_FALLBACK_SECONDS,
  SMS_RESUME_WINDOW_SECONDS,
  createClickThrottle,
  resolveCountdownSeconds,
  resumeSeconds,
  smsStorageKey,
} from './smsCountdown';
export type { CountdownStorage, LastSmsRequest, SmsPurpose } from './smsCountdown';
export { useSmsCountdown } from './useSmsCountdown';
export type { SmsCountdown, UseSmsCountdownOptions } from './useSmsCountdown';
export { useFormState } from './useFormState';
export type { FormState } from './useFormState';
export { createMemoryStorage } from './memoryStorage';
