// Hooks of contract.sms (spec 01 §4): picture captchas and SMS codes for the login dialog and the WeChat bind
// dialog. A captcha is new on every call: they are mutations, never cached.
import { useMutation } from '@tanstack/react-query';
import { api } from './client';

interface CodeRequest {
  phone: string;
  captcha?: string;
}

export function useLoginCaptcha() {
  return useMutation({ mutationFn: (phone: string) => api.sms.loginVerifyCaptcha({ phone }) });
}

export function useLoginSmsCode() {
  return useMutation({ mutationFn: ({ phone, captcha }: CodeRequest) => api.sms.loginVerifyCode({ phone, captcha }) });
}

export function useBindCaptcha() {
  return useMutation({ mutationFn: (phone: string) => api.sms.verifyCaptcha({ phone }) });
}

export function useBindSmsCode() {
  return useMutation({ mutationFn: ({ phone, captcha }: CodeRequest) => api.sms.verifyCode({ phone, captcha }) });
}
