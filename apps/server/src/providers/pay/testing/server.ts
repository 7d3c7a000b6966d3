// A small HTTP server for the providers' protocol doubles: it reads the whole body, hands the request
// to an async handler and writes its answer. Used only by tests (here and in the trade module's).
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { generateKeyPairSync, type KeyObject } from 'node:crypto';

export interface ReceivedRequest {
  method: string;
  url: URL;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface Answer {
  status: number;
  headers?: Record<string, string>;
  body?: string;
}

export interface ProtocolServer {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  requests: ReceivedRequest[];
  close(): Promise<void>;
}

export async function startProtocolServer(handle: (request: ReceivedRequest) => Promise<Answer> | Answer): Promise<ProtocolServer> {
  const requests: ReceivedRequest[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const received: ReceivedRequest = {
        method: request.method ?? 'GET',
        url: new URL(request.url ?? '/', 'http://127.0.0.1'),
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(received);
      Promise.resolve(handle(received)).then(
        (answer) => {
          if (response.destroyed) return;
          response.writeHead(answer.status, answer.headers ?? {});
          response.end(answer.body ?? '');
        },
        (error: unknown) => {
          if (response.destroyed) return;
          response.writeHead(500, { 'content-type': 'text/plain' });
          response.end(String(error));
        },
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        // Requests held open by a delay test must not keep the server (and the test run) alive.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/// A delay that does not keep the process alive (a test may end while a slow answer is pending).
export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

export interface RsaPair {
  privateKey: KeyObject;
  publicKey: KeyObject;
  /** PKCS#8 and SPKI PEM, the forms an operator pastes into the environment. */
  privatePem: string;
  publicPem: string;
}

/// A real RSA-2048 key pair, as the providers use.
export function rsaPair(): RsaPair {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    privateKey,
    publicKey,
    privatePem: privateKey.export({ format: 'pem', type: 'pkcs8' }) as string,
    publicPem: publicKey.export({ format: 'pem', type: 'spki' }) as string,
  };
}
