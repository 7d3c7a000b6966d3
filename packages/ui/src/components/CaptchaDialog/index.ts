export { CaptchaDialog, captchaImageStates } from './CaptchaDialog';
export type { CaptchaDialogProps, CaptchaImageState } from './CaptchaDialog';
