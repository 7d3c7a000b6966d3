// The SMS family's contract: what a provider does, its configuration and its error. Adapters
// (console.ts, aliyun.ts) import only this file; the registry (index.ts) imports them.

export type SmsPurpose = 'login' | 'bind';

export interface SmsMessage {
  phone: string;
  code: string;
  purpose: SmsPurpose;
}

/// Sends a verification code. Rejects (with an SmsSendError) when the code was not sent.
export interface SmsProvider {
  readonly name: string;
  send(message: SmsMessage): Promise<void>;
}

/// A provider that remembers the codes it "sent", for `GET /api/dev/sms/last` outside production.
export interface SmsOutbox {
  lastCode(phone: string): { code: string; purpose: SmsPurpose; sentAt: number } | undefined;
}

export class SmsSendError extends Error {
  override readonly name = 'SmsSendError';
}

export function hasOutbox(provider: SmsProvider): provider is SmsProvider & SmsOutbox {
  return typeof (provider as Partial<SmsOutbox>).lastCode === 'function';
}

/// Which provider sends the codes (`SMS_PROVIDER`), with its credentials.
export type SmsConfig =
  | { provider: 'console' }
  | { provider: 'aliyun'; accessKeyId: string; accessKeySecret: string; signName: string; templateCode: string; endpoint: string; regionId: string };
