import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { contract } from '@peiyin/api-client';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { send, signIn } from './testing/harness.ts';

describe('configuration', () => {
  it('defaults to port 8080, ./data, SQLite and the console/sandbox providers', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 8080, dataDir: path.resolve('./data'), databaseUrl: undefined, sms: { provider: 'console' }, wx: { provider: 'sandbox' } });
  });

  it('rejects a bad value, and a real provider without its credentials, naming what is missing', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ SMS_PROVIDER: 'aliyun', ALIYUN_ACCESS_KEY_ID: 'id' })).toThrow(
      'SMS_PROVIDER=aliyun needs ALIYUN_ACCESS_KEY_SECRET, ALIYUN_SMS_SIGN_NAME, ALIYUN_SMS_TEMPLATE_CODE',
    );
    expect(() => loadConfig({ WX_PROVIDER: 'wechat' })).toThrow('WX_PROVIDER=wechat needs WX_APP_ID, WX_APP_SECRET, WX_REDIRECT_URI');
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
  });
});

describe('JWT secret', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'peiyin-secret-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('is generated on first start and kept in the data dir, so a session survives a restart', async () => {
    const config = loadConfig({ DATA_DIR: tempDir(), LOG_LEVEL: 'silent', NODE_ENV: 'test', WEB_DIST: '' });
    const first = await buildApp(config);
    const user = await signIn(first);
    await first.close();
    expect(readFileSync(path.join(config.dataDir, 'jwt-secret'), 'utf8').trim()).toMatch(/^[\w-]{64}$/);

    const second = await buildApp(config);
    try {
      expect((await send(second, contract.user.profile, undefined, { token: user.token })).body.code).toBe(200);
    } finally {
      await second.close();
    }
  });

  it('uses JWT_SECRET when given and writes no secret file', async () => {
    const config = loadConfig({ DATA_DIR: tempDir(), LOG_LEVEL: 'silent', NODE_ENV: 'test', WEB_DIST: '', JWT_SECRET: 's'.repeat(40) });
    const app = await buildApp(config);
    await app.close();
    expect(existsSync(path.join(config.dataDir, 'jwt-secret'))).toBe(false);
  });
});

describe('TRUST_PROXY (issue 14 §6)', () => {
  it('takes a hop count or proxy addresses, never "trust every hop"', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.2, 10.1.0.0/16' }).trustProxy).toBe('10.0.0.2, 10.1.0.0/16');
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow('TRUST_PROXY=true would trust every hop');
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow('TRUST_PROXY must be a hop count');
  });

  it('behind one proxy, a client cannot choose its own address with X-Forwarded-For', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'peiyin-proxy-'));
    const app = await buildApp(loadConfig({ DATA_DIR: dir, NODE_ENV: 'test', TRUST_PROXY: '1', RATE_LIMIT_MAX: '3', LOG_LEVEL: 'silent' }));
    try {
      // the client wrote a fresh address each time; the proxy appended the real one
      const codes: number[] = [];
      for (let i = 0; i < 5; i++) {
        const answer = await app.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-for': `198.51.100.${i}, 203.0.113.9` } });
        codes.push(answer.statusCode);
      }
      expect(codes.slice(0, 3)).toEqual([200, 200, 200]);
      expect(codes.slice(3)).toEqual([429, 429]);
    } finally {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
