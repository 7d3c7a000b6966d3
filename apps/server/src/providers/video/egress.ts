// The only way out for yt-dlp: a forward proxy on loopback, one per extraction, that applies the
// address policy to every connection yt-dlp makes — not just the pasted link's host, but each
// redirect and each API call an extractor makes, resolved here and connected to the very address
// that was checked (so a DNS answer cannot change in between). A public page that redirects to
// 169.254.169.254 or to the office network gets nowhere. yt-dlp is told to use it with `--proxy`;
// plain http is forwarded, https goes through CONNECT tunnels (the proxy never sees inside them).
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import net, { type AddressInfo, type LookupFunction, type Socket } from 'node:net';
import { resolveAllowed, type AddressPolicy } from './netguard.ts';
import { VideoError } from './types.ts';

export interface EgressProxy {
  /// For yt-dlp's `--proxy`.
  url: string;
  /// host:port of every connection asked for, in order, and of the ones the policy refused.
  contacted: string[];
  refused: string[];
  close(): Promise<void>;
}

const IDLE_MS = 60_000;
const HOP_BY_HOP = new Set(['connection', 'proxy-connection', 'proxy-authorization', 'keep-alive', 'te', 'trailer', 'transfer-encoding', 'upgrade']);

function pinned(addresses: { address: string; family: 4 | 6 }[]): LookupFunction {
  return ((_host: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
    if (options?.all) callback(null, addresses);
    else callback(null, addresses[0]!.address, addresses[0]!.family);
  }) as LookupFunction;
}

export async function startEgressProxy(policy: AddressPolicy): Promise<EgressProxy> {
  const contacted: string[] = [];
  const refused: string[] = [];
  const open = new Set<Socket>();

  /// Resolves and checks; records the refusal and answers `null` when the policy says no.
  const allowed = async (host: string, port: string) => {
    contacted.push(`${host}:${port}`);
    try {
      return await resolveAllowed(host, policy);
    } catch (error) {
      if (error instanceof VideoError && error.kind === 'private-address') refused.push(`${host}:${port}`);
      return null;
    }
  };

  const server = http.createServer((req: IncomingMessage, res: ServerResponse) => {
    // a proxied plain-http request: the request line carries the absolute URL
    void (async () => {
      let target: URL;
      try {
        target = new URL(req.url ?? '');
      } catch {
        res.writeHead(400).end();
        return;
      }
      if (target.protocol !== 'http:') {
        res.writeHead(400).end();
        return;
      }
      const addresses = await allowed(target.hostname, target.port || '80');
      if (!addresses) {
        res.writeHead(403, { 'content-type': 'text/plain' }).end('refused by the address policy');
        return;
      }
      const headers: Record<string, string | string[]> = {};
      for (const [name, value] of Object.entries(req.headers)) if (value !== undefined && !HOP_BY_HOP.has(name)) headers[name] = value;
      const upstream = http.request(target, { method: req.method, headers, lookup: pinned(addresses), agent: false }, (up) => {
        res.writeHead(up.statusCode ?? 502, up.headers);
        up.pipe(res);
      });
      upstream.setTimeout(IDLE_MS, () => upstream.destroy());
      upstream.on('socket', (socket: Socket) => {
        open.add(socket);
        socket.on('close', () => open.delete(socket));
      });
      upstream.on('error', () => {
        if (!res.headersSent) res.writeHead(502).end();
        else res.destroy();
      });
      // yt-dlp gone (killed at the deadline): so is its request upstream
      res.on('close', () => upstream.destroy());
      req.pipe(upstream);
    })();
  });

  server.on('connect', (req: IncomingMessage, client: Socket, head: Buffer) => {
    // an https tunnel: "CONNECT host:port"
    open.add(client);
    client.on('close', () => open.delete(client));
    client.on('error', () => client.destroy());
    void (async () => {
      const raw = req.url ?? '';
      const colon = raw.lastIndexOf(':');
      const host = colon > 0 ? raw.slice(0, colon) : raw;
      const port = colon > 0 ? raw.slice(colon + 1) : '443';
      const portNumber = Number(port);
      if (!host || !Number.isInteger(portNumber) || portNumber < 1 || portNumber > 65535) {
        client.end('HTTP/1.1 400 Bad Request\r\n\r\n');
        return;
      }
      const addresses = await allowed(host.startsWith('[') ? host.slice(1, -1) : host, port);
      if (!addresses) {
        client.end('HTTP/1.1 403 Forbidden\r\n\r\n');
        return;
      }
      const upstream = net.connect({ host: addresses[0]!.address, port: portNumber });
      open.add(upstream);
      upstream.on('close', () => open.delete(upstream));
      upstream.setTimeout(IDLE_MS, () => upstream.destroy());
      upstream.on('connect', () => {
        client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
        if (head.length) upstream.write(head);
        upstream.pipe(client);
        client.pipe(upstream);
      });
      upstream.on('error', () => {
        if (client.writable && upstream.connecting) client.end('HTTP/1.1 502 Bad Gateway\r\n\r\n');
        else client.destroy();
      });
    })();
  });
  server.on('connection', (socket: Socket) => {
    open.add(socket);
    socket.on('close', () => open.delete(socket));
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    contacted,
    refused,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of open) s.destroy();
        server.close(() => resolve());
      }),
  };
}
