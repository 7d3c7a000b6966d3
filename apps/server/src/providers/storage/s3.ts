import { randomBytes } from 'node:crypto';
import { PassThrough, Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { capStream, checkPolicyRequest, SNIFF_BYTES, verifyStoredUpload } from './policy.ts';
import {
  assertKey,
  StorageError,
  tooLargeMessage,
  UploadRefusedError,
  type ByteRange,
  type ObjectInfo,
  type S3ObjectStorage,
  type PutOptions,
  type StoredObject,
  type StoredUpload,
  type UploadLimits,
  type UploadPolicy,
  type UploadPolicyRequest,
} from './types.ts';

export interface S3StorageConfig {
  /** Empty for AWS itself; the store's URL otherwise (MinIO, Ceph, Cloudflare R2, Aliyun OSS, Tencent COS…). */
  endpoint?: string;
  region: string;
  bucket: string;
  /** Absent: the SDK's default chain (environment, instance role). */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** `host/bucket/key` instead of `bucket.host/key`: MinIO and most self-hosted stores want it. */
  forcePathStyle: boolean;
  /** Where the bucket's objects are publicly readable (a CDN or the bucket's public URL), if they are. */
  publicUrl?: string;
}

/// Parts of a streamed upload of unknown length: 8 MiB parts, two in flight, so one upload holds at
/// most ≈ 16 MiB in memory however large the file (S3's minimum part is 5 MiB).
const PART_SIZE = 8 * 1024 * 1024;
const QUEUE_SIZE = 2;

function statusOf(error: unknown): number | undefined {
  return (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
}

function isNotFound(error: unknown): boolean {
  if (error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.name === 'NotFound')) return true;
  return statusOf(error) === 404;
}

function backendError(action: string, key: string, error: unknown): Error {
  if (error instanceof StorageError || error instanceof UploadRefusedError) return error;
  const detail = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return new StorageError('backend', `S3 ${action} ${key} failed: ${detail}`, { cause: error });
}

/// Any S3-compatible object store through `@aws-sdk/client-s3`: the choice for several API and worker
/// processes on several machines (issue "Several processes, one system"). Uploads from browsers go
/// straight to the bucket with a presigned POST whose policy carries the size range and the key.
export class S3Storage implements S3ObjectStorage {
  readonly driver = 's3' as const;
  readonly client: S3Client;
  private readonly bucket: string;

  constructor(
    private readonly config: S3StorageConfig,
    client?: S3Client,
  ) {
    this.bucket = config.bucket;
    this.client =
      client ??
      new S3Client({
        region: config.region,
        ...(config.endpoint ? { endpoint: config.endpoint } : {}),
        forcePathStyle: config.forcePathStyle,
        ...(config.accessKeyId && config.secretAccessKey
          ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } }
          : {}),
        // The SDK's newer default adds CRC checksums to every upload (and `aws-chunked` bodies for
        // streams), which many S3-compatible stores refuse; checksums only where an API requires them.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
        // A store that stops answering fails the request instead of holding it forever.
        requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
        maxAttempts: 3,
      });
  }

  async put(key: string, data: Buffer | Readable, options: PutOptions = {}): Promise<{ size: number }> {
    assertKey(key);
    const { maxBytes, contentType } = options;
    if (Buffer.isBuffer(data)) {
      if (maxBytes !== undefined && data.length > maxBytes) throw new UploadRefusedError('too_large', tooLargeMessage({ maxBytes }));
      try {
        await this.client.send(
          new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: data, ContentLength: data.length, ...(contentType ? { ContentType: contentType } : {}) }),
        );
      } catch (error) {
        throw backendError('put', key, error);
      }
      return { size: data.length };
    }
    // A stream's length is unknown: a multipart upload (or one PutObject when it fits one part), fed
    // through the cap, so an oversized stream stops being read at the cap and the upload is aborted
    // (no object, no orphaned parts).
    let size = 0;
    let failure: unknown;
    const counted = maxBytes === undefined ? data : capStream(data, { maxBytes });
    async function* feed(): AsyncGenerator<Buffer> {
      try {
        for await (const chunk of counted as AsyncIterable<Buffer>) {
          size += chunk.length;
          yield chunk;
        }
      } catch (error) {
        failure = error;
        throw error;
      }
    }
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: key, Body: Readable.from(feed(), { objectMode: false }), ...(contentType ? { ContentType: contentType } : {}) },
      partSize: PART_SIZE,
      queueSize: QUEUE_SIZE,
      leavePartsOnError: false,
    });
    try {
      await upload.done();
    } catch (error) {
      data.destroy();
      throw backendError('upload', key, failure ?? error);
    }
    return { size };
  }

  async get(key: string, range?: ByteRange): Promise<StoredObject | null> {
    assertKey(key);
    try {
      const answer = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: key, ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}) }),
      );
      // `Content-Range: bytes 0-99/1234` names the whole size when a range was asked.
      const whole = answer.ContentRange ? Number(answer.ContentRange.slice(answer.ContentRange.lastIndexOf('/') + 1)) : answer.ContentLength;
      return { body: answer.Body as Readable, size: whole ?? 0, contentType: answer.ContentType ?? null };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw backendError('get', key, error);
    }
  }

  read(key: string, range?: ByteRange): Readable {
    const out = new PassThrough();
    this.get(key, range).then(
      (object) => {
        if (!object) out.destroy(new StorageError('not_found', `no object ${key}`));
        else pipeline(object.body, out).catch(() => undefined);
      },
      (error: unknown) => out.destroy(error as Error),
    );
    return out;
  }

  async readAll(key: string): Promise<Buffer> {
    const object = await this.get(key);
    if (!object) throw new StorageError('not_found', `no object ${key}`);
    const chunks: Buffer[] = [];
    for await (const chunk of object.body) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  async stat(key: string): Promise<ObjectInfo | null> {
    assertKey(key);
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return { size: head.ContentLength ?? 0, contentType: head.ContentType ?? null, modifiedAt: head.LastModified ?? null };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw backendError('head', key, error);
    }
  }

  async size(key: string): Promise<number | null> {
    return (await this.stat(key))?.size ?? null;
  }

  async exists(key: string): Promise<boolean> {
    return (await this.stat(key)) !== null;
  }

  async delete(key: string): Promise<void> {
    assertKey(key);
    try {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
    } catch (error) {
      if (isNotFound(error)) return;
      throw backendError('delete', key, error);
    }
  }

  publicUrl(key: string): string | null {
    assertKey(key);
    if (!this.config.publicUrl) return null;
    return `${this.config.publicUrl.replace(/(?<!\/)\/+$/, '')}/${key}`;
  }

  /// A presigned POST (AWS signature v4): the policy names the exact key and `content-length-range
  /// 1..maxBytes`, and expires after `expiresIn`, so the store itself refuses a larger file or another
  /// key. The content type cannot be checked by a policy (the browser declares it); `verifyUpload`
  /// checks the bytes afterwards.
  async createUploadPolicy(request: UploadPolicyRequest): Promise<UploadPolicy> {
    checkPolicyRequest(request);
    const key = `${request.keyPrefix}/${randomBytes(12).toString('hex')}`;
    const { url, fields } = await createPresignedPost(this.client, {
      Bucket: this.bucket,
      Key: key,
      Conditions: [['content-length-range', 1, request.maxBytes]],
      Expires: request.expiresIn,
    });
    // The expiry the store will apply is the one inside the signed policy.
    const { expiration } = JSON.parse(Buffer.from(fields.Policy ?? '', 'base64').toString('utf8')) as { expiration: string };
    return { url, fields, key, expiresAt: Date.parse(expiration), maxBytes: request.maxBytes };
  }

  async verifyUpload(key: string, limits: UploadLimits): Promise<StoredUpload> {
    return verifyStoredUpload(this, key, limits, async () => {
      const object = await this.get(key, { start: 0, end: SNIFF_BYTES - 1 });
      if (!object) return Buffer.alloc(0);
      const chunks: Buffer[] = [];
      for await (const chunk of object.body) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    });
  }

  async close(): Promise<void> {
    this.client.destroy();
  }
}

export function createS3Storage(config: S3StorageConfig): S3Storage {
  return new S3Storage(config);
}
