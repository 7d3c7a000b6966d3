import type { FastifyBaseLogger } from 'fastify';
import type { SmsConfig } from '../../config.ts';
import { AliyunSmsProvider } from './aliyun.ts';
import { ConsoleSmsProvider } from './console.ts';

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

/// The one place where the SMS provider is chosen from configuration.
export function createSmsProvider(config: SmsConfig, logger: FastifyBaseLogger, now: () => number): SmsProvider {
  switch (config.provider) {
    case 'aliyun':
      return new AliyunSmsProvider(config, now);
    case 'console':
      return new ConsoleSmsProvider(logger, now);
  }
}
