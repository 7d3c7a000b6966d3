// The forward proxy yt-dlp must go through, driven here by Node's own client: plain http forwarded,
// https tunnelled with CONNECT, both only to addresses the policy allows.
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEgressProxy, type EgressProxy } from './egress.ts';

let target: Server;
let targetPort: number;
let proxy: EgressProxy;
let proxyPort: number;

beforeAll(async () => {
  target = createServer((req, res) => res.end(`hello from ${req.url}`));
  await new Promise<void>((r) => target.listen(0, '127.0.0.1', r));
  targetPort = (target.address() as AddressInfo).port;
  proxy = await startEgressProxy({ allowLoopback: true, allowPrivateNetwork: false });
  proxyPort = Number(new URL(proxy.url).port);
});
afterAll(async () => {
  await proxy.close();
  await new Promise((r) => target.close(r));
});

function viaProxy(absoluteUrl: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: proxyPort, path: absoluteUrl }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

function tunnel(authority: string): Promise<{ status: number; reply: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: proxyPort, method: 'CONNECT', path: authority });
    req.on('connect', (res, socket) => {
      if (res.statusCode !== 200) {
        socket.destroy();
        resolve({ status: res.statusCode ?? 0, reply: '' });
        return;
      }
      let reply = '';
      socket.setEncoding('utf8');
      socket.on('data', (c: string) => (reply += c));
      socket.on('end', () => resolve({ status: 200, reply }));
      socket.write(`GET /through-the-tunnel HTTP/1.1\r\nHost: ${authority}\r\nConnection: close\r\n\r\n`);
    });
    req.on('error', reject);
    req.end();
  });
}

describe('egress proxy', () => {
  it('forwards plain http to an allowed address', async () => {
    expect(await viaProxy(`http://127.0.0.1:${targetPort}/page`)).toEqual({ status: 200, body: 'hello from /page' });
  });

  it('tunnels to an allowed address', async () => {
    const { status, reply } = await tunnel(`127.0.0.1:${targetPort}`);
    expect(status).toBe(200);
    expect(reply).toContain('hello from /through-the-tunnel');
  });

  it('refuses private and metadata addresses, records them, and never connects', async () => {
    expect((await viaProxy('http://10.0.0.1/admin')).status).toBe(403);
    expect((await tunnel('169.254.169.254:443')).status).toBe(403);
    expect((await tunnel('[fd00::1]:443')).status).toBe(403);
    expect(proxy.refused).toEqual(['10.0.0.1:80', '169.254.169.254:443', 'fd00::1:443']);
  });

  it('answers 400 to what is not a proxy request', async () => {
    expect((await viaProxy('/relative')).status).toBe(400);
    expect((await viaProxy('https://127.0.0.1/')).status).toBe(400);
    expect((await tunnel('no-port-here:http')).status).toBe(400);
  });
});
