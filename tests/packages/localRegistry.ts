// An npm registry on loopback that serves what this workspace already installed, so the stranger's `npm install`
// needs neither the network nor a warm npm cache (a cold machine took longer than any timeout that would still
// catch a hang). It answers the two requests npm makes:
//   GET /<name>                 the packument: every version of <name> found in pnpm's virtual store
//                               (node_modules/.pnpm), with each version's own package.json fields
//   GET /-/<name>/<version>.tgz that version's folder packed as npm would ship it (`package/…`)
// Every version pnpm installed is offered, so every range the lockfile satisfied resolves again; nothing else is
// (a package that is not in the lockfile answers 404, as it would be wrong to fetch it). Optional dependencies
// for other platforms are not in the store, and npm skips a failed optional dependency.
import { createHash } from 'node:crypto';
import { lstatSync, readdirSync, readFileSync, realpathSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface LocalRegistry {
  url: string;
  /** Packument requests answered, and those answered 404 (for the test's log). */
  served: { packuments: number; tarballs: number; missing: string[] };
  close(): Promise<void>;
}

/** pnpm's folder name for a package (`@types+react@19.3.0_…`) → the package's name. */
function storeEntryName(entry: string): string | null {
  const at = entry.indexOf('@', 1);
  if (at <= 0) return null;
  const encoded = entry.slice(0, at);
  return encoded.startsWith('@') ? encoded.replace('+', '/') : encoded;
}

/** Every installed folder of every package in the virtual store, by name and version. */
function indexStore(storeDir: string): Map<string, Map<string, string>> {
  const index = new Map<string, Map<string, string>>();
  for (const entry of readdirSync(storeDir)) {
    const name = storeEntryName(entry);
    if (!name) continue;
    const dir = path.join(storeDir, entry, 'node_modules', name);
    let manifest: { name?: string; version?: string };
    try {
      manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
    } catch {
      continue;
    }
    if (manifest.name !== name || !manifest.version) continue;
    const versions = index.get(name) ?? new Map<string, string>();
    versions.set(manifest.version, dir);
    index.set(name, versions);
  }
  return index;
}

// ── a minimal ustar writer: regular files and folders, which is all a published package holds ──

function octal(value: number, width: number): string {
  return value.toString(8).padStart(width - 1, '0') + '\0';
}

function tarHeader(name: string, size: number, mode: number, type: '0' | '5'): Buffer {
  const header = Buffer.alloc(512);
  let prefix = '';
  let base = name;
  if (Buffer.byteLength(name) > 100) {
    // ustar splits a long path at a slash: up to 155 bytes of prefix, up to 100 of name
    const cut = name.lastIndexOf('/', 155);
    if (cut <= 0 || Buffer.byteLength(name.slice(cut + 1)) > 100) throw new Error(`path too long for ustar: ${name}`);
    prefix = name.slice(0, cut);
    base = name.slice(cut + 1);
  }
  header.write(base, 0, 100);
  header.write(octal(mode, 8), 100);
  header.write(octal(0, 8), 108);
  header.write(octal(0, 8), 116);
  header.write(octal(size, 12), 124);
  header.write(octal(0, 12), 136);
  header.write('        ', 148);
  header.write(type, 156);
  header.write('ustar\0', 257);
  header.write('00', 263);
  header.write(prefix, 345, 155);
  let sum = 0;
  for (const byte of header) sum += byte;
  header.write(octal(sum, 7) + ' ', 148);
  return header;
}

/** The package folder as `package/…` in a gzipped tarball, files in a stable order. */
function packFolder(dir: string): Buffer {
  const parts: Buffer[] = [];
  const walk = (relative: string) => {
    for (const entry of readdirSync(path.join(dir, relative)).sort()) {
      const rel = relative ? `${relative}/${entry}` : entry;
      // a package's own node_modules (pnpm links its dependencies there) is not part of what was published
      if (!relative && entry === 'node_modules') continue;
      const full = path.join(dir, rel);
      const stat = lstatSync(full);
      if (stat.isDirectory()) {
        parts.push(tarHeader(`package/${rel}/`, 0, 0o755, '5'));
        walk(rel);
      } else {
        const data = readFileSync(stat.isSymbolicLink() ? realpathSync(full) : full);
        parts.push(tarHeader(`package/${rel}`, data.length, stat.mode & 0o111 ? 0o755 : 0o644, '0'), data);
        const pad = (512 - (data.length % 512)) % 512;
        if (pad) parts.push(Buffer.alloc(pad));
      }
    }
  };
  walk('');
  parts.push(Buffer.alloc(1024));
  return gzipSync(Buffer.concat(parts), { level: 1 });
}

// the fields npm's resolver reads from a version's manifest
const manifestFields = ['name', 'version', 'dependencies', 'optionalDependencies', 'peerDependencies', 'peerDependenciesMeta', 'bin', 'engines', 'os', 'cpu', 'libc', 'deprecated'];

/** Starts the registry over `storeDir` (a pnpm virtual store) on a free loopback port. */
export async function startLocalRegistry(storeDir: string): Promise<LocalRegistry> {
  const index = indexStore(storeDir);
  const tarballs = new Map<string, Buffer>();
  const served: LocalRegistry['served'] = { packuments: 0, tarballs: 0, missing: [] };
  let base = '';

  const tarball = (name: string, version: string, dir: string) => {
    const key = `${name}@${version}`;
    let packed = tarballs.get(key);
    if (!packed) {
      packed = packFolder(dir);
      tarballs.set(key, packed);
    }
    return packed;
  };

  const server = http.createServer((req, res) => {
    try {
      answer(req, res);
    } catch (error) {
      // a request that threw must still be answered, or npm waits for it until its own timeout
      served.missing.push(`${req.url}: ${(error as Error).message}`);
      res.writeHead(500).end(String(error));
    }
  });
  const answer = (req: http.IncomingMessage, res: http.ServerResponse) => {
    const url = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname).slice(1);
    if (url.startsWith('-/') && url.endsWith('.tgz')) {
      const rest = url.slice(2, -4);
      const name = rest.slice(0, rest.lastIndexOf('/'));
      const version = rest.slice(rest.lastIndexOf('/') + 1);
      const dir = index.get(name)?.get(version);
      if (!dir) return void res.writeHead(404).end();
      served.tarballs += 1;
      const body = tarball(name, version, dir);
      res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': body.length }).end(body);
      return;
    }
    const versions = index.get(url);
    if (!versions) {
      served.missing.push(url);
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"not found"}');
      return;
    }
    served.packuments += 1;
    const packument: { name: string; 'dist-tags': { latest: string }; versions: Record<string, unknown> } = { name: url, 'dist-tags': { latest: '' }, versions: {} };
    for (const [version, dir] of versions) {
      const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as Record<string, unknown>;
      const body = tarball(url, version, dir);
      packument.versions[version] = {
        ...Object.fromEntries(manifestFields.filter((field) => field in manifest).map((field) => [field, manifest[field]])),
        dist: {
          tarball: `${base}/-/${url}/${version}.tgz`,
          integrity: `sha512-${createHash('sha512').update(body).digest('base64')}`,
        },
      };
    }
    // "latest" is what npm picks for a bare name; any version present will do, the highest is least surprising
    packument['dist-tags'].latest = [...versions.keys()].sort((a, b) => a.localeCompare(b, 'en', { numeric: true })).at(-1)!;
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(packument));
  };
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    served,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
