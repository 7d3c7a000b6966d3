// Which addresses the server may fetch on a user's behalf. A pasted link and the media URLs it leads
// to are the user's choice, so without a check the studio could be made to read its own admin
// ports, the cloud's metadata service (169.254.169.254) or the office network (server-side request
// forgery). By default only public unicast addresses pass; a deployment may allow loopback (a local
// media server during development, the tests) or every private range (an intranet video site).
import { lookup } from 'node:dns/promises';
import net from 'node:net';
import { VIDEO_MESSAGES, VideoError } from './types.ts';

export interface AddressPolicy {
  /// 127.0.0.0/8 and ::1.
  allowLoopback: boolean;
  /// Every non-public range (private, link-local, carrier NAT, unique local, loopback…).
  allowPrivateNetwork: boolean;
}

export const PUBLIC_ONLY: AddressPolicy = { allowLoopback: false, allowPrivateNetwork: false };

type Range = readonly [prefix: number[], bits: number];

/// IPv4 ranges that are not public unicast (IANA special-purpose registry).
const V4_RANGES: readonly Range[] = [
  [[0, 0, 0, 0], 8], // "this network"
  [[10, 0, 0, 0], 8],
  [[100, 64, 0, 0], 10], // carrier-grade NAT
  [[127, 0, 0, 0], 8],
  [[169, 254, 0, 0], 16], // link-local, cloud metadata
  [[172, 16, 0, 0], 12],
  [[192, 0, 0, 0], 24], // IETF protocol assignments
  [[192, 0, 2, 0], 24], // documentation
  [[192, 88, 99, 0], 24], // 6to4 relay anycast
  [[192, 168, 0, 0], 16],
  [[198, 18, 0, 0], 15], // benchmarking
  [[198, 51, 100, 0], 24],
  [[203, 0, 113, 0], 24],
  [[224, 0, 0, 0], 4], // multicast
  [[240, 0, 0, 0], 4], // reserved, broadcast
];

/// IPv6 ranges (in 16-bit groups) that are not public unicast. IPv4-mapped, NAT64 and 6to4 addresses
/// are judged by the IPv4 address inside them.
const V6_RANGES: readonly Range[] = [
  [[0, 0, 0, 0, 0, 0, 0, 0], 128], // unspecified
  [[0, 0, 0, 0, 0, 0, 0, 1], 128], // loopback
  [[0x100, 0, 0, 0], 64], // discard
  [[0x2001, 0], 23], // IETF protocol assignments (Teredo among them)
  [[0x2001, 0xdb8], 32], // documentation
  [[0xfc00], 7], // unique local
  [[0xfe80], 10], // link-local
  [[0xfec0], 10], // site-local (deprecated)
  [[0xff00], 8], // multicast
];

function inRange(parts: readonly number[], [prefix, bits]: Range, width: number): boolean {
  for (let i = 0; bits > 0; i++, bits -= width) {
    const take = Math.min(width, bits);
    const mask = ((1 << width) - 1) ^ ((1 << (width - take)) - 1);
    if (((parts[i] ?? 0) & mask) !== ((prefix[i] ?? 0) & mask)) return false;
  }
  return true;
}

function parseV4(ip: string): number[] {
  return ip.split('.').map(Number);
}

/// Eight 16-bit groups; handles "::" and a trailing dotted IPv4 part. `ip` is valid (net.isIP).
function parseV6(ip: string): number[] {
  let address = ip.split('%')[0]!; // without a zone id
  const tail: number[] = [];
  const lastColon = address.lastIndexOf(':');
  const last = address.slice(lastColon + 1);
  if (last.includes('.')) {
    const [a, b, c, d] = parseV4(last);
    tail.push((a! << 8) | b!, (c! << 8) | d!);
    address = address.slice(0, lastColon + 1);
    if (!address.endsWith('::')) address = address.slice(0, -1);
  }
  const split = address.indexOf('::');
  const groups = (s: string) => (s === '' ? [] : s.split(':').map((g) => parseInt(g, 16)));
  if (split < 0) return [...groups(address), ...tail];
  const left = groups(address.slice(0, split));
  const right = groups(address.slice(split + 2));
  return [...left, ...Array<number>(8 - tail.length - left.length - right.length).fill(0), ...right, ...tail];
}

export type AddressKind = 'public' | 'loopback' | 'private';

/// Whether an IP address (v4 or v6) is public unicast, loopback or some other non-public range.
export function classifyAddress(ip: string): AddressKind {
  const family = net.isIP(ip);
  if (family === 4) {
    const parts = parseV4(ip);
    if (parts[0] === 127) return 'loopback';
    return V4_RANGES.some((r) => inRange(parts, r, 8)) ? 'private' : 'public';
  }
  if (family === 6) {
    const g = parseV6(ip);
    const embedded = (hi: number, lo: number) => `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
    // ::ffff:a.b.c.d (mapped), ::a.b.c.d (compatible, deprecated), 64:ff9b::a.b.c.d (NAT64)
    if (g.slice(0, 5).every((x) => x === 0) && (g[5] === 0xffff || (g[5] === 0 && (g[6] !== 0 || g[7]! > 1)))) return classifyAddress(embedded(g[6]!, g[7]!));
    if (g[0] === 0x64 && g[1] === 0xff9b && g.slice(2, 6).every((x) => x === 0)) return classifyAddress(embedded(g[6]!, g[7]!));
    if (g[0] === 0x2002) return classifyAddress(embedded(g[1]!, g[2]!)); // 6to4
    if (g.slice(0, 7).every((x) => x === 0) && g[7] === 1) return 'loopback';
    return V6_RANGES.some((r) => inRange(g, r, 16)) ? 'private' : 'public';
  }
  return 'private'; // not an address at all: never trusted
}

export function addressAllowed(ip: string, policy: AddressPolicy): boolean {
  const kind = classifyAddress(ip);
  if (kind === 'public' || policy.allowPrivateNetwork) return true;
  return kind === 'loopback' && policy.allowLoopback;
}

/// Resolves a host name (or takes an IP literal) and checks every address it has: a name with one
/// private address among public ones is refused, since the client may pick any of them.
export async function resolveAllowed(hostname: string, policy: AddressPolicy): Promise<{ address: string; family: 4 | 6 }[]> {
  const host = hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
  let addresses: { address: string; family: number }[];
  if (net.isIP(host)) {
    addresses = [{ address: host, family: net.isIP(host) }];
  } else {
    try {
      addresses = await lookup(host, { all: true, verbatim: true });
    } catch (error) {
      throw new VideoError('unreachable', VIDEO_MESSAGES.unreachable, `DNS lookup of ${host} failed`, { cause: error });
    }
  }
  if (addresses.length === 0) throw new VideoError('unreachable', VIDEO_MESSAGES.unreachable, `${host} has no address`);
  for (const a of addresses) {
    if (!addressAllowed(a.address, policy)) throw new VideoError('private-address', VIDEO_MESSAGES.privateAddress, `${host} → ${a.address}`);
  }
  return addresses.map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));
}
