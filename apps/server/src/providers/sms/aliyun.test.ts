import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@peiyin/api-client';
import { json, startStub, type StubServer } from '../../testing/httpStub.ts';
import { send, startServer, uniquePhone, type TestServer } from '../../testing/harness.ts';
import { AliyunSmsProvider, signRpc } from './aliyun.ts';
import { SmsSendError } from './types.ts';

// The example of Aliyun's signature documentation (RPC signature v1, SendSms).
const documented = {
  params: {
    AccessKeyId: 'testId',
    Action: 'SendSms',
    Format: 'XML',
    OutId: '123',
    PhoneNumbers: '15300000001',
    RegionId: 'cn-hangzhou',
    SignName: '阿里云短信测试专用',
    SignatureMethod: 'HMAC-SHA1',
    SignatureNonce: '45e25e9b-0a6f-4070-8c85-2956eda1b466',
    SignatureVersion: '1.0',
    TemplateCode: 'SMS_71390007',
    TemplateParam: '{"customer":"test"}',
    Timestamp: '2017-07-12T02:42:19Z',
    Version: '2017-05-25',
  },
  secret: 'testSecret',
  signature: 'zJDF+Lrzhj/ThnlvIToysFRq6t4=',
};

/// The stub's own check, written from the documentation independently of the adapter's code.
function expectedSignature(query: URLSearchParams, secret: string): string {
  const pairs = [...query.entries()].filter(([name]) => name !== 'Signature').sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const enc = (s: string) => encodeURIComponent(s).replace(/\+/g, '%20').replace(/\*/g, '%2A').replace(/%7E/g, '~').replace(/!/g, '%21').replace(/'/g, '%27').replace(/\(/g, '%28').replace(/\)/g, '%29');
  const canonical = pairs.map(([k, v]) => `${enc(k)}=${enc(v)}`).join('&');
  return createHmac('sha1', `${secret}&`).update(`GET&%2F&${enc(canonical)}`).digest('base64');
}

describe('Aliyun SMS signature', () => {
  it('reproduces the documented example signature', () => {
    expect(signRpc(documented.params, documented.secret)).toBe(documented.signature);
  });
});

describe('Aliyun SMS adapter against a local server speaking SendSms', () => {
  let stub: StubServer;
  const sent: Record<string, string>[] = [];
  let answer: 'ok' | 'limit' = 'ok';
  const config = {
    provider: 'aliyun' as const,
    accessKeyId: 'LTAI_test',
    accessKeySecret: 'secret_test',
    signName: '配音',
    templateCode: 'SMS_123456',
    regionId: 'cn-hangzhou',
    endpoint: '',
  };
  beforeAll(async () => {
    stub = await startStub((url, _request, response) => {
      const query = url.searchParams;
      if (query.get('AccessKeyId') !== config.accessKeyId) return json(response, 404, { Code: 'InvalidAccessKeyId.NotFound', Message: 'Specified access key is not found.' });
      if (query.get('Signature') !== expectedSignature(query, config.accessKeySecret)) {
        return json(response, 400, { Code: 'SignatureDoesNotMatch', Message: 'Specified signature is not matched with our calculation.' });
      }
      sent.push(Object.fromEntries(query));
      if (answer === 'limit') return json(response, 200, { Code: 'isv.BUSINESS_LIMIT_CONTROL', Message: '触发分钟级流控Permits:1', RequestId: 'r2' });
      return json(response, 200, { Code: 'OK', Message: 'OK', BizId: '9006197469364984^0', RequestId: 'r1' });
    });
    config.endpoint = stub.url;
  });
  afterAll(() => stub.close());

  it('sends a signed SendSms request with the phone, sign name, template and the code', async () => {
    const provider = new AliyunSmsProvider(config, () => Date.UTC(2026, 0, 5, 9, 30, 15, 123));
    await provider.send({ phone: '13800138000', code: '482913', purpose: 'login' });
    expect(sent.at(-1)).toMatchObject({
      Action: 'SendSms',
      Version: '2017-05-25',
      Format: 'JSON',
      RegionId: 'cn-hangzhou',
      PhoneNumbers: '13800138000',
      SignName: '配音',
      TemplateCode: 'SMS_123456',
      TemplateParam: '{"code":"482913"}',
      SignatureMethod: 'HMAC-SHA1',
      SignatureVersion: '1.0',
      Timestamp: '2026-01-05T09:30:15Z',
    });
    await provider.send({ phone: '13800138000', code: '111111', purpose: 'login' });
    expect(sent.at(-1)!['SignatureNonce']).not.toBe(sent.at(-2)!['SignatureNonce']);
  });

  it('rejects with SmsSendError when Aliyun refuses or the secret is wrong', async () => {
    answer = 'limit';
    const provider = new AliyunSmsProvider(config, Date.now);
    await expect(provider.send({ phone: '13800138000', code: '1', purpose: 'login' })).rejects.toThrow(/BUSINESS_LIMIT_CONTROL/);
    answer = 'ok';
    const wrongSecret = new AliyunSmsProvider({ ...config, accessKeySecret: 'other' }, Date.now);
    await expect(wrongSecret.send({ phone: '13800138000', code: '1', purpose: 'login' })).rejects.toBeInstanceOf(SmsSendError);
    const unreachable = new AliyunSmsProvider({ ...config, endpoint: 'http://127.0.0.1:1' }, Date.now);
    await expect(unreachable.send({ phone: '13800138000', code: '1', purpose: 'login' })).rejects.toBeInstanceOf(SmsSendError);
  });

  describe('chosen by configuration', () => {
    let server: TestServer & { stop: () => Promise<void> };
    beforeAll(async () => {
      server = await startServer('sqlite', {
        env: {
          SMS_PROVIDER: 'aliyun',
          ALIYUN_ACCESS_KEY_ID: config.accessKeyId,
          ALIYUN_ACCESS_KEY_SECRET: config.accessKeySecret,
          ALIYUN_SMS_SIGN_NAME: config.signName,
          ALIYUN_SMS_TEMPLATE_CODE: config.templateCode,
          ALIYUN_SMS_ENDPOINT: stub.url,
        },
      });
    });
    afterAll(() => server.stop());

    it('signs a user in with the code that reached Aliyun', async () => {
      const phone = uniquePhone();
      expect((await send(server.app, contract.sms.loginVerifyCode, { phone })).body.data?.status).toBe(200);
      const code = (JSON.parse(sent.at(-1)!['TemplateParam']!) as { code: string }).code;
      expect(sent.at(-1)!['PhoneNumbers']).toBe(phone);
      const login = await send(server.app, contract.user.loginBySms, { phone, code });
      expect(login.body.code).toBe(200);
    });
  });
});
