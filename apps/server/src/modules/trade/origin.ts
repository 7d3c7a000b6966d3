// Where payment links point (issue 26 §9): the sandbox cashier's QR, its "back" link and a phone's return page.
// They used to be built from the request's Host header when PAY_PUBLIC_URL was unset, so a request with
// `Host: evil.example` got a cashier link and a post-payment redirect to evil.example. A link is built from
// PAY_PUBLIC_URL (required in production: payment configuration refuses to start without it), or, outside
// production, from the address the browser used only when that address is this server itself: localhost or
// one of this machine's own interface addresses (a phone on the same network scans the QR the computer
// shows), on the port it listens on; anything else gets http://localhost:<port>.
import { networkInterfaces } from 'node:os';

/// This machine's own host names for links: loopback and every interface address (IPv6 in brackets).
export function ownHostnames(interfaces = networkInterfaces()): Set<string> {
  const names = new Set(['localhost', '127.0.0.1', '[::1]']);
  for (const list of Object.values(interfaces)) {
    for (const address of list ?? []) names.add(address.family === 'IPv6' ? `[${address.address.split('%')[0]}]` : address.address);
  }
  return names;
}

/// The origin payment links are built on.
export function linkOrigin(input: { publicUrl: string | null; protocol: string; host: string; port: number; hostnames: Set<string> }): string {
  if (input.publicUrl) return input.publicUrl.replace(/(?<!\/)\/+$/, '');
  const fallback = `http://localhost:${input.port}`;
  let url: URL;
  try {
    url = new URL(`${input.protocol}://${input.host}`);
  } catch {
    return fallback;
  }
  const port = url.port === '' ? (url.protocol === 'https:' ? 443 : 80) : Number(url.port);
  if (!input.hostnames.has(url.hostname) || port !== input.port || url.username || url.password || url.pathname !== '/') return fallback;
  return url.origin;
}
