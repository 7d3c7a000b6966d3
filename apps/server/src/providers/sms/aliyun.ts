import { createHmac, randomUUID } from 'node:crypto';
import { SmsSendError, type SmsConfig, type SmsMessage, type SmsProvider } from './types.ts';

type AliyunConfig = Extract<SmsConfig, { provider: 'aliyun' }>;

/// Aliyun's percent-encoding (RFC 3986): like encodeURIComponent, plus !'()* and with spaces as %20.
export function percentEncode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}

/// Signature v1 of Aliyun's RPC APIs: HMAC-SHA1 over `GET&%2F&<encoded canonical query>` with key
/// `<secret>&`, base64. The canonical query sorts parameters by name and percent-encodes both sides.
export function signRpc(params: Record<string, string>, secret: string, method = 'GET'): string {
  const canonical = Object.keys(params)
    .sort()
    .map((name) => `${percentEncode(name)}=${percentEncode(params[name]!)}`)
    .join('&');
  const stringToSign = `${method}&${percentEncode('/')}&${percentEncode(canonical)}`;
  return createHmac('sha1', `${secret}&`).update(stringToSign).digest('base64');
}

/// Sends the code with Aliyun SMS `SendSms` (API version 2017-05-25): the template gets `{"code": …}`.
export class AliyunSmsProvider implements SmsProvider {
  readonly name = 'aliyun';

  constructor(
    private readonly config: AliyunConfig,
    private readonly now: () => number,
    private readonly fetcher: typeof fetch = fetch,
  ) {}

  async send(message: SmsMessage): Promise<void> {
    const params: Record<string, string> = {
      AccessKeyId: this.config.accessKeyId,
      Action: 'SendSms',
      Format: 'JSON',
      PhoneNumbers: message.phone,
      RegionId: this.config.regionId,
      SignName: this.config.signName,
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: randomUUID(),
      SignatureVersion: '1.0',
      TemplateCode: this.config.templateCode,
      TemplateParam: JSON.stringify({ code: message.code }),
      Timestamp: new Date(this.now()).toISOString().replace(/\.\d{3}Z$/, 'Z'),
      Version: '2017-05-25',
    };
    const query = Object.entries({ ...params, Signature: signRpc(params, this.config.accessKeySecret) })
      .map(([name, value]) => `${percentEncode(name)}=${percentEncode(value)}`)
      .join('&');
    let response: Response;
    try {
      response = await this.fetcher(`${this.config.endpoint.replace(/(?<!\/)\/+$/, '')}/?${query}`, { signal: AbortSignal.timeout(10_000) });
    } catch (error) {
      throw new SmsSendError(`Aliyun SMS unreachable: ${String(error)}`, { cause: error });
    }
    const body = (await response.json().catch(() => null)) as { Code?: string; Message?: string } | null;
    if (!response.ok || body?.Code !== 'OK') {
      throw new SmsSendError(`Aliyun SMS refused: ${body?.Code ?? response.status} ${body?.Message ?? ''}`.trim());
    }
  }
}
