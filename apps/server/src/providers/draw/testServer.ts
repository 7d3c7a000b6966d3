// For the adapters' tests: a local HTTP server with the whole request body in hand, and real pictures
// (PNG by sharp) of a given size and colour, as an image model would answer them.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

export interface ReceivedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

export interface ProtocolServer {
  url: string;
  requests: ReceivedRequest[];
  /** Requests whose client went away before the answer (an abort reached the server). */
  abandoned: string[];
  close(): Promise<void>;
}

export type Handler = (request: ReceivedRequest, response: ServerResponse) => unknown;

export async function startProtocolServer(handle: Handler): Promise<ProtocolServer> {
  const requests: ReceivedRequest[] = [];
  const abandoned: string[] = [];
  const server = createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const received = { method: incoming.method ?? 'GET', path: incoming.url ?? '/', headers: incoming.headers, body: Buffer.concat(chunks) };
      requests.push(received);
      response.on('close', () => {
        if (!response.writableFinished) abandoned.push(received.path);
      });
      Promise.resolve(handle(received, response)).catch((error: unknown) => {
        if (!response.headersSent) json(response, 599, { error: String(error) });
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    abandoned,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function json(response: ServerResponse, status: number, body: unknown): void {
  if (response.destroyed) return;
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/// An answer held until the test lets it go: a double awaits `passed` before answering, the test calls
/// `open()` when it has seen what it wanted while the answer was outstanding (no sleep standing in for "slow").
export interface Gate {
  passed: Promise<void>;
  open(): void;
}

export function gate(): Gate {
  let open!: () => void;
  const passed = new Promise<void>((resolve) => (open = resolve));
  return { passed, open };
}

/// Distinct colours, so a test can tell the pictures of a batch apart and see their order.
export const batchColors = ['#e53935', '#43a047', '#1e88e5', '#fdd835', '#8e24aa'] as const;

export async function picture(width: number, height: number, color: string, format: 'png' | 'jpeg' = 'png'): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: color } });
  return format === 'png' ? image.png().toBuffer() : image.jpeg().toBuffer();
}

/// The colour in the middle of a picture, as #rrggbb (JPEG and resizing move it a little).
export async function centreColor(bytes: Buffer): Promise<[number, number, number]> {
  const { data, info } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (Math.floor(info.height / 2) * info.width + Math.floor(info.width / 2)) * info.channels;
  return [data[at]!, data[at + 1]!, data[at + 2]!];
}

export function rgb(hex: string): [number, number, number] {
  return [parseInt(hex.slice(1, 3), 16), parseInt(hex.slice(3, 5), 16), parseInt(hex.slice(5, 7), 16)];
}

export function near(a: [number, number, number], b: [number, number, number], tolerance = 8): boolean {
  return a.every((value, i) => Math.abs(value - b[i]!) <= tolerance);
}
