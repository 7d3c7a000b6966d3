import type { FastifyBaseLogger } from 'fastify';
import type { SmsMessage, SmsOutbox, SmsProvider, SmsPurpose } from './types.ts';

/// Development provider: writes the code to the log instead of sending a text message.
export class ConsoleSmsProvider implements SmsProvider, SmsOutbox {
  readonly name = 'console';
  private readonly sent = new Map<string, { code: string; purpose: SmsPurpose; sentAt: number }>();

  constructor(
    private readonly logger: FastifyBaseLogger,
    private readonly now: () => number,
  ) {}

  async send(message: SmsMessage): Promise<void> {
    this.sent.set(message.phone, { code: message.code, purpose: message.purpose, sentAt: this.now() });
    this.logger.info({ phone: message.phone, purpose: message.purpose }, `SMS code ${message.code} (console provider: not sent)`);
  }

  lastCode(phone: string) {
    return this.sent.get(phone);
  }
}
