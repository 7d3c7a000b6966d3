// For tests: S3's browser-POST policy check, in front of s3rver. s3rver stores a POSTed file without
// looking at its policy or signature (it reads the `key` field and the file, nothing else), while
// AWS S3, MinIO, Ceph and the rest refuse an expired, unsigned or violated policy. This gate applies the
// rules of AWS's "Browser-based uploads using POST (AWS Signature Version 4)" documentation, written
// from that documentation and not from our adapter, then passes an accepted request on unchanged.
import { createHmac } from 'node:crypto';
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface PostPolicyGate {
  url: string;
  /** What the gate decided, newest last. */
  decisions: { status: number; code: string | null }[];
  close(): Promise<void>;
}

type Condition = Record<string, string> | [string, string, string] | ['content-length-range', number, number];

function s3Error(response: ServerResponse, status: number, code: string, message: string) {
  response.writeHead(status, { 'content-type': 'application/xml' });
  response.end(`<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`);
}

function hmac(key: Buffer | string, data: string): Buffer {
  return createHmac('sha256', key).update(data).digest();
}

export async function startPostPolicyGate(options: { target: string; secrets: Record<string, string>; now?: () => number }): Promise<PostPolicyGate> {
  const target = new URL(options.target);
  const now = options.now ?? Date.now;
  const decisions: PostPolicyGate['decisions'] = [];

  async function check(request: IncomingMessage, body: Buffer): Promise<{ status: number; code: string; message: string } | null> {
    const form = await new Response(new Uint8Array(body), { headers: { 'content-type': String(request.headers['content-type']) } }).formData();
    const fields = new Map<string, string>();
    let file: Blob | null = null;
    for (const [name, value] of form.entries()) {
      if (name.toLowerCase() === 'file') file = value as Blob;
      else if (typeof value === 'string') fields.set(name.toLowerCase(), value);
    }
    if (!file) return { status: 400, code: 'InvalidArgument', message: 'POST requires exactly one file upload per request.' };
    const policy = fields.get('policy');
    const signature = fields.get('x-amz-signature');
    const credential = fields.get('x-amz-credential');
    if (!policy || !signature || !credential || fields.get('x-amz-algorithm') !== 'AWS4-HMAC-SHA256') {
      return { status: 403, code: 'AccessDenied', message: 'Bucket POST must contain a policy and a signature' };
    }
    // Credential: <access key>/<yyyymmdd>/<region>/s3/aws4_request; signing key derived from the secret.
    const [accessKeyId, date, region, service, terminator] = credential.split('/');
    const secret = accessKeyId ? options.secrets[accessKeyId] : undefined;
    if (!secret || !date || !region || service !== 's3' || terminator !== 'aws4_request') {
      return { status: 403, code: 'InvalidAccessKeyId', message: 'The AWS Access Key Id you provided does not exist in our records.' };
    }
    const signingKey = hmac(hmac(hmac(hmac(`AWS4${secret}`, date), region), 's3'), 'aws4_request');
    if (hmac(signingKey, policy).toString('hex') !== signature) {
      return { status: 403, code: 'SignatureDoesNotMatch', message: 'The request signature we calculated does not match the signature you provided.' };
    }
    const document = JSON.parse(Buffer.from(policy, 'base64').toString('utf8')) as { expiration: string; conditions: Condition[] };
    if (!(Date.parse(document.expiration) > now())) return { status: 403, code: 'AccessDenied', message: 'Invalid according to Policy: Policy expired.' };
    const bucket = decodeURIComponent(new URL(request.url ?? '/', 'http://gate').pathname.split('/')[1] ?? '');
    const covered = new Set<string>();
    for (const condition of document.conditions) {
      if (Array.isArray(condition)) {
        const [operator, a, b] = condition;
        if (operator === 'content-length-range') {
          if (file.size > Number(b)) return { status: 400, code: 'EntityTooLarge', message: 'Your proposed upload exceeds the maximum allowed size' };
          if (file.size < Number(a)) return { status: 400, code: 'EntityTooSmall', message: 'Your proposed upload is smaller than the minimum allowed size' };
          continue;
        }
        const name = String(a).replace(/^\$/, '').toLowerCase();
        const actual = name === 'bucket' ? bucket : fields.get(name);
        covered.add(name);
        const ok = operator === 'eq' ? actual === b : operator === 'starts-with' ? actual?.startsWith(String(b)) : false;
        if (!ok) return { status: 403, code: 'AccessDenied', message: `Invalid according to Policy: Policy Condition failed: ${JSON.stringify(condition)}` };
      } else {
        for (const [rawName, expected] of Object.entries(condition)) {
          const name = rawName.toLowerCase();
          const actual = name === 'bucket' ? bucket : fields.get(name);
          covered.add(name);
          if (actual !== expected) return { status: 403, code: 'AccessDenied', message: `Invalid according to Policy: Policy Condition failed: ["eq", "$${name}", "${expected}"]` };
        }
      }
    }
    // Every field the form carries must be named by a condition (except the policy and signature).
    for (const name of fields.keys()) {
      if (name === 'policy' || name === 'x-amz-signature' || name.startsWith('x-ignore-')) continue;
      if (!covered.has(name)) return { status: 403, code: 'AccessDenied', message: `Invalid according to Policy: Extra input fields: ${name}` };
    }
    return null;
  }

  function forward(request: IncomingMessage, body: Buffer, response: ServerResponse) {
    const upstream = httpRequest(
      { host: target.hostname, port: target.port, method: request.method, path: request.url, headers: { ...request.headers, host: target.host, 'content-length': String(body.length) } },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => s3Error(response, 502, 'BadGateway', 'upstream failed'));
    upstream.end(body);
  }

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      if (request.method !== 'POST') return forward(request, body, response);
      check(request, body).then(
        (refusal) => {
          decisions.push({ status: refusal?.status ?? 204, code: refusal?.code ?? null });
          if (refusal) return s3Error(response, refusal.status, refusal.code, refusal.message);
          forward(request, body, response);
        },
        (error: unknown) => s3Error(response, 400, 'MalformedPOSTRequest', String(error)),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    decisions,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
