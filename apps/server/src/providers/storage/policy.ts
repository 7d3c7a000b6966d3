import { createHmac, timingSafeEqual } from 'node:crypto';
import { Readable } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type';
import {
  assertKey,
  isValidKeyPrefix,
  normalizeMime,
  StorageError,
  tooLargeMessage,
  typeMessage,
  uploadMessages,
  UploadRefusedError,
  type ObjectInfo,
  type SniffedType,
  type StoredUpload,
  type UploadLimits,
  type UploadMessages,
  type UploadPolicyRequest,
} from './types.ts';

/// The upload policy of local storage: what our own upload endpoint will accept for one key, signed
/// with the server's secret so the browser cannot widen it (ARCHITECTURE "Files"). It plays the part
/// of S3's presigned POST policy; the endpoint checks it before reading a byte of the file.
export interface LocalUploadPolicy {
  /** Version, so the format can change without old policies being misread. */
  v: 1;
  key: string;
  maxBytes: number;
  types: string[];
  /** Expiry, epoch seconds. */
  exp: number;
  messages?: UploadMessages;
}

export interface SignedUploadFields {
  key: string;
  policy: string;
  signature: string;
}

/// Policies are a few hundred bytes; anything much longer is not ours and is refused before decoding.
const MAX_POLICY_LENGTH = 4096;

function hmac(secret: string | Buffer, data: string): Buffer {
  return createHmac('sha256', secret).update(data).digest();
}

function checkSecret(secret: string | Buffer): void {
  if (Buffer.byteLength(secret) < 32) throw new Error('the upload policy secret must be at least 32 bytes');
}

/// base64url(JSON) and base64url(HMAC-SHA256(secret, that string)).
export function signUploadPolicy(secret: string | Buffer, policy: Omit<LocalUploadPolicy, 'v'>): SignedUploadFields {
  checkSecret(secret);
  const encoded = Buffer.from(JSON.stringify({ v: 1, ...policy })).toString('base64url');
  return { key: policy.key, policy: encoded, signature: hmac(secret, encoded).toString('base64url') };
}

/// Checks a posted form's `key`, `policy` and `signature`: signature first (constant time), then the
/// document, its expiry and that the form's key is the policy's key. Rejects with an UploadRefusedError.
export function verifyUploadPolicy(secret: string | Buffer, fields: { key?: string; policy?: string; signature?: string }, now = Date.now()): LocalUploadPolicy {
  checkSecret(secret);
  const { key, policy, signature } = fields;
  const invalid = () => new UploadRefusedError('policy_invalid', uploadMessages.policyInvalid);
  if (!key || !policy || !signature || policy.length > MAX_POLICY_LENGTH || signature.length > 128) throw invalid();
  const expected = hmac(secret, policy);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalid();
  let document: LocalUploadPolicy;
  try {
    document = JSON.parse(Buffer.from(policy, 'base64url').toString('utf8')) as LocalUploadPolicy;
  } catch {
    throw invalid();
  }
  if (document.v !== 1 || typeof document.key !== 'string' || typeof document.exp !== 'number' || !Array.isArray(document.types)) throw invalid();
  if (document.key !== key) throw invalid();
  if (now >= document.exp * 1000) throw new UploadRefusedError('policy_expired', uploadMessages.policyExpired);
  return document;
}

/// file-type's own advice: 4100 bytes tell every format it knows.
export const SNIFF_BYTES = 4100;

/// The type of a file by its first bytes (file-type), normalised; null when unknown.
export async function sniffType(head: Uint8Array): Promise<SniffedType | null> {
  const found = await fileTypeFromBuffer(head);
  return found ? { mime: normalizeMime(found.mime), ext: found.ext } : null;
}

export function isAllowedType(type: SniffedType | null, allowed: readonly string[]): type is SniffedType {
  return type !== null && allowed.some((mime) => normalizeMime(mime) === type.mime);
}

export interface AcceptedUpload {
  type: SniffedType;
  /// The upload's bytes from the first: the head already read, then the rest of the source as it
  /// arrives. The stream errors with UploadRefusedError('too_large') as soon as the count passes the cap.
  body: Readable;
  /// Bytes read from the source so far (the whole size once `body` has ended).
  readonly bytesRead: number;
}

function tooLarge(limits: UploadLimits) {
  return new UploadRefusedError('too_large', tooLargeMessage(limits));
}

/// Starts consuming an uploaded file (a multipart part's stream): reads only the first bytes, checks the
/// type by content, and hands back a body stream that enforces the size cap while it flows. Nothing is
/// buffered beyond the first few KB, and a refused upload stops reading its source (which is destroyed).
export async function acceptUpload(source: Readable, limits: UploadLimits): Promise<AcceptedUpload> {
  const iterator = source[Symbol.asyncIterator]() as AsyncIterator<Buffer | string>;
  const release = async () => {
    await iterator.return?.().catch(() => undefined);
    source.destroy();
  };
  const chunks: Buffer[] = [];
  let total = 0;
  let ended = false;
  try {
    while (total < SNIFF_BYTES) {
      const next = await iterator.next();
      if (next.done) {
        ended = true;
        break;
      }
      const chunk = Buffer.isBuffer(next.value) ? next.value : Buffer.from(next.value);
      chunks.push(chunk);
      total += chunk.length;
      if (total > limits.maxBytes) throw tooLarge(limits);
    }
  } catch (error) {
    await release();
    throw error;
  }
  const head = Buffer.concat(chunks);
  if (head.length === 0) {
    await release();
    throw new UploadRefusedError('empty', uploadMessages.empty);
  }
  const type = await sniffType(head.subarray(0, SNIFF_BYTES));
  if (!isAllowedType(type, limits.allowedTypes)) {
    await release();
    throw new UploadRefusedError('type', typeMessage(limits));
  }

  async function* rest(): AsyncGenerator<Buffer> {
    let finished = ended;
    try {
      yield head;
      while (!finished) {
        const next = await iterator.next();
        if (next.done) {
          finished = true;
          break;
        }
        const chunk = Buffer.isBuffer(next.value) ? next.value : Buffer.from(next.value);
        total += chunk.length;
        if (total > limits.maxBytes) throw tooLarge(limits);
        yield chunk;
      }
    } finally {
      // Reached on the cap, on the consumer giving up (the body destroyed) and at the end alike.
      if (!finished) await release();
    }
  }
  return {
    type,
    body: Readable.from(rest(), { objectMode: false }),
    get bytesRead() {
      return total;
    },
  };
}

/// Consumes an upload into `sink` (e.g. `body => storage.put(key, body)`): the type is checked before the
/// sink sees a byte and the cap while the sink reads. Resolves with the type, the byte count and the
/// sink's result.
export async function consumeUpload<T>(
  source: Readable,
  limits: UploadLimits,
  sink: (body: Readable, type: SniffedType) => Promise<T>,
): Promise<{ type: SniffedType; size: number; result: T }> {
  const accepted = await acceptUpload(source, limits);
  try {
    const result = await sink(accepted.body, accepted.type);
    return { type: accepted.type, size: accepted.bytesRead, result };
  } finally {
    accepted.body.destroy();
  }
}

/// A request whose declared length already exceeds what the feature accepts (plus room for the
/// multipart envelope and the policy fields) is refused before its body is read.
export function declaredLengthExceeds(contentLength: string | number | undefined, maxBytes: number, envelope = 64 * 1024): boolean {
  if (contentLength === undefined || contentLength === '') return false;
  const length = Number(contentLength);
  return Number.isFinite(length) && length > maxBytes + envelope;
}

/// Makes a stream fail with UploadRefusedError('too_large') past `limits.maxBytes` (a capped put).
export function capStream(source: Readable, limits: Pick<UploadLimits, 'maxBytes' | 'messages'>): Readable {
  let total = 0;
  async function* counted(): AsyncGenerator<Buffer> {
    for await (const chunk of source as AsyncIterable<Buffer | string>) {
      const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
      total += buffer.length;
      if (total > limits.maxBytes) throw new UploadRefusedError('too_large', tooLargeMessage(limits));
      yield buffer;
    }
  }
  return Readable.from(counted(), { objectMode: false });
}

export function checkPolicyRequest(request: UploadPolicyRequest): void {
  if (!isValidKeyPrefix(request.keyPrefix)) throw new StorageError('invalid_key', `invalid key prefix ${JSON.stringify(request.keyPrefix)}`);
  if (!(Number.isSafeInteger(request.maxBytes) && request.maxBytes > 0)) throw new RangeError('maxBytes must be a positive integer');
  if (!(request.expiresIn > 0 && request.expiresIn <= 7 * 24 * 3600)) throw new RangeError('expiresIn must be 1 s to 7 days');
  if (request.allowedTypes.length === 0) throw new RangeError('allowedTypes must name at least one type');
}

/// The check both backends share: present, within the size, the right type by content; whatever fails
/// is deleted so an unchecked file never stays under a key a user was given.
export async function verifyStoredUpload(
  storage: { stat(key: string): Promise<ObjectInfo | null>; delete(key: string): Promise<void> },
  key: string,
  limits: UploadLimits,
  readHead: () => Promise<Buffer>,
): Promise<StoredUpload> {
  assertKey(key);
  const info = await storage.stat(key);
  if (!info) throw new UploadRefusedError('missing', uploadMessages.missing);
  const refuse = async (error: UploadRefusedError) => {
    await storage.delete(key);
    return error;
  };
  if (info.size === 0) throw await refuse(new UploadRefusedError('empty', uploadMessages.empty));
  if (info.size > limits.maxBytes) throw await refuse(new UploadRefusedError('too_large', tooLargeMessage(limits)));
  const type = await sniffType(await readHead());
  if (!isAllowedType(type, limits.allowedTypes)) throw await refuse(new UploadRefusedError('type', typeMessage(limits)));
  return { key, size: info.size, ...type };
}
