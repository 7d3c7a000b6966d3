// The server-proxied download of tool 3 (and the fallback for tool 5 when a site refuses the browser
// by CORS): a media URL found by the extractor, streamed through to the client. Bounded everywhere: only
// http(s); every hop's host resolved and checked against the address policy, and the connection made
// to exactly the checked address (a DNS answer cannot change between check and connect); at most 5
// redirects; a deadline for the response headers, for silence in the body and for the whole transfer;
// a size cap (VIDEO_MAX_BYTES) refused up front from Content-Length and enforced while streaming;
// only video, audio or picture responses (the proxy is not a way to fetch arbitrary pages).
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { Transform, type Readable } from 'node:stream';
import { resolveAllowed, type AddressPolicy } from './netguard.ts';
import { VIDEO_MESSAGES, VideoError } from './types.ts';

export interface DownloadOptions {
  maxBytes: number;
  policy: AddressPolicy;
  /// Request headers the site needs (the card's httpHeaders: Referer, User-Agent…).
  headers?: Record<string, string>;
  /// Until the response headers arrive, connecting included.
  headersTimeoutMs: number;
  /// Longest silence on the connection.
  idleTimeoutMs: number;
  /// The whole transfer.
  totalTimeoutMs: number;
  maxRedirects?: number;
  signal?: AbortSignal;
}

export interface MediaDownload {
  /// The body. It fails with a VideoError ('too-large', 'timeout') if a limit is crossed mid-way;
  /// destroying it closes the upstream connection.
  stream: Readable;
  contentType: string;
  contentLength: number | null;
  /// For the saved file's name: mp4, webm, mp3, jpg…
  extension: string;
  /// The URL that answered, after redirects.
  url: string;
}

const MEDIA_EXTENSIONS: Record<string, string> = {
  'video/mp4': 'mp4',
  'video/webm': 'webm',
  'video/quicktime': 'mov',
  'video/x-flv': 'flv',
  'video/x-matroska': 'mkv',
  'video/mp2t': 'ts',
  'audio/mpeg': 'mp3',
  'audio/mp4': 'm4a',
  'audio/x-m4a': 'm4a',
  'audio/aac': 'aac',
  'audio/ogg': 'ogg',
  'audio/wav': 'wav',
  'audio/x-wav': 'wav',
  'audio/flac': 'flac',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'application/mp4': 'mp4',
};

/// Types a media CDN answers with. Anything else (a page, JSON, a manifest) is refused.
function isMediaType(type: string): boolean {
  return type === '' || type.startsWith('video/') || type.startsWith('audio/') || type.startsWith('image/') || type === 'application/octet-stream' || type === 'binary/octet-stream' || type === 'application/mp4';
}

function extensionFor(type: string, url: URL): string {
  if (MEDIA_EXTENSIONS[type]) return MEDIA_EXTENSIONS[type];
  const name = url.pathname.slice(url.pathname.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  const ext = dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
  if (ext.length >= 2 && ext.length <= 5 && [...ext].every((c) => (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9'))) return ext;
  return type.startsWith('video/') || type === '' || type.endsWith('octet-stream') ? 'mp4' : 'bin';
}

/// Headers worth forwarding: the site's own (Referer, User-Agent, Cookie, Accept…), never hop-by-hop
/// ones, and never a compression we would have to undo.
function requestHeaders(headers: Record<string, string> | undefined, keepCredentials: boolean): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers ?? {})) {
    const lower = name.toLowerCase();
    if (['host', 'connection', 'content-length', 'transfer-encoding', 'accept-encoding', 'upgrade', 'te', 'keep-alive', 'proxy-authorization'].includes(lower)) continue;
    if (!keepCredentials && (lower === 'cookie' || lower === 'authorization')) continue;
    out[name] = value;
  }
  out['Accept-Encoding'] = 'identity';
  return out;
}

/// The connection goes to the addresses that were checked, whatever DNS says a moment later.
function pinnedLookup(addresses: { address: string; family: 4 | 6 }[]): LookupFunction {
  return ((_host: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
    if (options?.all) callback(null, addresses);
    else callback(null, addresses[0]!.address, addresses[0]!.family);
  }) as LookupFunction;
}

function requestOnce(url: URL, options: DownloadOptions, headers: Record<string, string>, addresses: { address: string; family: 4 | 6 }[]): Promise<{ req: http.ClientRequest; res: IncomingMessage }> {
  return new Promise((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    const req = client.request(url, { method: 'GET', headers, lookup: pinnedLookup(addresses), agent: false });
    const timer = setTimeout(() => req.destroy(new VideoError('timeout', VIDEO_MESSAGES.downloadTimeout, `no response headers from ${url.host} in ${options.headersTimeoutMs} ms`)), options.headersTimeoutMs);
    req.setTimeout(options.idleTimeoutMs, () => req.destroy(new VideoError('timeout', VIDEO_MESSAGES.downloadTimeout, `${url.host} silent for ${options.idleTimeoutMs} ms`)));
    req.on('response', (res) => {
      clearTimeout(timer);
      resolve({ req, res });
    });
    req.on('error', (error) => {
      clearTimeout(timer);
      reject(error instanceof VideoError ? error : new VideoError('unreachable', VIDEO_MESSAGES.unreachable, error.message, { cause: error }));
    });
    req.end();
  });
}

export async function openMediaDownload(mediaUrl: string, options: DownloadOptions): Promise<MediaDownload> {
  const maxRedirects = options.maxRedirects ?? 5;
  let url: URL;
  try {
    url = new URL(mediaUrl);
  } catch {
    throw new VideoError('bad-link', VIDEO_MESSAGES.badLink);
  }
  const origin = url.origin;
  const started = Date.now();
  for (let hop = 0; ; hop++) {
    if (options.signal?.aborted) throw new VideoError('aborted', VIDEO_MESSAGES.aborted);
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password) throw new VideoError('bad-link', VIDEO_MESSAGES.badLink, url.href);
    const addresses = await resolveAllowed(url.hostname, options.policy);
    // the site's cookies go only to the site the extractor named
    const headers = requestHeaders(options.headers, url.origin === origin);
    const { req, res } = await requestOnce(url, options, headers, addresses);
    const status = res.statusCode ?? 0;
    if (status >= 300 && status < 400 && res.headers.location) {
      res.resume();
      req.destroy();
      if (hop >= maxRedirects) throw new VideoError('unreachable', VIDEO_MESSAGES.unreachable, `more than ${maxRedirects} redirects`);
      url = new URL(res.headers.location, url);
      continue;
    }
    const fail = (error: VideoError): never => {
      res.resume();
      req.destroy();
      throw error;
    };
    if (status < 200 || status >= 300) fail(new VideoError('http-status', VIDEO_MESSAGES.httpStatus(status), `${url.href} answered ${status}`));
    const contentType = (res.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
    if (!isMediaType(contentType)) fail(new VideoError('not-media', VIDEO_MESSAGES.notMedia, `${url.href} is ${contentType}`));
    const declared = res.headers['content-length'] === undefined ? null : Number(res.headers['content-length']);
    const contentLength = declared !== null && Number.isFinite(declared) ? declared : null;
    if (contentLength !== null && contentLength > options.maxBytes) fail(new VideoError('too-large', VIDEO_MESSAGES.tooLarge(options.maxBytes), `${contentLength} bytes`));
    return { stream: capped(req, res, options, started), contentType: contentType || 'application/octet-stream', contentLength, extension: extensionFor(contentType, url), url: url.href };
  }
}

/// The body, counted: past maxBytes or the total deadline it fails, and the connection is closed.
function capped(req: http.ClientRequest, res: IncomingMessage, options: DownloadOptions, started: number): Readable {
  let received = 0;
  const limiter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      received += chunk.length;
      if (received > options.maxBytes) callback(new VideoError('too-large', VIDEO_MESSAGES.tooLarge(options.maxBytes), `more than ${options.maxBytes} bytes`));
      else callback(null, chunk);
    },
  });
  const total = setTimeout(
    () => limiter.destroy(new VideoError('timeout', VIDEO_MESSAGES.downloadTimeout, `transfer took over ${options.totalTimeoutMs} ms`)),
    Math.max(0, options.totalTimeoutMs - (Date.now() - started)),
  );
  const onAbort = () => limiter.destroy(new VideoError('aborted', VIDEO_MESSAGES.aborted));
  options.signal?.addEventListener('abort', onAbort, { once: true });
  // errors on the upstream side (idle timeout, reset) reach the reader; the reader going away
  // closes the upstream connection
  res.on('error', (error) => limiter.destroy(error instanceof VideoError ? error : new VideoError('unreachable', VIDEO_MESSAGES.unreachable, error.message, { cause: error })));
  req.on('error', (error) => limiter.destroy(error instanceof VideoError ? error : new VideoError('unreachable', VIDEO_MESSAGES.unreachable, error.message, { cause: error })));
  // a connection that closes before the declared end must not pass for a complete file
  res.on('close', () => {
    if (!res.complete) limiter.destroy(new VideoError('unreachable', VIDEO_MESSAGES.unreachable, 'upstream closed before the end'));
  });
  limiter.on('close', () => {
    clearTimeout(total);
    options.signal?.removeEventListener('abort', onAbort);
    req.destroy();
  });
  res.pipe(limiter);
  return limiter;
}
