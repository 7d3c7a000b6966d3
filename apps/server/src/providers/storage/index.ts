import type { StorageConfig } from './config.ts';
import { LocalStorage } from './local.ts';
import { S3Storage } from './s3.ts';
import type { ConfiguredStorage } from './types.ts';

export { loadStorageConfig, DEFAULT_UPLOAD_URL, type StorageConfig } from './config.ts';
export { LocalStorage } from './local.ts';
export { S3Storage, type S3StorageConfig } from './s3.ts';
export { acceptUpload, consumeUpload, declaredLengthExceeds, signUploadPolicy, sniffType, verifyUploadPolicy, type LocalUploadPolicy } from './policy.ts';
export {
  assertKey,
  contentTypeOfKey,
  isValidKey,
  isValidKeyPrefix,
  normalizeMime,
  StorageConfigError,
  StorageError,
  uploadMessages,
  UploadRefusedError,
  type ByteRange,
  type ConfiguredStorage,
  type LocalObjectStorage,
  type ObjectInfo,
  type ObjectStorage,
  type PutOptions,
  type S3ObjectStorage,
  type SniffedType,
  type StoredObject,
  type StoredUpload,
  type UploadLimits,
  type UploadMessages,
  type UploadPolicy,
  type UploadPolicyRequest,
  type UploadRefusal,
} from './types.ts';

export interface StorageDeps {
  /// Signs local upload policies (≥ 32 bytes). Derive it from the server's secret, e.g.
  /// HMAC(JWT secret, "upload-policy"), so every process that shares the secret accepts the same policies.
  policySecret: string | Buffer;
  now?: () => number;
}

/// The one place the storage backend is chosen from configuration.
export function createStorage(config: StorageConfig, deps: StorageDeps): ConfiguredStorage {
  switch (config.driver) {
    case 'local':
      return new LocalStorage({ root: config.root, uploadUrl: config.uploadUrl, policySecret: deps.policySecret, ...(deps.now ? { now: deps.now } : {}) });
    case 's3': {
      const { driver: _driver, ...s3 } = config;
      return new S3Storage(s3);
    }
  }
}
