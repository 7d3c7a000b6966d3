import { useState } from 'react';
import { CountdownButton } from '../../primitives/Button';
import { CaptchaDialog } from '../CaptchaDialog';
import { validatePhoneForSms } from '../../forms/validators';
import { type CountdownStorage, type SmsPurpose, SMS_COUNTDOWN_DEFAULT_SECONDS } from '../../forms/smsCountdown';
import { useSmsCountdown } from '../../forms/useSmsCountdown';
import { button } from './SmsCodeButton.css';

/** What an SMS code request answers (spec 01 §7: data{status, statusText, interval}). */
export interface SmsCodeResult {
  /** 200 sent; 202/203 a picture captcha is needed or was wrong; anything else failed. */
  status: number;
  statusText?: string;
  /** Seconds before another code may be requested, when the server names it. */
  interval?: number;
}

/** The button's named state, exposed as `data-sms-state`. */
export const smsCodeButtonStates = ['idle', 'sending', 'counting'] as const;
export type SmsCodeButtonState = (typeof smsCodeButtonStates)[number];

export interface SmsCodeButtonProps {
  /** The phone typed in the surrounding form. */
  phone: string;
  /** Request a code; `captcha` is the picture captcha once one was asked for. */
  onRequestSmsCode: (phone: string, captcha?: string) => Promise<SmsCodeResult>;
  /** Load a picture captcha for this phone (SVG markup or an image URL). */
  onLoadCaptcha: (phone: string) => Promise<string>;
  /**
   * Report a message for the phone field (empty or malformed phone, or a failed status text);
   * `undefined` clears it. A rejected request is left to the app (its client toasts it).
   */
  onPhoneError?: (message: string | undefined) => void;
  /** Called once a code was sent, e.g. to focus the code input. */
  onSent?: () => void;
  /** Which form this is; each purpose keeps its own stored countdown. @default 'login' */
  purpose?: SmsPurpose;
  /** Countdown when the server names no interval. @default 120 (use 90 in the bind dialog) */
  defaultSeconds?: number;
  /** Storage of the last request time (resume after reopening). @default window.localStorage */
  storage?: CountdownStorage;
  /** Clock, injectable for stories. @default Date.now */
  now?: () => number;
  /** @default false */
  disabled?: boolean;
}

// spec 01 §8: 202 or 203 means a picture captcha is needed (or the one given was wrong).
const needsCaptcha = (status: number) => status === 202 || status === 203;

/**
 * 获取验证码 with everything the spec hangs on it (spec 01 §4, §5, §9): a 1 s click throttle, the
 * empty-phone message, 200 → countdown (server interval, default 120 s, fallback 90 s, resumed
 * after reopening within 120 s), 202/203 → the picture-captcha dialog with the server's message,
 * other statuses → the status text as the phone field's error.
 */
export function SmsCodeButton({
  phone,
  onRequestSmsCode,
  onLoadCaptcha,
  onPhoneError,
  onSent,
  purpose = 'login',
  defaultSeconds = SMS_COUNTDOWN_DEFAULT_SECONDS,
  storage,
  now,
  disabled = false,
}: SmsCodeButtonProps) {
  const countdown = useSmsCountdown({ purpose, defaultSeconds, storage, now });
  const [sending, setSending] = useState(false);
  const [captcha, setCaptcha] = useState<{ open: boolean; message?: string }>({ open: false });
  const state: SmsCodeButtonState = countdown.counting ? 'counting' : sending ? 'sending' : 'idle';

  const sent = (interval: number | undefined) => {
    countdown.start(interval);
    onPhoneError?.(undefined);
    onSent?.();
  };

  const request = async () => {
    if (!countdown.acceptClick() || state !== 'idle') return;
    const invalid = validatePhoneForSms(phone, purpose === 'bind' ? 'bind' : 'login');
    onPhoneError?.(invalid);
    if (invalid) return;
    setSending(true);
    try {
      const result = await onRequestSmsCode(phone.trim());
      if (result.status === 200) sent(result.interval);
      else if (needsCaptcha(result.status)) setCaptcha({ open: true, message: result.statusText });
      else onPhoneError?.(result.statusText || '验证码发送失败，请稍后重试');
    } catch {
      // left to the app (spec 01 §8: its client toasts failed calls)
    } finally {
      setSending(false);
    }
  };

  // Inside the captcha dialog every non-200 answer stays in the dialog, under the input.
  const confirmCaptcha = async (code: string) => {
    const result = await onRequestSmsCode(phone.trim(), code);
    if (result.status === 200) {
      sent(result.interval);
      return undefined;
    }
    return result.statusText || '字符验证码错误，请重新输入';
  };

  return (
    <>
      <CountdownButton
        variant="link"
        size="sm"
        className={button}
        remaining={countdown.remaining}
        loading={sending}
        disabled={disabled}
        data-sms-state={state}
        formatRemaining={(s) => `${s}s 后重新获取`}
        onClick={request}
      >
        获取验证码
      </CountdownButton>
      <CaptchaDialog
        open={captcha.open}
        message={captcha.message}
        onOpenChange={(open) => setCaptcha((current) => ({ ...current, open }))}
        onLoadCaptcha={() => onLoadCaptcha(phone.trim())}
        onConfirm={confirmCaptcha}
      />
    </>
  );
}
