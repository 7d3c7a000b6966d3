import type { Readable } from 'node:stream';

/// Where files live (ARCHITECTURE "Files"): task audio, uploaded BGM, OCR/ASR uploads, draw references and
/// drawn images. A key names one object: `<folder>/…/<name>[.<ext>]`, at most 8 segments of
/// `[A-Za-z0-9_-]`, so it is a safe path on disk and a plain S3 key. Local disk is the default; any
/// S3-compatible store serves when `S3_*` is configured, so several API and worker processes share files.
export interface ObjectStorage {
  readonly driver: 'local' | 's3';
  /// Stores `data` under `key` (replacing what was there). With `maxBytes`, a stream is counted while it
  /// flows and the put fails with an UploadRefusedError('too_large') past the cap: nothing is kept under
  /// `key`, and the rest of the stream is not read.
  put(key: string, data: Buffer | Readable, options?: PutOptions): Promise<{ size: number }>;
  /// The object as a stream (`range` inclusive, like HTTP), with the whole object's size; null when absent.
  get(key: string, range?: ByteRange): Promise<StoredObject | null>;
  /// Like `get`, for callers that pipe straight into a reply: a missing object errors the stream.
  read(key: string, range?: ByteRange): Readable;
  /// The whole object in memory (small files only: catalogue audio, a reference image). Rejects with a
  /// StorageError('not_found') when absent.
  readAll(key: string): Promise<Buffer>;
  /// Size in bytes, or null when the object does not exist.
  size(key: string): Promise<number | null>;
  stat(key: string): Promise<ObjectInfo | null>;
  exists(key: string): Promise<boolean>;
  /// Removes the object; removing an absent one is not an error.
  delete(key: string): Promise<void>;
  /// The spec's "policy then upload" step (02 §7: OCR, ASR, draw reference): a short-lived permission to
  /// post one file under a fresh key below `keyPrefix`. The browser posts a multipart form to `url` with
  /// every entry of `fields` (in order) and then the file as `file`, last.
  createUploadPolicy(request: UploadPolicyRequest): Promise<UploadPolicy>;
  /// The server-side check after the browser says it uploaded `key`: the object exists, its size is within
  /// `limits.maxBytes` and its first bytes are one of `limits.allowedTypes` (by content, not by name).
  /// An object that fails is deleted and the call rejects with an UploadRefusedError.
  verifyUpload(key: string, limits: UploadLimits): Promise<StoredUpload>;
  /// A URL anyone may fetch the object from without our server (S3 with `S3_PUBLIC_URL`), else null:
  /// the caller serves it through its own route (owner checks, Range).
  publicUrl(key: string): string | null;
  /// Removes what a process killed mid-write left behind (local disk: `*.part` files older than `maxAgeMs`;
  /// another process sharing the folder may be writing one right now, so not every one). Answers how many.
  sweepPartials?(maxAgeMs?: number): Promise<number>;
  close?(): Promise<void>;
}

/// Local disk also answers the uploads its policies name (our own upload endpoint calls this).
export interface LocalObjectStorage extends ObjectStorage {
  readonly driver: 'local';
  sweepPartials(maxAgeMs?: number): Promise<number>;
  /// One posted file: `fields` are the form's text fields (`key`, `policy`, `signature`), `file` the file
  /// part's stream. The policy's signature, expiry and key are checked first, then the bytes are
  /// streamed to disk with the size cap and the content type checked on the first bytes; a refused
  /// file leaves nothing stored. A policy serves one file: a second post to its key is refused.
  receiveUpload(fields: Record<string, string | undefined>, file: Readable): Promise<StoredUpload>;
}

export interface S3ObjectStorage extends ObjectStorage {
  readonly driver: 's3';
}

/// What the registry builds: `storage.driver === 'local'` narrows to the one that answers uploads.
export type ConfiguredStorage = LocalObjectStorage | S3ObjectStorage;

export interface ByteRange {
  start: number;
  /** Inclusive, like an HTTP Range. */
  end: number;
}

export interface PutOptions {
  /** Stored with the object on S3 (served back as Content-Type); local disk derives it from the key. */
  contentType?: string;
  /** Refuse (and keep nothing) past this many bytes. */
  maxBytes?: number;
}

export interface StoredObject {
  body: Readable;
  /** Size of the whole object (not of the range). */
  size: number;
  contentType: string | null;
}

export interface ObjectInfo {
  size: number;
  contentType: string | null;
  modifiedAt: Date | null;
}

/// What one feature accepts (spec 02 §5: OCR jpg/png < 10 MB, ASR audio/video ≤ 100 MB, draw reference
/// png/jpeg < 5 MB).
export interface UploadLimits {
  maxBytes: number;
  /** MIME types as sniffed from the bytes: image/png, image/jpeg, audio/mpeg, audio/wav, video/mp4, audio/x-m4a, video/quicktime … */
  allowedTypes: readonly string[];
  /** The feature's own wording (spec 02 §5, e.g. 图片文件大小不超过5M); defaults name the limit. */
  messages?: UploadMessages;
}

export interface UploadMessages {
  tooLarge?: string;
  type?: string;
}

export interface UploadPolicyRequest extends UploadLimits {
  /** Folder the fresh key goes under, e.g. `uploads/draw/<userId>`. */
  keyPrefix: string;
  /** Seconds the policy stays valid. */
  expiresIn: number;
}

export interface UploadPolicy {
  /** Where the browser posts the form: our upload endpoint (local disk) or the bucket (S3). */
  url: string;
  /** Form fields to send before the file, in this order. */
  fields: Record<string, string>;
  /** The key the file will have; the feature's next call names it. */
  key: string;
  /** Epoch milliseconds. */
  expiresAt: number;
  maxBytes: number;
}

export interface SniffedType {
  mime: string;
  ext: string;
}

export interface StoredUpload extends SniffedType {
  key: string;
  size: number;
}

export type UploadRefusal = 'too_large' | 'type' | 'empty' | 'missing' | 'policy_invalid' | 'policy_expired' | 'policy_used';

/// An upload (or a capped put) that does not meet its limits or its policy. `message` is Chinese and
/// may be shown to the user as is; `status` is the HTTP status an endpoint should answer.
export class UploadRefusedError extends Error {
  override readonly name = 'UploadRefusedError';
  readonly status: number;
  constructor(
    readonly reason: UploadRefusal,
    message: string,
  ) {
    super(message);
    this.status = reason === 'too_large' ? 413 : reason === 'type' ? 415 : 400;
  }
}

/// The storage backend failed or was asked for something it cannot do (a bad key, an absent object).
export class StorageError extends Error {
  override readonly name = 'StorageError';
  constructor(
    readonly code: 'not_found' | 'invalid_key' | 'backend',
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export class StorageConfigError extends Error {
  override readonly name = 'StorageConfigError';
}

const segmentPattern = /^[A-Za-z0-9_-]{1,64}$/;
const extensionPattern = /^[A-Za-z0-9]{1,8}$/;

/// Keys are ours, never a user's path: `a/b/name.ext`, each segment `[A-Za-z0-9_-]{1,64}`, an optional
/// extension on the last, at most 8 segments. Split first so every pattern runs on a bounded string.
export function isValidKey(key: string): boolean {
  if (typeof key !== 'string' || key.length === 0 || key.length > 600) return false;
  const segments = key.split('/');
  if (segments.length > 8) return false;
  const last = segments.pop()!;
  const dot = last.indexOf('.');
  const name = dot === -1 ? last : last.slice(0, dot);
  if (dot !== -1 && !extensionPattern.test(last.slice(dot + 1))) return false;
  return segmentPattern.test(name) && segments.every((segment) => segmentPattern.test(segment));
}

/// A prefix is a key without an extension and with room for the generated name below it.
export function isValidKeyPrefix(prefix: string): boolean {
  return typeof prefix === 'string' && !prefix.includes('.') && prefix.split('/').length <= 7 && isValidKey(prefix);
}

export function assertKey(key: string): void {
  if (!isValidKey(key)) throw new StorageError('invalid_key', `invalid storage key ${JSON.stringify(key.slice(0, 100))}`);
}

/// One spelling per type, so `audio/x-wav` from one sniffer and `audio/wav` in a feature's list agree.
const mimeAliases: Record<string, string> = {
  'image/jpg': 'image/jpeg',
  'image/pjpeg': 'image/jpeg',
  'audio/x-wav': 'audio/wav',
  'audio/wave': 'audio/wav',
  'audio/vnd.wave': 'audio/wav',
  'audio/mp3': 'audio/mpeg',
  'audio/x-mpeg': 'audio/mpeg',
  'audio/m4a': 'audio/x-m4a',
  'audio/mp4': 'audio/x-m4a',
};

export function normalizeMime(mime: string): string {
  const lower = mime.trim().toLowerCase();
  return mimeAliases[lower] ?? lower;
}

const extensionNames: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'audio/mpeg': 'mp3',
  'audio/wav': 'wav',
  'audio/x-m4a': 'm4a',
  'video/mp4': 'mp4',
  'video/quicktime': 'mov',
};

/// Content types of the keys we write, for local disk (which keeps no metadata).
export function contentTypeOfKey(key: string): string | null {
  const dot = key.lastIndexOf('.');
  if (dot === -1) return null;
  const ext = key.slice(dot + 1).toLowerCase();
  if (ext === 'jpeg') return 'image/jpeg';
  for (const [mime, name] of Object.entries(extensionNames)) if (name === ext) return mime;
  return null;
}

function megabytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return Number.isInteger(mb) ? String(mb) : mb >= 1 ? mb.toFixed(1).replace(/\.0$/, '') : `${Math.max(1, Math.round(bytes / 1024))}K`;
}

/// The default wording follows spec 02 §5 (文件大小不超过100M, 图片格式仅支持 jpg/png).
export function tooLargeMessage(limits: Pick<UploadLimits, 'maxBytes' | 'messages'>): string {
  if (limits.messages?.tooLarge) return limits.messages.tooLarge;
  const size = megabytes(limits.maxBytes);
  return `文件大小不超过${size.endsWith('K') ? size : `${size}M`}`;
}

export function typeMessage(limits: Pick<UploadLimits, 'allowedTypes' | 'messages'>): string {
  if (limits.messages?.type) return limits.messages.type;
  const names = [...new Set(limits.allowedTypes.map((mime) => extensionNames[normalizeMime(mime)] ?? normalizeMime(mime)))];
  return `文件格式仅支持 ${names.join('/')}`;
}

export const uploadMessages = {
  empty: '文件内容为空',
  missing: '文件未上传或已失效，请重新上传',
  policyInvalid: '上传凭证无效，请重新上传',
  policyExpired: '上传凭证已过期，请重新上传',
  policyUsed: '上传凭证已使用，请重新上传',
} as const;
