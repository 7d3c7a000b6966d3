// Every module and capability is a named plugin that declares what it needs: a server assembled without one
// of them does not start, and says which plugin is missing (instead of failing later on an undefined decorator).
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { smsPlugin } from '../modules/sms/plugin.ts';
import { clockPlugin } from './clock.ts';
import { configPlugin } from './config.ts';

describe('plugin dependencies', () => {
  it('refuse to start a module whose capabilities are not registered, naming the first one missing', async () => {
    const app = Fastify({ logger: false });
    await app.register(configPlugin, { config: loadConfig({ LOG_LEVEL: 'silent' }) });
    await app.register(clockPlugin, {});
    await expect(app.register(smsPlugin)).rejects.toThrow("The dependency 'contract' of plugin 'sms' is not registered");
    await app.close();
  });
});
