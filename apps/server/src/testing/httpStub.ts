// A local HTTP server that speaks an outside protocol (Aliyun SMS, WeChat) for adapter tests.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StubServer {
  url: string;
  requests: { method: string; url: URL; headers: IncomingMessage['headers'] }[];
  close(): Promise<void>;
}

export async function startStub(handle: (url: URL, request: IncomingMessage, response: ServerResponse) => void): Promise<StubServer> {
  const requests: StubServer['requests'] = [];
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stub');
    requests.push({ method: request.method ?? 'GET', url, headers: request.headers });
    handle(url, request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export function json(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
}
