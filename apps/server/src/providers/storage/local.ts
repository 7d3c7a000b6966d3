import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, readdir, readFile, rename, rm, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { capStream, checkPolicyRequest, consumeUpload, signUploadPolicy, SNIFF_BYTES, verifyStoredUpload, verifyUploadPolicy } from './policy.ts';
import {
  assertKey,
  contentTypeOfKey,
  StorageError,
  tooLargeMessage,
  uploadMessages,
  UploadRefusedError,
  type ByteRange,
  type LocalObjectStorage,
  type ObjectInfo,
  type PutOptions,
  type StoredObject,
  type StoredUpload,
  type UploadLimits,
  type UploadPolicy,
  type UploadPolicyRequest,
} from './types.ts';

export interface LocalStorageOptions {
  /** The folder files live under (`DATA_DIR/files`). */
  root: string;
  /** Signs upload policies; at least 32 bytes, the same in every process that answers uploads. */
  policySecret: string | Buffer;
  /** Our upload endpoint, where the browser posts the policy form. */
  uploadUrl: string;
  now?: () => number;
}

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}

/// Files on local disk under `root`. Writes go to a temp name first and are renamed into place, so a
/// crash or a refused upload never leaves a half-written file under a real key.
export class LocalStorage implements LocalObjectStorage {
  readonly driver = 'local' as const;
  private readonly now: () => number;

  constructor(private readonly options: LocalStorageOptions) {
    if (Buffer.byteLength(options.policySecret) < 32) throw new Error('the upload policy secret must be at least 32 bytes');
    this.now = options.now ?? Date.now;
  }

  private file(key: string): string {
    assertKey(key);
    return path.join(this.options.root, key);
  }

  async put(key: string, data: Buffer | Readable, options: PutOptions = {}): Promise<{ size: number }> {
    const file = this.file(key);
    const { maxBytes } = options;
    if (Buffer.isBuffer(data) && maxBytes !== undefined && data.length > maxBytes) {
      throw new UploadRefusedError('too_large', tooLargeMessage({ maxBytes }));
    }
    await mkdir(path.dirname(file), { recursive: true });
    const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.part`;
    try {
      if (Buffer.isBuffer(data)) await writeFile(temp, data);
      else await pipeline(maxBytes === undefined ? data : capStream(data, { maxBytes }), createWriteStream(temp));
      const { size } = await stat(temp);
      await rename(temp, file);
      return { size };
    } catch (error) {
      if (!Buffer.isBuffer(data)) data.destroy();
      await rm(temp, { force: true });
      throw error;
    }
  }

  async get(key: string, range?: ByteRange): Promise<StoredObject | null> {
    const info = await this.stat(key);
    if (!info) return null;
    return { body: this.read(key, range), size: info.size, contentType: info.contentType };
  }

  read(key: string, range?: ByteRange): Readable {
    return createReadStream(this.file(key), range ? { start: range.start, end: range.end } : {});
  }

  async readAll(key: string): Promise<Buffer> {
    try {
      return await readFile(this.file(key));
    } catch (error) {
      if (isMissing(error)) throw new StorageError('not_found', `no object ${key}`, { cause: error });
      throw error;
    }
  }

  async stat(key: string): Promise<ObjectInfo | null> {
    try {
      const info = await stat(this.file(key));
      if (!info.isFile()) return null;
      return { size: info.size, contentType: contentTypeOfKey(key), modifiedAt: info.mtime };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async size(key: string): Promise<number | null> {
    return (await this.stat(key))?.size ?? null;
  }

  async exists(key: string): Promise<boolean> {
    return (await this.stat(key)) !== null;
  }

  async delete(key: string): Promise<void> {
    await rm(this.file(key), { force: true });
  }

  publicUrl(): string | null {
    return null;
  }

  /// A live writer touches its `.part` file with every chunk and renames it when done; one untouched for ten
  /// minutes belongs to a process that died mid-write (a `kill -9` during an upload left one per kill).
  async sweepPartials(maxAgeMs = 10 * 60_000): Promise<number> {
    let names: string[];
    try {
      names = await readdir(this.options.root, { recursive: true });
    } catch {
      return 0;
    }
    let removed = 0;
    for (const name of names) {
      if (!name.endsWith('.part')) continue;
      const full = path.join(this.options.root, name);
      try {
        // file times are the real clock's, whatever clock the server runs on
        if (Date.now() - (await stat(full)).mtimeMs > maxAgeMs) {
          await unlink(full);
          removed++;
        }
      } catch {
        // renamed or removed meanwhile by its writer or another sweeper
      }
    }
    return removed;
  }

  async createUploadPolicy(request: UploadPolicyRequest): Promise<UploadPolicy> {
    checkPolicyRequest(request);
    const key = `${request.keyPrefix}/${randomBytes(12).toString('hex')}`;
    const expiresAt = this.now() + request.expiresIn * 1000;
    const fields = signUploadPolicy(this.options.policySecret, {
      key,
      maxBytes: request.maxBytes,
      types: [...request.allowedTypes],
      exp: Math.floor(expiresAt / 1000),
      ...(request.messages ? { messages: request.messages } : {}),
    });
    return { url: this.options.uploadUrl, fields: { ...fields }, key, expiresAt: Math.floor(expiresAt / 1000) * 1000, maxBytes: request.maxBytes };
  }

  async receiveUpload(fields: Record<string, string | undefined>, file: Readable): Promise<StoredUpload> {
    let policy;
    try {
      policy = verifyUploadPolicy(this.options.policySecret, fields, this.now());
      if (await this.exists(policy.key)) throw new UploadRefusedError('policy_used', uploadMessages.policyUsed);
    } catch (error) {
      file.destroy();
      throw error;
    }
    const limits: UploadLimits = { maxBytes: policy.maxBytes, allowedTypes: policy.types, ...(policy.messages ? { messages: policy.messages } : {}) };
    const { type, result } = await consumeUpload(file, limits, (body) => this.put(policy.key, body));
    return { key: policy.key, size: result.size, ...type };
  }

  async verifyUpload(key: string, limits: UploadLimits): Promise<StoredUpload> {
    return verifyStoredUpload(this, key, limits, async () => {
      const handle = await open(this.file(key), 'r');
      try {
        const head = Buffer.alloc(SNIFF_BYTES);
        const { bytesRead } = await handle.read(head, 0, SNIFF_BYTES, 0);
        return head.subarray(0, bytesRead);
      } finally {
        await handle.close();
      }
    });
  }
}

export function createLocalStorage(options: LocalStorageOptions): LocalStorage {
  return new LocalStorage(options);
}
