// The SMS registry: the one place where the provider is chosen from its configuration.
import type { FastifyBaseLogger } from 'fastify';
import { AliyunSmsProvider } from './aliyun.ts';
import { ConsoleSmsProvider } from './console.ts';
import type { SmsConfig, SmsProvider } from './types.ts';

export function createSmsProvider(config: SmsConfig, logger: FastifyBaseLogger, now: () => number): SmsProvider {
  switch (config.provider) {
    case 'aliyun':
      return new AliyunSmsProvider(config, now);
    case 'console':
      return new ConsoleSmsProvider(logger, now);
  }
}

export { loadSmsConfig } from './config.ts';
export * from './types.ts';
