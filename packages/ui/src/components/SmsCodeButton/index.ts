export { SmsCodeButton, smsCodeButtonStates } from './SmsCodeButton';
export type { SmsCodeButtonProps, SmsCodeButtonState, SmsCodeResult } from './SmsCodeButton';
